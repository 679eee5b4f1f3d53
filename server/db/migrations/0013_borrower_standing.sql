DROP INDEX "borrowers_name_idx";--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "active_loans" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "defaulted_loans" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "effective_credit" varchar(10) GENERATED ALWAYS AS (coalesce(credit_status, case when defaulted_loans > 0 then 'poor' when active_loans > 2 then 'fair' else 'good' end)) STORED;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name::text || ' ' || email::text || ' ' || coalesce(phone::text, '') || ' ' || regexp_replace(coalesce(phone::text, ''), '[^0-9]+', '', 'g') || ' ' || id_number::text || ' ' || coalesce(trn::text, '') || ' ' || regexp_replace(coalesce(trn::text, ''), '[^0-9]+', '', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "borrowers_credit_name_idx" ON "borrowers" USING btree ("effective_credit","sort_name","id");--> statement-breakpoint
CREATE INDEX "borrowers_active_name_idx" ON "borrowers" USING btree ("sort_name","id") WHERE "borrowers"."active_loans" > 0;--> statement-breakpoint
CREATE INDEX "borrowers_name_idx" ON "borrowers" USING btree ("sort_name","id");
--> statement-breakpoint
-- Each borrower's loans in progress (approved, active, submitted) and defaulted, from their
-- applications; the statement triggers below keep them from here on.
UPDATE "borrowers" b SET "active_loans" = l.active, "defaulted_loans" = l.defaulted
FROM (
  SELECT "borrower_id",
    count(*) FILTER (WHERE "status" IN ('approved', 'active', 'submitted'))::int AS active,
    count(*) FILTER (WHERE "status" = 'defaulted')::int AS defaulted
  FROM "pawn_loan_applications" WHERE "borrower_id" IS NOT NULL GROUP BY "borrower_id"
) l
WHERE l."borrower_id" = b."id";
--> statement-breakpoint
-- Recounts the borrowers a statement touched (old and new owners of the rows whose status or owner
-- changed) from their applications: exact whatever the statement did, and one pass per statement.
-- The borrowers are locked in id order first, so two statements on the same people queue; NO KEY
-- UPDATE, because each inserting statement already holds the KEY SHARE lock of its foreign key
-- check on the same rows, and a plain FOR UPDATE would wait for the other's and deadlock.
CREATE OR REPLACE FUNCTION pawnbook_track_borrower_loans() RETURNS trigger AS $$
DECLARE
  touched uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n.borrower_id) INTO touched FROM new_rows n WHERE n.borrower_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o.borrower_id) INTO touched FROM old_rows o WHERE o.borrower_id IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT x.borrower_id) INTO touched FROM (
      SELECT o.borrower_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE n.status IS DISTINCT FROM o.status OR n.borrower_id IS DISTINCT FROM o.borrower_id
      UNION ALL
      SELECT n.borrower_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE n.status IS DISTINCT FROM o.status OR n.borrower_id IS DISTINCT FROM o.borrower_id
    ) x WHERE x.borrower_id IS NOT NULL;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM borrowers b WHERE b.id = ANY (touched) ORDER BY b.id FOR NO KEY UPDATE;
  UPDATE borrowers b SET active_loans = c.active, defaulted_loans = c.defaulted
  FROM (
    SELECT t.id,
      count(a.id) FILTER (WHERE a.status IN ('approved', 'active', 'submitted'))::int AS active,
      count(a.id) FILTER (WHERE a.status = 'defaulted')::int AS defaulted
    FROM unnest(touched) AS t(id) LEFT JOIN pawn_loan_applications a ON a.borrower_id = t.id
    GROUP BY t.id
  ) c
  WHERE b.id = c.id AND (b.active_loans, b.defaulted_loans) IS DISTINCT FROM (c.active, c.defaulted);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pawn_loan_applications_borrower_loans_insert AFTER INSERT ON pawn_loan_applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_track_borrower_loans();
--> statement-breakpoint
CREATE TRIGGER pawn_loan_applications_borrower_loans_update AFTER UPDATE ON pawn_loan_applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_track_borrower_loans();
--> statement-breakpoint
CREATE TRIGGER pawn_loan_applications_borrower_loans_delete AFTER DELETE ON pawn_loan_applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_track_borrower_loans();
--> statement-breakpoint
-- Truncating applications leaves every borrower without loans.
CREATE OR REPLACE FUNCTION pawnbook_reset_borrower_loans() RETURNS trigger AS $$
BEGIN
  UPDATE borrowers SET active_loans = 0, defaulted_loans = 0 WHERE active_loans <> 0 OR defaulted_loans <> 0;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pawn_loan_applications_borrower_loans_truncate AFTER TRUNCATE ON pawn_loan_applications
  FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_reset_borrower_loans();
--> statement-breakpoint
-- The search box now matches the stored search_text: computed once per write instead of for every
-- row a search checks. Its trigram index replaces the expression index of migration 0010.
DROP INDEX IF EXISTS borrowers_search_trgm_idx;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS borrowers_search_text_trgm_idx ON borrowers USING gin (search_text gin_trgm_ops)';
  END IF;
END $$;
