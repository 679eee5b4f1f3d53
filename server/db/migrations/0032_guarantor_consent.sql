-- Issue 33, DESIGN decision 18: a loan with a guarantor is approved only with the guarantor's own
-- consent, given through a personal link (or a signed paper consent staff record). The application
-- keeps the guarantor's e-mail and where the consent stands; every existing row starts "not invited"
-- (a loan without a guarantor reads "none", derived from the name).
ALTER TABLE "pawn_loan_applications" ADD COLUMN "guarantor_email" varchar(254);--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD COLUMN "guarantor_consent" varchar(20) DEFAULT 'not_invited' NOT NULL;--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD COLUMN "guarantor_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD COLUMN "guarantor_invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD CONSTRAINT "pawn_loan_applications_guarantor_consent_check" CHECK ("pawn_loan_applications"."guarantor_consent" in ('not_invited','invited','accepted','declined','paper'));--> statement-breakpoint
-- One row per invitation e-mailed: only the SHA-256 of the link's random token is kept. A link works
-- once, for 14 days; a newer invitation revokes the older ones.
CREATE TABLE "guarantor_invitations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"sent_to" varchar(254) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guarantor_invitations" ADD CONSTRAINT "guarantor_invitations_application_id_pawn_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."pawn_loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantor_invitations" ADD CONSTRAINT "guarantor_invitations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guarantor_invitations_application_idx" ON "guarantor_invitations" USING btree ("application_id");--> statement-breakpoint
-- Every decision: the guarantor's own (accept with signature, ID and TRN photo, or decline with an
-- optional note) or a paper consent staff recorded with its scan and a reason.
CREATE TABLE "guarantor_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"decision" varchar(10) NOT NULL,
	"guarantor_name" varchar(200) NOT NULL,
	"signature_url" varchar(500),
	"id_document_url" varchar(500),
	"id_document_number" varchar(100),
	"trn_photo_url" varchar(500),
	"paper_url" varchar(500),
	"note" text,
	"recorded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guarantor_consents_decision_check" CHECK ("guarantor_consents"."decision" in ('accept','decline','paper'))
);
--> statement-breakpoint
ALTER TABLE "guarantor_consents" ADD CONSTRAINT "guarantor_consents_application_id_pawn_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."pawn_loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantor_consents" ADD CONSTRAINT "guarantor_consents_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guarantor_consents_application_idx" ON "guarantor_consents" USING btree ("application_id","created_at");--> statement-breakpoint
-- The Borrowers tab finds the loans a person guarantees by TRN.
CREATE INDEX "pawn_loan_applications_guarantor_trn_idx" ON "pawn_loan_applications" USING btree ("guarantor_trn");;--> statement-breakpoint
-- Debt collection can log a contact with the guarantor of a defaulted loan (issue 33 item 8).
ALTER TABLE "debt_collection_contacts" ADD COLUMN "party" varchar(10) DEFAULT 'borrower' NOT NULL;--> statement-breakpoint
ALTER TABLE "debt_collection_contacts" ADD CONSTRAINT "debt_collection_contacts_party_check" CHECK ("debt_collection_contacts"."party" in ('borrower','guarantor'));
