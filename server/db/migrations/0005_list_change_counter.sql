CREATE TABLE "change_counters" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Statement level: a bulk change bumps the version once. The row lock it takes serialises writers
-- of the table for the rest of their transaction, which is fine at a lending desk's write rate.
CREATE OR REPLACE FUNCTION pawnbook_bump_change_counter() RETURNS trigger AS $$
BEGIN
  UPDATE change_counters SET version = version + 1 WHERE name = TG_TABLE_NAME;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
INSERT INTO change_counters (name, version) VALUES ('pawn_loan_applications', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER pawn_loan_applications_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pawn_loan_applications
  FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_bump_change_counter();
--> statement-breakpoint
-- Migration 0003 made the trigram search index only where pg_trgm was available; the embedded
-- database now always loads it (PGLITE_EXTENSIONS), so data folders created before get it here.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm is available but this role may not create it: application search will scan';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE $sql$
      CREATE INDEX IF NOT EXISTS pawn_loan_applications_search_trgm_idx ON pawn_loan_applications
      USING gin ((lower(
        application_number::text || ' ' || borrower_name::text || ' ' || borrower_email::text || ' ' ||
        borrower_phone::text || ' ' || regexp_replace(borrower_phone::text, '[^0-9]+', '', 'g')
      )) gin_trgm_ops)
    $sql$;
  END IF;
END
$$;
