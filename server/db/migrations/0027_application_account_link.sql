-- Issue 29 item 5, DESIGN decision 18: an application reaches the borrower's own account (their
-- loan list, payments, documents, agreement) only when they submitted it signed in to that account,
-- when staff submitted it at the counter, or when staff link it at review. Every application stored
-- before this release was shown to its account, so they keep that; from now on a row is unlinked
-- unless its submission says otherwise (a forgotten path fails closed).
ALTER TABLE "pawn_loan_applications" ADD COLUMN "account_linked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ALTER COLUMN "account_linked" SET DEFAULT false;
