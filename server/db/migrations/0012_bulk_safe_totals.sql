CREATE TABLE "payment_pending_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_pending_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"amount" numeric(16, 2) NOT NULL
);
--> statement-breakpoint
-- Bulk statements (a restore, an import, the benchmarks' seeding) used to move the status totals
-- and the 'pending' total once per row: each update of one hot row in one transaction leaves a
-- version the next must walk past, so 40k inserted applications took 24 s and 300k over 20 minutes.
-- Both now move once per statement (status totals) and once per transaction ('pending').
--
-- Status totals: statement level with transition tables, the statuses touched in name order (two
-- opposite moves at once wait for each other rather than deadlock, as before). Transition tables
-- cannot go with a column list, so an update of other columns finds no difference and touches nothing.
CREATE OR REPLACE FUNCTION pawnbook_track_status_totals_bulk() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_status_totals (status, count, amount)
      SELECT n.status, count(*), coalesce(sum(n.loan_amount), 0) FROM new_rows n GROUP BY n.status ORDER BY n.status
      ON CONFLICT (status) DO UPDATE SET
        count = application_status_totals.count + EXCLUDED.count,
        amount = application_status_totals.amount + EXCLUDED.amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_status_totals (status, count, amount)
      SELECT o.status, -count(*), -coalesce(sum(o.loan_amount), 0) FROM old_rows o GROUP BY o.status ORDER BY o.status
      ON CONFLICT (status) DO UPDATE SET
        count = application_status_totals.count + EXCLUDED.count,
        amount = application_status_totals.amount + EXCLUDED.amount;
  ELSE
    INSERT INTO application_status_totals (status, count, amount)
      SELECT x.status, sum(x.n), sum(x.amount) FROM (
        SELECT o.status, -1 AS n, -o.loan_amount AS amount
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE n.status IS DISTINCT FROM o.status OR n.loan_amount IS DISTINCT FROM o.loan_amount
        UNION ALL
        SELECT n.status, 1, n.loan_amount
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE n.status IS DISTINCT FROM o.status OR n.loan_amount IS DISTINCT FROM o.loan_amount
      ) x
      GROUP BY x.status HAVING sum(x.n) <> 0 OR sum(x.amount) <> 0 ORDER BY x.status
      ON CONFLICT (status) DO UPDATE SET
        count = application_status_totals.count + EXCLUDED.count,
        amount = application_status_totals.amount + EXCLUDED.amount;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER pawn_loan_applications_status_totals ON pawn_loan_applications;
--> statement-breakpoint
DROP FUNCTION pawnbook_track_status_totals();
--> statement-breakpoint
CREATE TRIGGER pawn_loan_applications_status_totals_insert AFTER INSERT ON pawn_loan_applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_track_status_totals_bulk();
--> statement-breakpoint
CREATE TRIGGER pawn_loan_applications_status_totals_update AFTER UPDATE ON pawn_loan_applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_track_status_totals_bulk();
--> statement-breakpoint
CREATE TRIGGER pawn_loan_applications_status_totals_delete AFTER DELETE ON pawn_loan_applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_track_status_totals_bulk();
--> statement-breakpoint
-- 'pending': each statement on loan_payment_totals records its net move in payment_pending_deltas;
-- at commit the first deferred firing folds every delta of this transaction into the shared row
-- and deletes them (the rows of other transactions are invisible until they commit, and they fold
-- their own before that), later firings find none. The shared row is still the last row a
-- transaction locks.
CREATE OR REPLACE FUNCTION pawnbook_record_pending_delta() RETURNS trigger AS $$
DECLARE
  delta numeric := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    delta := delta - coalesce((SELECT sum(o.owed) FROM old_rows o), 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta + coalesce((SELECT sum(n.owed) FROM new_rows n), 0);
  END IF;
  IF delta <> 0 THEN
    INSERT INTO payment_pending_deltas (amount) VALUES (delta);
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pawnbook_fold_pending_deltas() RETURNS trigger AS $$
DECLARE
  delta numeric;
BEGIN
  WITH folded AS (DELETE FROM payment_pending_deltas RETURNING amount)
    SELECT sum(amount) INTO delta FROM folded;
  IF delta IS NOT NULL AND delta <> 0 THEN
    INSERT INTO payment_totals (name, amount) VALUES ('pending', delta)
      ON CONFLICT (name) DO UPDATE SET amount = payment_totals.amount + EXCLUDED.amount;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER loan_payment_totals_pending_insert ON loan_payment_totals;
--> statement-breakpoint
DROP TRIGGER loan_payment_totals_pending_update ON loan_payment_totals;
--> statement-breakpoint
DROP TRIGGER loan_payment_totals_pending_delete ON loan_payment_totals;
--> statement-breakpoint
DROP FUNCTION pawnbook_track_pending_total();
--> statement-breakpoint
CREATE TRIGGER loan_payment_totals_pending_insert AFTER INSERT ON loan_payment_totals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_record_pending_delta();
--> statement-breakpoint
CREATE TRIGGER loan_payment_totals_pending_update AFTER UPDATE ON loan_payment_totals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_record_pending_delta();
--> statement-breakpoint
CREATE TRIGGER loan_payment_totals_pending_delete AFTER DELETE ON loan_payment_totals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_record_pending_delta();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payment_pending_deltas_fold AFTER INSERT ON payment_pending_deltas
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION pawnbook_fold_pending_deltas();
