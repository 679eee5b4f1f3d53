-- Name search (issue 12): a search of four characters or more finds its candidates through the
-- name's distinct runs of four characters instead of its trigrams. A trigram such as "  c", " ca"
-- or "ll " is in a third of a shop's names, and every search decoded those posting lists (a name
-- search at 100k spent most of its time there); runs of four are rarer, and the rows they find are
-- checked with strpos (server/modules/borrowers/borrower-summary.repository.ts). Core PostgreSQL
-- only (a GIN index on text[]), so PGlite has it too.
CREATE OR REPLACE FUNCTION pawnbook_name_grams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT substr(t, i, 4)), '{}') FROM generate_series(1, length(t) - 3) AS i $$;
--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "name_grams" text[] GENERATED ALWAYS AS (pawnbook_name_grams(lower(name))) STORED;--> statement-breakpoint
CREATE INDEX "borrowers_name_grams_idx" ON "borrowers" USING gin ("name_grams");
