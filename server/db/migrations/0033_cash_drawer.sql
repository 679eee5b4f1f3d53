-- Issue 34: money movements and the cash drawer. A loan records how and when it was paid out (its
-- move to active); a payment records which staff member took it (the drawer counts the caller's
-- own); each staff member may have one open drawer.
ALTER TABLE "pawn_loan_applications" ADD COLUMN "disbursement_method" varchar(20);
--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD COLUMN "disbursed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD COLUMN "disbursed_by_user_id" uuid;
--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD CONSTRAINT "pawn_loan_applications_disbursed_by_user_id_users_id_fk" FOREIGN KEY ("disbursed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD CONSTRAINT "pawn_loan_applications_disbursement_method_check" CHECK ("pawn_loan_applications"."disbursement_method" is null or "pawn_loan_applications"."disbursement_method" in ('cash','bank_transfer','cheque'));
--> statement-breakpoint
CREATE INDEX "pawn_loan_applications_disbursed_idx" ON "pawn_loan_applications" USING btree ("disbursed_at") WHERE "disbursed_at" is not null;
--> statement-breakpoint
-- Loans paid out before this release: the day they first became active, by whoever moved them, in cash.
UPDATE "pawn_loan_applications" a SET "disbursement_method" = 'cash', "disbursed_at" = h."created_at", "disbursed_by_user_id" = h."changed_by_user_id"
FROM (
  SELECT DISTINCT ON ("application_id") "application_id", "created_at", "changed_by_user_id"
  FROM "application_status_history" WHERE "to_status" = 'active'
  ORDER BY "application_id", "created_at"
) h
WHERE h."application_id" = a."id" AND a."disbursed_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recorded_by_user_id" uuid;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "payments_recorded_by_idx" ON "payments" USING btree ("recorded_by_user_id","created_at");
--> statement-breakpoint
CREATE TABLE "cash_drawers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"opened_by_user_id" uuid,
	"opened_by_name" varchar(200) NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opening_float" numeric(12, 2) NOT NULL,
	"closed_at" timestamp with time zone,
	"cash_in" numeric(12, 2),
	"cash_out" numeric(12, 2),
	"expected_cash" numeric(12, 2),
	"counted_cash" numeric(12, 2),
	"difference" numeric(12, 2),
	"notes" text,
	CONSTRAINT "cash_drawers_float_check" CHECK ("cash_drawers"."opening_float" >= 0),
	CONSTRAINT "cash_drawers_closed_check" CHECK (("cash_drawers"."closed_at" is null) = ("cash_drawers"."counted_cash" is null))
);
--> statement-breakpoint
ALTER TABLE "cash_drawers" ADD CONSTRAINT "cash_drawers_opened_by_user_id_users_id_fk" FOREIGN KEY ("opened_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "cash_drawers_one_open_key" ON "cash_drawers" USING btree ("opened_by_user_id") WHERE "closed_at" is null;
--> statement-breakpoint
CREATE INDEX "cash_drawers_opened_idx" ON "cash_drawers" USING btree ("opened_at");
