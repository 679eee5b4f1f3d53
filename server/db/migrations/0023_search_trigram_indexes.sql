-- Search the plain way (issue 28): every staff search box matches each field through a pg_trgm
-- index on the field itself, or a btree of its start for the numbers, on PostgreSQL and PGlite
-- alike. The extension is required, not optional: without it every search would read whole tables.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE EXCEPTION 'Pawnbook needs the PostgreSQL extension pg_trgm for its search boxes, and it could not be created: %. Install PostgreSQL''s contrib modules (Debian: postgresql-contrib) or have a superuser run CREATE EXTENSION pg_trgm in this database, then start Pawnbook again.', SQLERRM;
END $$;
--> statement-breakpoint
-- The earlier search structures: one trigram index over all fields joined (migrations 0003/0005),
-- the receipt's trigrams (0007), and the borrower's copies of its own fields (0021, 0022), which
-- also showed personal data in the Database Browser. Their indexes go with them.
DROP INDEX IF EXISTS "pawn_loan_applications_search_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "payments_receipt_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "borrowers_spaced_email_trgm_idx";--> statement-breakpoint
ALTER TABLE "borrowers" DROP COLUMN "name_grams";--> statement-breakpoint
ALTER TABLE "borrowers" DROP COLUMN "email_local";--> statement-breakpoint
ALTER TABLE "borrowers" DROP COLUMN "email_domain";--> statement-breakpoint
ALTER TABLE "borrowers" DROP COLUMN "search_ids";--> statement-breakpoint
DROP FUNCTION IF EXISTS pawnbook_name_grams(text);--> statement-breakpoint
-- Made by migration 0021 where pg_trgm was there already.
CREATE INDEX IF NOT EXISTS "borrowers_name_trgm_idx" ON "borrowers" USING gin ("sort_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "borrowers_email_trgm_idx" ON "borrowers" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "borrowers_phone_digits_trgm_idx" ON "borrowers" USING gin (regexp_replace("phone", '[^0-9]+', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "borrowers_id_number_trgm_idx" ON "borrowers" USING gin (lower("id_number") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "borrowers_trn_digits_trgm_idx" ON "borrowers" USING gin (regexp_replace("trn", '[^0-9]+', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pawn_loan_applications_number_prefix_idx" ON "pawn_loan_applications" USING btree (lower("application_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pawn_loan_applications_name_trgm_idx" ON "pawn_loan_applications" USING gin (lower("borrower_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pawn_loan_applications_email_trgm_idx" ON "pawn_loan_applications" USING gin (lower("borrower_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pawn_loan_applications_phone_digits_trgm_idx" ON "pawn_loan_applications" USING gin (regexp_replace("borrower_phone", '[^0-9]+', '', 'g') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_receipt_prefix_idx" ON "payments" USING btree (lower("receipt_number") text_pattern_ops);
--> statement-breakpoint
-- The planner's statistics of the new expressions, now: the tables may not change enough for
-- autovacuum to gather them for a long time, and without them a search by number was planned as
-- a walk of every row.
ANALYZE "pawn_loan_applications", "borrowers", "payments";
