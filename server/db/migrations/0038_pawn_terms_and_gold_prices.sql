CREATE TABLE "gold_prices" (
	"day" date PRIMARY KEY NOT NULL,
	"price_per_gram_10k" numeric(12, 2) NOT NULL,
	"price_per_gram_14k" numeric(12, 2) NOT NULL,
	"price_per_gram_18k" numeric(12, 2) NOT NULL,
	"price_per_gram_22k" numeric(12, 2) NOT NULL,
	"price_per_gram_24k" numeric(12, 2) NOT NULL,
	"set_by_user_id" uuid,
	"set_by_name" varchar(254) NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gold_prices_positive_check" CHECK ("gold_prices"."price_per_gram_10k" > 0 and "gold_prices"."price_per_gram_14k" > 0 and "gold_prices"."price_per_gram_18k" > 0 and "gold_prices"."price_per_gram_22k" > 0 and "gold_prices"."price_per_gram_24k" > 0)
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "pawn_monthly_charge_percent" numeric(5, 2) DEFAULT '10' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "pawn_period_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "pawn_term_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "counter_approval_limit" numeric(12, 2) DEFAULT '20000.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "max_loan_to_value_percent" integer DEFAULT 70 NOT NULL;--> statement-breakpoint
ALTER TABLE "gold_prices" ADD CONSTRAINT "gold_prices_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_pawn_charge_check" CHECK ("shop_settings"."pawn_monthly_charge_percent" between 1 and 50);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_pawn_period_check" CHECK ("shop_settings"."pawn_period_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_pawn_term_check" CHECK ("shop_settings"."pawn_term_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_counter_limit_check" CHECK ("shop_settings"."counter_approval_limit" >= 0);--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_loan_to_value_check" CHECK ("shop_settings"."max_loan_to_value_percent" between 1 and 100);