CREATE TABLE "system_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level" varchar(10) NOT NULL,
	"event" varchar(60) NOT NULL,
	"message" varchar(1000) NOT NULL,
	"request_id" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_logs_level_check" CHECK ("system_logs"."level" in ('info','warn','error'))
);
--> statement-breakpoint
CREATE INDEX "system_logs_created_idx" ON "system_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "system_logs_level_created_idx" ON "system_logs" USING btree ("level","created_at");--> statement-breakpoint
-- Hand-written: the one row of auto-backup settings, with the spec's defaults (daily, 02:00,
-- 30 days, 10 backups, off), so every instance reads and updates the same row.
INSERT INTO auto_backup_settings (is_enabled) SELECT false WHERE NOT EXISTS (SELECT 1 FROM auto_backup_settings);
--> statement-breakpoint
-- Hand-written: rebuilds every derived total from the rows, set-based, with the same statements
-- as the backfills of migrations 0008 (application_status_totals), 0011 (loan_payment_totals,
-- payment_month_totals, payment_totals) and 0013 (each borrower's loans in progress and defaults).
-- A restore inserts with the tables' triggers off, then calls this once. The caller turns the
-- triggers of loan_payment_totals off around it, so the 'pending' deltas (migration 0012) do not
-- count twice.
CREATE OR REPLACE FUNCTION pawnbook_rebuild_derived_totals() RETURNS void AS $$
BEGIN
  DELETE FROM application_status_totals;
  INSERT INTO application_status_totals (status, count, amount)
    SELECT status, count(*), coalesce(sum(loan_amount), 0) FROM pawn_loan_applications GROUP BY status;
  DELETE FROM loan_payment_totals;
  INSERT INTO loan_payment_totals (application_id, repayable, open, paid, owed)
    SELECT a.id, r.repayable, a.status IN ('approved', 'active'), coalesce(p.paid, 0),
      CASE WHEN a.status IN ('approved', 'active') THEN greatest(r.repayable - coalesce(p.paid, 0), 0) ELSE 0 END
    FROM pawn_loan_applications a
    CROSS JOIN LATERAL (SELECT pawnbook_repayable(a.total_repayment, a.total_amount, a.loan_amount, a.interest_rate) AS repayable) r
    LEFT JOIN (
      SELECT loan_application_id, sum(payment_amount) AS paid FROM payments WHERE status = 'completed' GROUP BY loan_application_id
    ) p ON p.loan_application_id = a.id;
  DELETE FROM payment_month_totals;
  INSERT INTO payment_month_totals (month, collected, count)
    SELECT date_trunc('month', payment_date AT TIME ZONE 'America/Jamaica')::date, sum(payment_amount + late_payment_charge), count(*)
    FROM payments WHERE status = 'completed' GROUP BY 1;
  DELETE FROM payment_pending_deltas;
  DELETE FROM payment_totals;
  INSERT INTO payment_totals (name, amount) SELECT 'pending', coalesce(sum(owed), 0) FROM loan_payment_totals;
  UPDATE borrowers b SET active_loans = coalesce(l.active, 0), defaulted_loans = coalesce(l.defaulted, 0)
  FROM borrowers b2 LEFT JOIN (
    SELECT borrower_id,
      count(*) FILTER (WHERE status IN ('approved', 'active', 'submitted'))::int AS active,
      count(*) FILTER (WHERE status = 'defaulted')::int AS defaulted
    FROM pawn_loan_applications WHERE borrower_id IS NOT NULL GROUP BY borrower_id
  ) l ON l.borrower_id = b2.id
  WHERE b.id = b2.id AND (b.active_loans, b.defaulted_loans) IS DISTINCT FROM (coalesce(l.active, 0), coalesce(l.defaulted, 0));
END $$ LANGUAGE plpgsql;
