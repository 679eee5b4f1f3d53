CREATE TABLE "loan_payment_totals" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"repayable" numeric(16, 2) NOT NULL,
	"open" boolean NOT NULL,
	"paid" numeric(16, 2) DEFAULT '0' NOT NULL,
	"owed" numeric(16, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_month_totals" (
	"month" date PRIMARY KEY NOT NULL,
	"collected" numeric(16, 2) DEFAULT '0' NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_totals" (
	"name" varchar(20) PRIMARY KEY NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
-- The REPAYABLE rule of server/modules/loans/loan-ledger.repository.ts, for one row.
CREATE OR REPLACE FUNCTION pawnbook_repayable(total_repayment numeric, total_amount numeric, loan_amount numeric, interest_rate numeric) RETURNS numeric AS $$
  SELECT CASE
    WHEN total_repayment > 0 THEN total_repayment
    WHEN total_amount > 0 THEN total_amount
    ELSE round(loan_amount * (1 + interest_rate / 100), 2)
  END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Statement level with transition tables, so a statement that moves many rows locks them in one
-- fixed order: loan rows by id, then month rows by month. The loan rows hold each loan's paid
-- sum, so max(repayable - paid, 0) stays exact whatever the order payments arrive in.
-- deltas: [{loan, month, total, n, paid}], signed (a removed completed payment counts negative).
CREATE OR REPLACE FUNCTION pawnbook_apply_payment_deltas(deltas jsonb) RETURNS void AS $$
BEGIN
  IF deltas IS NULL OR jsonb_array_length(deltas) = 0 THEN
    RETURN;
  END IF;
  -- Only what moves: an update that changes no amount, date, loan or status locks nothing.
  PERFORM 1 FROM loan_payment_totals t
    WHERE t.application_id IN (
      SELECT x.loan FROM jsonb_to_recordset(deltas) AS x(loan uuid, paid numeric) GROUP BY x.loan HAVING sum(x.paid) <> 0)
    ORDER BY t.application_id FOR UPDATE;
  UPDATE loan_payment_totals t SET
      paid = t.paid + d.paid,
      owed = CASE WHEN t.open THEN greatest(t.repayable - (t.paid + d.paid), 0) ELSE 0 END
    FROM (SELECT x.loan, sum(x.paid) AS paid FROM jsonb_to_recordset(deltas) AS x(loan uuid, paid numeric) GROUP BY x.loan) d
    WHERE t.application_id = d.loan AND d.paid <> 0;
  INSERT INTO payment_month_totals (month, collected, count)
    SELECT x.month, sum(x.total), sum(x.n) FROM jsonb_to_recordset(deltas) AS x(month date, total numeric, n bigint)
    GROUP BY x.month HAVING sum(x.total) <> 0 OR sum(x.n) <> 0 ORDER BY x.month
    ON CONFLICT (month) DO UPDATE SET
      collected = payment_month_totals.collected + EXCLUDED.collected,
      count = payment_month_totals.count + EXCLUDED.count;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pawnbook_track_payment_totals() RETURNS trigger AS $$
DECLARE
  deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('loan', n.loan_application_id,
        'month', date_trunc('month', n.payment_date AT TIME ZONE 'America/Jamaica')::date,
        'total', n.payment_amount + n.late_payment_charge, 'n', 1, 'paid', n.payment_amount))
      INTO deltas FROM new_rows n WHERE n.status = 'completed';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('loan', o.loan_application_id,
        'month', date_trunc('month', o.payment_date AT TIME ZONE 'America/Jamaica')::date,
        'total', -(o.payment_amount + o.late_payment_charge), 'n', -1, 'paid', -o.payment_amount))
      INTO deltas FROM old_rows o WHERE o.status = 'completed';
  ELSE
    SELECT jsonb_agg(x.change) INTO deltas FROM (
      SELECT jsonb_build_object('loan', o.loan_application_id,
          'month', date_trunc('month', o.payment_date AT TIME ZONE 'America/Jamaica')::date,
          'total', -(o.payment_amount + o.late_payment_charge), 'n', -1, 'paid', -o.payment_amount) AS change
        FROM old_rows o WHERE o.status = 'completed'
      UNION ALL
      SELECT jsonb_build_object('loan', n.loan_application_id,
          'month', date_trunc('month', n.payment_date AT TIME ZONE 'America/Jamaica')::date,
          'total', n.payment_amount + n.late_payment_charge, 'n', 1, 'paid', n.payment_amount)
        FROM new_rows n WHERE n.status = 'completed'
    ) x;
  END IF;
  PERFORM pawnbook_apply_payment_deltas(deltas);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pawnbook_track_loan_owed() RETURNS trigger AS $$
DECLARE
  changes jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('id', n.id,
        'repayable', pawnbook_repayable(n.total_repayment, n.total_amount, n.loan_amount, n.interest_rate),
        'open', n.status IN ('approved', 'active'), 'gone', false))
      INTO changes FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('id', o.id, 'repayable', 0, 'open', false, 'gone', true))
      INTO changes FROM old_rows o;
  ELSE
    SELECT jsonb_agg(jsonb_build_object('id', coalesce(n.id, o.id),
        'repayable', coalesce(pawnbook_repayable(n.total_repayment, n.total_amount, n.loan_amount, n.interest_rate), 0),
        'open', coalesce(n.status IN ('approved', 'active'), false), 'gone', n.id IS NULL))
      INTO changes
      FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
      WHERE n.id IS NULL OR o.id IS NULL
        OR (n.status IN ('approved', 'active')) IS DISTINCT FROM (o.status IN ('approved', 'active'))
        OR pawnbook_repayable(n.total_repayment, n.total_amount, n.loan_amount, n.interest_rate)
          IS DISTINCT FROM pawnbook_repayable(o.total_repayment, o.total_amount, o.loan_amount, o.interest_rate);
  END IF;
  IF changes IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM loan_payment_totals t
    WHERE t.application_id IN (SELECT c.id FROM jsonb_to_recordset(changes) AS c(id uuid))
    ORDER BY t.application_id FOR UPDATE;
  DELETE FROM loan_payment_totals t
    WHERE t.application_id IN (SELECT c.id FROM jsonb_to_recordset(changes) AS c(id uuid, gone boolean) WHERE c.gone);
  INSERT INTO loan_payment_totals (application_id, repayable, open, paid, owed)
    SELECT c.id, c.repayable, c.open, 0, CASE WHEN c.open THEN greatest(c.repayable, 0) ELSE 0 END
      FROM jsonb_to_recordset(changes) AS c(id uuid, repayable numeric, open boolean, gone boolean)
      WHERE NOT c.gone ORDER BY c.id
    ON CONFLICT (application_id) DO UPDATE SET
      repayable = EXCLUDED.repayable,
      open = EXCLUDED.open,
      owed = CASE WHEN EXCLUDED.open THEN greatest(EXCLUDED.repayable - loan_payment_totals.paid, 0) ELSE 0 END;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The 'pending' row is shared by every loan, so it is moved at commit (a deferred trigger on the
-- loan rows): it is then the last row any transaction locks, after the status totals and change
-- counters its other statements took, and no two transactions can wait on each other through it.
CREATE OR REPLACE FUNCTION pawnbook_track_pending_total() RETURNS trigger AS $$
DECLARE
  delta numeric := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    delta := delta - OLD.owed;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    delta := delta + NEW.owed;
  END IF;
  IF delta <> 0 THEN
    INSERT INTO payment_totals (name, amount) VALUES ('pending', delta)
      ON CONFLICT (name) DO UPDATE SET amount = payment_totals.amount + EXCLUDED.amount;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION pawnbook_reset_payment_totals() RETURNS trigger AS $$
BEGIN
  DELETE FROM payment_month_totals;
  IF TG_TABLE_NAME = 'payments' THEN
    UPDATE loan_payment_totals SET paid = 0, owed = CASE WHEN open THEN greatest(repayable, 0) ELSE 0 END
      WHERE paid <> 0;
  ELSE
    DELETE FROM loan_payment_totals;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
INSERT INTO loan_payment_totals (application_id, repayable, open, paid, owed)
  SELECT a.id, r.repayable, a.status IN ('approved', 'active'), coalesce(p.paid, 0),
    CASE WHEN a.status IN ('approved', 'active') THEN greatest(r.repayable - coalesce(p.paid, 0), 0) ELSE 0 END
  FROM pawn_loan_applications a
  CROSS JOIN LATERAL (SELECT pawnbook_repayable(a.total_repayment, a.total_amount, a.loan_amount, a.interest_rate) AS repayable) r
  LEFT JOIN (
    SELECT loan_application_id, sum(payment_amount) AS paid FROM payments WHERE status = 'completed' GROUP BY loan_application_id
  ) p ON p.loan_application_id = a.id;
--> statement-breakpoint
INSERT INTO payment_month_totals (month, collected, count)
  SELECT date_trunc('month', payment_date AT TIME ZONE 'America/Jamaica')::date, sum(payment_amount + late_payment_charge), count(*)
  FROM payments WHERE status = 'completed' GROUP BY 1;
--> statement-breakpoint
INSERT INTO payment_totals (name, amount) SELECT 'pending', coalesce(sum(owed), 0) FROM loan_payment_totals;
--> statement-breakpoint
-- The triggers come after the backfill, so it is counted once.
CREATE TRIGGER payments_totals_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_track_payment_totals();
--> statement-breakpoint
CREATE TRIGGER payments_totals_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_track_payment_totals();
--> statement-breakpoint
CREATE TRIGGER payments_totals_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_track_payment_totals();
--> statement-breakpoint
CREATE TRIGGER payments_totals_truncate AFTER TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_reset_payment_totals();
--> statement-breakpoint
CREATE TRIGGER pawn_loan_applications_owed_insert AFTER INSERT ON pawn_loan_applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_track_loan_owed();
--> statement-breakpoint
CREATE TRIGGER pawn_loan_applications_owed_update AFTER UPDATE ON pawn_loan_applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_track_loan_owed();
--> statement-breakpoint
CREATE TRIGGER pawn_loan_applications_owed_delete AFTER DELETE ON pawn_loan_applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_track_loan_owed();
--> statement-breakpoint
CREATE TRIGGER pawn_loan_applications_owed_truncate AFTER TRUNCATE ON pawn_loan_applications
  FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_reset_payment_totals();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER loan_payment_totals_pending_insert AFTER INSERT ON loan_payment_totals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.owed <> 0) EXECUTE FUNCTION pawnbook_track_pending_total();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER loan_payment_totals_pending_update AFTER UPDATE ON loan_payment_totals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.owed IS DISTINCT FROM NEW.owed) EXECUTE FUNCTION pawnbook_track_pending_total();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER loan_payment_totals_pending_delete AFTER DELETE ON loan_payment_totals
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.owed <> 0) EXECUTE FUNCTION pawnbook_track_pending_total();
