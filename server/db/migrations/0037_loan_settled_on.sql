-- Issue 42, pledge state in one place: the loan keeps the day the sale of its forfeited pledge
-- settled it (issue 32), so the loans module's ledger and overdue query read their own row instead
-- of the pledges module's sale book. The sale writes it in its transaction (settleLoanBySale);
-- here the sales already recorded give it once. Loans never sold keep null.
ALTER TABLE "pawn_loan_applications" ADD COLUMN "settled_on" date;
--> statement-breakpoint
UPDATE "pawn_loan_applications" a SET "settled_on" = s."sale_date"
FROM "pledge_sales" s
WHERE s."application_id" = a."id";
