ALTER TABLE "pawn_loan_applications" ADD COLUMN "late_fee_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD COLUMN "start_date_reason" text;--> statement-breakpoint
-- Loans stored before this release keep what their agreement said: "Late fine: J$500.00 per late
-- payment" (their late_fine). late_fee_percent stays NULL for them, and NULL means "the fixed
-- late_fine per late payment"; new applications store 20 (percent of one payment). No backfill.
COMMENT ON COLUMN "pawn_loan_applications"."late_fee_percent" IS 'Late fee as a percent of one payment of the loan''s frequency; NULL = the fixed late_fine per late payment (loans stored before the rule was kept per loan).';
--> statement-breakpoint
-- Loans approved before this release have no start_date: their schedule keeps counting from their
-- valid-from date as before (NULL = valid from, else agreement date, else created).
COMMENT ON COLUMN "pawn_loan_applications"."start_date" IS 'Start day confirmed by staff on approval/activation; the schedule counts from it. NULL = valid_from (loans approved before it was kept).';
