ALTER TABLE "documents" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loan_applications" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "documents" CASCADE;--> statement-breakpoint
DROP TABLE "loan_applications" CASCADE;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_credit_status_check";--> statement-breakpoint
ALTER TABLE "borrowers" DROP COLUMN "photo_verified";--> statement-breakpoint
ALTER TABLE "borrowers" DROP COLUMN "trn_photo_verified";--> statement-breakpoint
ALTER TABLE "borrowers" DROP COLUMN "signature_verified";--> statement-breakpoint
ALTER TABLE "borrowers" DROP COLUMN "id_document_verified";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "credit_status";--> statement-breakpoint
-- Ownership is by id (user -> borrower -> applications), never by e-mail text: every application
-- gets its borrower record, and every borrower record made under an account's e-mail is linked to
-- that account, as sign-in and account creation do from now on.
INSERT INTO "borrowers" ("email", "id_number", "name", "phone", "address", "trn")
SELECT DISTINCT ON (lower(a."borrower_email"), upper(a."borrower_id_number"))
  lower(a."borrower_email"), upper(a."borrower_id_number"), a."borrower_name", a."borrower_phone", a."borrower_address", a."borrower_trn"
FROM "pawn_loan_applications" a
WHERE a."borrower_id" IS NULL
ORDER BY lower(a."borrower_email"), upper(a."borrower_id_number"), a."created_at" DESC
ON CONFLICT ("email", "id_number") DO NOTHING;--> statement-breakpoint
UPDATE "pawn_loan_applications" a SET "borrower_id" = b."id"
FROM "borrowers" b
WHERE a."borrower_id" IS NULL AND b."email" = lower(a."borrower_email") AND b."id_number" = upper(a."borrower_id_number");--> statement-breakpoint
UPDATE "borrowers" b SET "user_id" = u."id"
FROM "users" u
WHERE b."user_id" IS NULL AND lower(u."email") = b."email";
