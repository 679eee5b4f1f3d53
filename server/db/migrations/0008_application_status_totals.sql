CREATE TABLE "application_status_totals" (
	"status" varchar(20) PRIMARY KEY NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
-- Row level, so each change moves exactly its own amounts. When an update moves an application
-- between two statuses, their rows are touched in name order: two opposite moves at once then wait
-- for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION pawnbook_track_status_totals() RETURNS trigger AS $$
DECLARE
  changes jsonb := '[]'::jsonb;
  change jsonb;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    changes := changes || jsonb_build_array(jsonb_build_object('status', OLD.status, 'n', -1, 'amount', -OLD.loan_amount));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    changes := changes || jsonb_build_array(jsonb_build_object('status', NEW.status, 'n', 1, 'amount', NEW.loan_amount));
  END IF;
  FOR change IN SELECT value FROM jsonb_array_elements(changes) ORDER BY value->>'status', (value->>'n')::int LOOP
    INSERT INTO application_status_totals (status, count, amount)
      VALUES (change->>'status', (change->>'n')::bigint, (change->>'amount')::numeric)
      ON CONFLICT (status) DO UPDATE SET
        count = application_status_totals.count + EXCLUDED.count,
        amount = application_status_totals.amount + EXCLUDED.amount;
  END LOOP;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pawnbook_reset_status_totals() RETURNS trigger AS $$
BEGIN
  DELETE FROM application_status_totals;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pawn_loan_applications_status_totals AFTER INSERT OR DELETE OR UPDATE OF status, loan_amount ON pawn_loan_applications
  FOR EACH ROW EXECUTE FUNCTION pawnbook_track_status_totals();
--> statement-breakpoint
CREATE TRIGGER pawn_loan_applications_status_totals_truncate AFTER TRUNCATE ON pawn_loan_applications
  FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_reset_status_totals();
--> statement-breakpoint
INSERT INTO application_status_totals (status, count, amount)
  SELECT status, count(*), coalesce(sum(loan_amount), 0) FROM pawn_loan_applications GROUP BY status;
