-- How the applicant signed (issue 30 item 3): drawn on the pad, a typed name drawn in a handwriting
-- font (keyboard-only applicants), or a photo of a signature. Every one is an image in
-- borrower_signature_url as before; applications stored before this were all drawn.
ALTER TABLE "pawn_loan_applications" ADD COLUMN "borrower_signature_method" varchar(10) DEFAULT 'drawn' NOT NULL;--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD CONSTRAINT "pawn_loan_applications_signature_method_check" CHECK ("borrower_signature_method" IN ('drawn', 'typed', 'uploaded'));
