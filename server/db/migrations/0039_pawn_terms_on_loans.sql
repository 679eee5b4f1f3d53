-- Issue 43: a loan keeps its terms. Every loan so far is on instalment terms (the default);
-- a counter pawn is on pawn terms and keeps the shop's charge percent, period and term of its day.
ALTER TABLE "pawn_loan_applications" ADD COLUMN "loan_terms" varchar(12) DEFAULT 'instalment' NOT NULL;--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD COLUMN "pawn_charge_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD COLUMN "pawn_period_days" integer;--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD COLUMN "pawn_term_days" integer;--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD CONSTRAINT "pawn_loan_applications_loan_terms_check" CHECK (("pawn_loan_applications"."loan_terms" = 'instalment' and "pawn_loan_applications"."pawn_charge_percent" is null and "pawn_loan_applications"."pawn_period_days" is null and "pawn_loan_applications"."pawn_term_days" is null) or ("pawn_loan_applications"."loan_terms" = 'pawn' and "pawn_loan_applications"."pawn_charge_percent" >= 0 and "pawn_loan_applications"."pawn_period_days" >= 1 and "pawn_loan_applications"."pawn_term_days" >= 1));