-- Issue 30 items 5 and 9: figures that disagreed, made one.
--
-- A loan ends on its last instalment's due date: loans whose schedule was built before this release
-- kept the end the applicant proposed (the agreement said "Ending on 04/02/2027" while the last
-- instalment fell on 17/12/2026). From now on every schedule build stores it (common/loan-ledger.ts
-- endDayOf); here the schedules already built give it once. Jamaica midnight of that day, as the forms store dates.
UPDATE "pawn_loan_applications" a SET "ending_on" = (s."last_due"::timestamp AT TIME ZONE 'America/Jamaica')
FROM (SELECT "application_id", max("due_date") AS "last_due" FROM "loan_payments" GROUP BY "application_id") s
WHERE s."application_id" = a."id" AND a."ending_on" IS DISTINCT FROM (s."last_due"::timestamp AT TIME ZONE 'America/Jamaica');
--> statement-breakpoint
-- One verification per document: a file's check was kept twice, on the application that brought it
-- (set at review) and on the borrower record while it is the person's current one (set under
-- Borrowers), and the two disagreed. Checks are now written to every row showing the file
-- (server/modules/borrowers/document-checks.repository.ts); here the two agree once: a decision
-- wins over pending, and where both decided differently the record's (it carries who and when) stands.
UPDATE "borrowers" b SET "photo_verified" = a."borrower_photo_verified"
FROM "pawn_loan_applications" a
WHERE a."borrower_id" = b."id" AND b."photo_verified" = 'pending' AND a."borrower_photo_verified" <> 'pending'
  AND a."borrower_photo_url" = b."photo_url";
--> statement-breakpoint
UPDATE "pawn_loan_applications" a SET "borrower_photo_verified" = b."photo_verified"
FROM "borrowers" b
WHERE a."borrower_id" = b."id" AND a."borrower_photo_verified" <> b."photo_verified"
  AND a."borrower_photo_url" = b."photo_url";
--> statement-breakpoint
UPDATE "borrowers" b SET "trn_photo_verified" = a."borrower_trn_photo_verified"
FROM "pawn_loan_applications" a
WHERE a."borrower_id" = b."id" AND b."trn_photo_verified" = 'pending' AND a."borrower_trn_photo_verified" <> 'pending'
  AND a."borrower_trn_photo_url" = b."trn_photo_url";
--> statement-breakpoint
UPDATE "pawn_loan_applications" a SET "borrower_trn_photo_verified" = b."trn_photo_verified"
FROM "borrowers" b
WHERE a."borrower_id" = b."id" AND a."borrower_trn_photo_verified" <> b."trn_photo_verified"
  AND a."borrower_trn_photo_url" = b."trn_photo_url";
--> statement-breakpoint
UPDATE "borrowers" b SET "signature_verified" = a."borrower_signature_verified"
FROM "pawn_loan_applications" a
WHERE a."borrower_id" = b."id" AND b."signature_verified" = 'pending' AND a."borrower_signature_verified" <> 'pending'
  AND a."borrower_signature_url" = b."signature_url";
--> statement-breakpoint
UPDATE "pawn_loan_applications" a SET "borrower_signature_verified" = b."signature_verified"
FROM "borrowers" b
WHERE a."borrower_id" = b."id" AND a."borrower_signature_verified" <> b."signature_verified"
  AND a."borrower_signature_url" = b."signature_url";
--> statement-breakpoint
UPDATE "borrowers" b SET "id_document_verified" = a."id_document_verified"
FROM "pawn_loan_applications" a
WHERE a."borrower_id" = b."id" AND b."id_document_verified" = 'pending' AND a."id_document_verified" <> 'pending'
  AND a."id_document_url" = coalesce(b."id_document_url", (SELECT l."id_document_url" FROM "pawn_loan_applications" l WHERE l."borrower_id" = b."id" AND l."id_document_url" IS NOT NULL ORDER BY l."created_at" DESC, l."id" DESC LIMIT 1));
--> statement-breakpoint
UPDATE "pawn_loan_applications" a SET "id_document_verified" = b."id_document_verified"
FROM "borrowers" b
WHERE a."borrower_id" = b."id" AND a."id_document_verified" <> b."id_document_verified"
  AND a."id_document_url" = coalesce(b."id_document_url", (SELECT l."id_document_url" FROM "pawn_loan_applications" l WHERE l."borrower_id" = b."id" AND l."id_document_url" IS NOT NULL ORDER BY l."created_at" DESC, l."id" DESC LIMIT 1));
