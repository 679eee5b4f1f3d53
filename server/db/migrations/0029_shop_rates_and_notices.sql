-- The shop's own rates (issue 34: the Pawnbrokers Act's table of rates; the spec's 20% and 40% and
-- 20% late fee are the defaults) and how many days before a pledge's redeemable-until date the
-- pawner is warned it may be sold (issue 32). Loans keep the terms they were made with.
ALTER TABLE "shop_settings" ADD COLUMN "forfeiture_notice_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "interest_rates" integer[] DEFAULT '{20,40}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "late_fee_percent" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_forfeiture_notice_check" CHECK ("shop_settings"."forfeiture_notice_days" between 1 and 90);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_interest_rates_check" CHECK (cardinality("shop_settings"."interest_rates") between 1 and 6 and 1 <= all("shop_settings"."interest_rates") and 100 >= all("shop_settings"."interest_rates"));--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_late_fee_check" CHECK ("shop_settings"."late_fee_percent" between 0 and 100);
