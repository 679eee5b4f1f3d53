-- Issue 32, renewal: a pawner pays the charges due and the loan runs again on the same goods. The
-- renewal is a new loan (new PL- number, new ticket); it names the loan it renewed, and the old
-- loan's ticket is marked renewed (its goods moved to the new ticket). Existing rows keep null.
ALTER TABLE "pawn_loan_applications" ADD COLUMN "renewed_from_application_id" uuid;
--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD CONSTRAINT "pawn_loan_applications_renewed_from_fk" FOREIGN KEY ("renewed_from_application_id") REFERENCES "public"."pawn_loan_applications"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "pawn_loan_applications_renewed_from_key" ON "pawn_loan_applications" USING btree ("renewed_from_application_id");
--> statement-breakpoint
ALTER TABLE "pawn_tickets" DROP CONSTRAINT "pawn_tickets_status_check";
--> statement-breakpoint
ALTER TABLE "pawn_tickets" ADD CONSTRAINT "pawn_tickets_status_check" CHECK ("pawn_tickets"."status" in ('in_pawn','redeemed','forfeited','sold','renewed'));
