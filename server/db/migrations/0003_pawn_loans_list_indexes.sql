CREATE INDEX "pawn_loan_applications_updated_idx" ON "pawn_loan_applications" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "pawn_loan_applications_amount_idx" ON "pawn_loan_applications" USING btree ("loan_amount");--> statement-breakpoint
-- Substring search over number, name, e-mail and phone. Where pg_trgm can be had (PostgreSQL with
-- contrib) one trigram index serves every field; PGlite does not ship it loaded, so there the same
-- query scans, which is fine at an embedded shop's size. The expression must stay identical to
-- SEARCH_TEXT in server/modules/applications/pawn-loans-list.repository.ts or the planner ignores it.
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
