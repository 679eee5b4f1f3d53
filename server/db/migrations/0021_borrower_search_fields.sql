-- The search box matches each field apart instead of one search_text holding them all (issue 12):
-- with the e-mail in it, the trigrams of the shop's common domain ("exa", "amp", "com"...) were in
-- every row, and every search decoded their posting lists (100k entries each). Now the name
-- (sort_name), the e-mail before its last "@", the e-mail's domain and the phone/ID/TRN fields
-- each have their own trigram index, and a search ORs one condition a field
-- (server/modules/borrowers/borrower-summary.repository.ts).
DROP INDEX IF EXISTS borrowers_search_text_trgm_idx;
--> statement-breakpoint
ALTER TABLE "borrowers" DROP COLUMN IF EXISTS "search_text";
--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "email_local" text GENERATED ALWAYS AS (lower(regexp_replace(email::text, '@[^@]*$', ''))) STORED;
--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "email_domain" text GENERATED ALWAYS AS (lower(substring(email::text from '@([^@]*)$'))) STORED;
--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "search_ids" text GENERATED ALWAYS AS (lower(coalesce(phone::text, '') || E'\n' || regexp_replace(coalesce(phone::text, ''), '[^0-9]+', '', 'g') || E'\n' || id_number::text || E'\n' || coalesce(trn::text, '') || E'\n' || regexp_replace(coalesce(trn::text, ''), '[^0-9]+', '', 'g'))) STORED;
--> statement-breakpoint
-- Where pg_trgm exists (PostgreSQL with contrib, PGlite with the extension loaded). The last index
-- holds only e-mails with a space (none, when every e-mail was validated): a search with a space
-- can match an e-mail only there, so it never reads the e-mail indexes, where the words of a
-- name ("marcia.campbell.50000") would find every namesake again.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS borrowers_name_trgm_idx ON borrowers USING gin (sort_name gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS borrowers_email_local_trgm_idx ON borrowers USING gin (email_local gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS borrowers_email_domain_trgm_idx ON borrowers USING gin (email_domain gin_trgm_ops)';
    EXECUTE 'CREATE INDEX IF NOT EXISTS borrowers_search_ids_trgm_idx ON borrowers USING gin (search_ids gin_trgm_ops)';
    EXECUTE $i$CREATE INDEX IF NOT EXISTS borrowers_spaced_email_trgm_idx ON borrowers USING gin (lower(email::text) gin_trgm_ops) WHERE email::text like '% %'$i$;
  END IF;
END $$;
