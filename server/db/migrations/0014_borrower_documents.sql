CREATE TABLE "document_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_user_id" uuid,
	"staff_email" varchar(254) NOT NULL,
	"borrower_id" uuid NOT NULL,
	"document" varchar(20) NOT NULL,
	"object_id" uuid NOT NULL,
	"via" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_access_log_document_check" CHECK ("document_access_log"."document" in ('photo','trn','signature','idDocument'))
);
--> statement-breakpoint
ALTER TABLE "borrowers" ADD COLUMN "id_document_url" varchar(500);--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "attached_borrower_id" uuid;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "attached_document" varchar(20);--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_access_log" ADD CONSTRAINT "document_access_log_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_access_log_borrower_idx" ON "document_access_log" USING btree ("borrower_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_attached_borrower_id_borrowers_id_fk" FOREIGN KEY ("attached_borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objects_attached_borrower_idx" ON "objects" USING btree ("attached_borrower_id");