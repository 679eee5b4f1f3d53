CREATE TABLE "application_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"changed_by_user_id" uuid,
	"changed_by_name" varchar(200),
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"user_email" varchar(254),
	"user_role" varchar(20),
	"action" varchar(60) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" varchar(100),
	"summary" jsonb,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "borrowers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"id_number" varchar(100) NOT NULL,
	"name" varchar(200) NOT NULL,
	"phone" varchar(50),
	"address" varchar(500),
	"trn" varchar(20),
	"photo_url" varchar(500),
	"signature_url" varchar(500),
	"trn_photo_url" varchar(500),
	"bank_account_number" varchar(50),
	"photo_verified" varchar(20) DEFAULT 'pending' NOT NULL,
	"trn_photo_verified" varchar(20) DEFAULT 'pending' NOT NULL,
	"signature_verified" varchar(20) DEFAULT 'pending' NOT NULL,
	"id_document_verified" varchar(20) DEFAULT 'pending' NOT NULL,
	"credit_status" varchar(10),
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "borrowers_credit_status_check" CHECK ("borrowers"."credit_status" is null or "borrowers"."credit_status" in ('good','fair','poor'))
);
--> statement-breakpoint
CREATE TABLE "debt_collection_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_application_id" uuid NOT NULL,
	"borrower_name" varchar(200) NOT NULL,
	"borrower_email" varchar(254),
	"borrower_phone" varchar(50),
	"outstanding_amount" numeric(12, 2) NOT NULL,
	"days_past_due" integer DEFAULT 0 NOT NULL,
	"collection_status" varchar(20) DEFAULT 'pending' NOT NULL,
	"last_contact_date" date,
	"contact_method" varchar(10),
	"contact_notes" text,
	"next_follow_up_date" date,
	"assigned_collector" varchar(200),
	"priority" varchar(10) DEFAULT 'medium' NOT NULL,
	"resolution_date" date,
	"resolution_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_collection_days_check" CHECK ("debt_collection_records"."days_past_due" >= 0),
	CONSTRAINT "debt_collection_status_check" CHECK ("debt_collection_records"."collection_status" in ('pending','in_progress','resolved','written_off')),
	CONSTRAINT "debt_collection_priority_check" CHECK ("debt_collection_records"."priority" in ('low','medium','high','urgent')),
	CONSTRAINT "debt_collection_contact_check" CHECK ("debt_collection_records"."contact_method" is null or "debt_collection_records"."contact_method" in ('phone','email','sms','visit'))
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"document_type" varchar(30) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_size" integer NOT NULL,
	"file_type" varchar(100) NOT NULL,
	"file_path" varchar(500) NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verified_by" varchar(200),
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kind" varchar(40) NOT NULL,
	"related_entity" varchar(60),
	"related_id" varchar(100),
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service" varchar(20) NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"smtp_host" varchar(255),
	"smtp_port" integer DEFAULT 587,
	"username" varchar(254) NOT NULL,
	"password" text NOT NULL,
	"sender_name" varchar(200) DEFAULT 'Pawnbook' NOT NULL,
	"sender_email" varchar(254),
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loan_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"application_number" varchar(20) NOT NULL,
	"loan_type" varchar(30) NOT NULL,
	"requested_amount" numeric(12, 2) NOT NULL,
	"approved_amount" numeric(12, 2),
	"interest_rate" numeric(5, 2),
	"term_months" integer NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"annual_income" numeric(12, 2),
	"employment_status" varchar(50),
	"years_at_job" integer,
	"monthly_expenses" numeric(12, 2),
	"current_debt" numeric(12, 2),
	"credit_score" integer,
	"additional_income" numeric(12, 2),
	"reviewed_by" varchar(200),
	"review_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"payment_number" integer NOT NULL,
	"payment_amount" numeric(12, 2) NOT NULL,
	"principal_amount" numeric(12, 2) NOT NULL,
	"interest_amount" numeric(12, 2) NOT NULL,
	"remaining_balance" numeric(12, 2) NOT NULL,
	"due_date" date NOT NULL,
	"paid_date" date,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "number_sequences" (
	"name" varchar(20) NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "number_sequences_name_year_pk" PRIMARY KEY("name","year")
);
--> statement-breakpoint
CREATE TABLE "objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" varchar(300) NOT NULL,
	"content_type" varchar(100),
	"size" bigint,
	"owner_session_id" text,
	"owner_user_id" uuid,
	"application_id" uuid,
	"attached_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	CONSTRAINT "objects_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "pawn_loan_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_number" varchar(20) NOT NULL,
	"borrower_id" uuid,
	"borrower_name" varchar(200) NOT NULL,
	"borrower_email" varchar(254) NOT NULL,
	"borrower_address" varchar(500) NOT NULL,
	"borrower_trn" varchar(20),
	"borrower_phone" varchar(50) NOT NULL,
	"borrower_id_number" varchar(100) NOT NULL,
	"borrower_photo_url" varchar(500),
	"borrower_trn_photo_url" varchar(500),
	"borrower_signature_url" varchar(500),
	"borrower_bank_account_number" varchar(50),
	"id_document_type" varchar(30),
	"id_document_url" varchar(500),
	"id_document_number" varchar(100),
	"id_expiry_date" varchar(30),
	"borrower_photo_verified" varchar(20) DEFAULT 'pending' NOT NULL,
	"borrower_trn_photo_verified" varchar(20) DEFAULT 'pending' NOT NULL,
	"borrower_signature_verified" varchar(20) DEFAULT 'pending' NOT NULL,
	"id_document_verified" varchar(20) DEFAULT 'pending' NOT NULL,
	"guarantor_name" varchar(200),
	"guarantor_address" varchar(500),
	"guarantor_trn" varchar(20),
	"guarantor_phone" varchar(50),
	"loan_amount" numeric(12, 2) NOT NULL,
	"interest_rate" numeric(5, 2) NOT NULL,
	"term_weeks" integer DEFAULT 4 NOT NULL,
	"payment_frequency" varchar(20) DEFAULT 'weekly' NOT NULL,
	"weekly_instalment" numeric(12, 2) NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"total_repayment" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"late_fine" numeric(12, 2) DEFAULT '500.00' NOT NULL,
	"collateral_property" text,
	"agreement_date" timestamp with time zone,
	"valid_from" timestamp with time zone,
	"ending_on" timestamp with time zone,
	"status" varchar(20) DEFAULT 'submitted' NOT NULL,
	"reviewed_by" varchar(200),
	"review_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pawn_loan_applications_status_check" CHECK ("pawn_loan_applications"."status" in ('submitted','reviewed','approved','active','completed','rejected','defaulted','cancelled')),
	CONSTRAINT "pawn_loan_applications_frequency_check" CHECK ("pawn_loan_applications"."payment_frequency" in ('weekly','bi-weekly','monthly')),
	CONSTRAINT "pawn_loan_applications_term_check" CHECK ("pawn_loan_applications"."term_weeks" between 1 and 52)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_application_id" uuid NOT NULL,
	"payment_amount" numeric(12, 2) NOT NULL,
	"late_payment_charge" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"payment_method" varchar(20) DEFAULT 'cash' NOT NULL,
	"payment_date" timestamp with time zone DEFAULT now() NOT NULL,
	"receipt_number" varchar(20) NOT NULL,
	"payment_reference" varchar(100),
	"notes" text,
	"processed_by" varchar(200) NOT NULL,
	"status" varchar(20) DEFAULT 'completed' NOT NULL,
	"idempotency_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_check" CHECK ("payments"."payment_method" in ('cash','bank_transfer','online','mobile_money'))
);
--> statement-breakpoint
CREATE TABLE "session" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "auto_backup_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auto_backup_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_enabled" boolean DEFAULT false NOT NULL,
	"frequency" varchar(10) DEFAULT 'daily' NOT NULL,
	"time" varchar(5) DEFAULT '02:00' NOT NULL,
	"retention_days" integer DEFAULT 30 NOT NULL,
	"max_backups" integer DEFAULT 10 NOT NULL,
	"last_run" timestamp with time zone,
	"next_run" timestamp with time zone,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"error_message" varchar(1000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_backups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "system_backups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"filename" varchar(255) NOT NULL,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"backup_type" varchar(20) DEFAULT 'full' NOT NULL,
	"created_by" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(20) DEFAULT 'completed' NOT NULL,
	"record_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "system_backups_filename_unique" UNIQUE("filename")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254) NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"profile_image_url" varchar(500),
	"signature_url" varchar(500),
	"trn_photo_url" varchar(500),
	"bank_account_number" varchar(50),
	"role" varchar(20) DEFAULT 'borrower' NOT NULL,
	"password" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"login_method" varchar(20) DEFAULT 'oidc' NOT NULL,
	"credit_status" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('borrower','loan_officer','admin','super_admin','it')),
	CONSTRAINT "users_credit_status_check" CHECK ("users"."credit_status" is null or "users"."credit_status" in ('good','fair','poor'))
);
--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_application_id_pawn_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."pawn_loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "borrowers" ADD CONSTRAINT "borrowers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_collection_records" ADD CONSTRAINT "debt_collection_records_loan_application_id_pawn_loan_applications_id_fk" FOREIGN KEY ("loan_application_id") REFERENCES "public"."pawn_loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_application_id_pawn_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."pawn_loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_application_id_pawn_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."pawn_loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_application_id_pawn_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."pawn_loan_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_attached_user_id_users_id_fk" FOREIGN KEY ("attached_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pawn_loan_applications" ADD CONSTRAINT "pawn_loan_applications_borrower_id_borrowers_id_fk" FOREIGN KEY ("borrower_id") REFERENCES "public"."borrowers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_loan_application_id_pawn_loan_applications_id_fk" FOREIGN KEY ("loan_application_id") REFERENCES "public"."pawn_loan_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_history_app_idx" ON "application_status_history" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "borrowers_email_id_number_key" ON "borrowers" USING btree ("email","id_number");--> statement-breakpoint
CREATE INDEX "borrowers_name_idx" ON "borrowers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "borrowers_phone_idx" ON "borrowers" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "borrowers_user_id_idx" ON "borrowers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "debt_collection_status_idx" ON "debt_collection_records" USING btree ("collection_status","created_at");--> statement-breakpoint
CREATE INDEX "debt_collection_loan_idx" ON "debt_collection_records" USING btree ("loan_application_id");--> statement-breakpoint
CREATE INDEX "documents_application_idx" ON "documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_applications_number_key" ON "loan_applications" USING btree ("application_number");--> statement-breakpoint
CREATE INDEX "loan_applications_user_idx" ON "loan_applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payments_app_number_key" ON "loan_payments" USING btree ("application_id","payment_number");--> statement-breakpoint
CREATE INDEX "loan_payments_due_idx" ON "loan_payments" USING btree ("status","due_date");--> statement-breakpoint
CREATE INDEX "objects_orphans_idx" ON "objects" USING btree ("created_at") WHERE "objects"."attached_at" is null;--> statement-breakpoint
CREATE INDEX "objects_application_idx" ON "objects" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pawn_loan_applications_number_key" ON "pawn_loan_applications" USING btree ("application_number");--> statement-breakpoint
CREATE INDEX "pawn_loan_applications_status_created_idx" ON "pawn_loan_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pawn_loan_applications_created_idx" ON "pawn_loan_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pawn_loan_applications_borrower_idx" ON "pawn_loan_applications" USING btree ("borrower_id");--> statement-breakpoint
CREATE INDEX "pawn_loan_applications_email_idx" ON "pawn_loan_applications" USING btree (lower("borrower_email"));--> statement-breakpoint
CREATE INDEX "pawn_loan_applications_phone_idx" ON "pawn_loan_applications" USING btree ("borrower_phone");--> statement-breakpoint
CREATE INDEX "pawn_loan_applications_ending_on_idx" ON "pawn_loan_applications" USING btree ("status","ending_on");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_key" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_loan_idx" ON "payments" USING btree ("loan_application_id","payment_date");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("payment_date");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "session_expire_idx" ON "session" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");