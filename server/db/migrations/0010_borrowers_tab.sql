DROP INDEX "borrowers_name_idx";--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "photo_verified" varchar(20) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "photo_verified_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "photo_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "trn_photo_verified" varchar(20) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "trn_photo_verified_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "trn_photo_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "signature_verified" varchar(20) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "signature_verified_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "signature_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "id_document_verified" varchar(20) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "id_document_verified_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "id_document_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "borrowers" ADD CONSTRAINT "borrowers_photo_verified_by_user_id_users_id_fk" FOREIGN KEY ("photo_verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "borrowers" ADD CONSTRAINT "borrowers_trn_photo_verified_by_user_id_users_id_fk" FOREIGN KEY ("trn_photo_verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "borrowers" ADD CONSTRAINT "borrowers_signature_verified_by_user_id_users_id_fk" FOREIGN KEY ("signature_verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "borrowers" ADD CONSTRAINT "borrowers_id_document_verified_by_user_id_users_id_fk" FOREIGN KEY ("id_document_verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "borrowers_name_idx" ON "borrowers" USING btree (lower("name"),"id");--> statement-breakpoint
ALTER TABLE "borrowers" ADD CONSTRAINT "borrowers_document_checks_check" CHECK ("borrowers"."photo_verified" in ('pending','verified','rejected') and "borrowers"."trn_photo_verified" in ('pending','verified','rejected') and "borrowers"."signature_verified" in ('pending','verified','rejected') and "borrowers"."id_document_verified" in ('pending','verified','rejected'));--> statement-breakpoint
-- The current documents of a borrower are those of their latest application: start their checks
-- from the ones made when it was reviewed (who and when were not recorded there).
UPDATE "borrowers" b SET
  "photo_verified" = a."borrower_photo_verified",
  "trn_photo_verified" = a."borrower_trn_photo_verified",
  "signature_verified" = a."borrower_signature_verified",
  "id_document_verified" = a."id_document_verified"
FROM (
  SELECT DISTINCT ON ("borrower_id") "borrower_id", "borrower_photo_verified", "borrower_trn_photo_verified",
    "borrower_signature_verified", "id_document_verified"
  FROM "pawn_loan_applications" WHERE "borrower_id" IS NOT NULL
  ORDER BY "borrower_id", "created_at" DESC, "id" DESC
) a
WHERE a."borrower_id" = b."id";
--> statement-breakpoint
-- The Borrowers tab's ETag and memoised stats follow this counter (see migration 0005).
INSERT INTO change_counters (name, version) VALUES ('borrowers', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER borrowers_change_counter AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON borrowers
  FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_bump_change_counter();
--> statement-breakpoint
-- Borrower search: substrings of name, e-mail, phone (and its digits), ID number and TRN (and its
-- digits), as server/modules/borrowers builds the same expression. Only where pg_trgm is available.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm is available but this role may not create it: borrower search will scan';
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE $sql$
      CREATE INDEX IF NOT EXISTS borrowers_search_trgm_idx ON borrowers
      USING gin ((lower(
        name::text || ' ' || email::text || ' ' || coalesce(phone::text, '') || ' ' ||
        regexp_replace(coalesce(phone::text, ''), '[^0-9]+', '', 'g') || ' ' || id_number::text || ' ' ||
        coalesce(trn::text, '') || ' ' || regexp_replace(coalesce(trn::text, ''), '[^0-9]+', '', 'g')
      )) gin_trgm_ops)
    $sql$;
  END IF;
END
$$;
