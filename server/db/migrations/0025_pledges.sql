-- Pledges (issue 31, Jamaica's Pawnbrokers Act): the goods a pawn loan is made against, the pawn
-- ticket of each loan, police holds on items and the redemption that hands the goods back.
CREATE TABLE "pawn_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"item_number" varchar(20) NOT NULL,
	"category" varchar(30) NOT NULL,
	"description" text NOT NULL,
	"serial_number" varchar(100),
	"markings" text,
	"metal" varchar(60),
	"karat" smallint,
	"weight_grams" numeric(10, 2),
	"condition" varchar(10) NOT NULL,
	"appraised_value" numeric(12, 2) NOT NULL,
	"photo_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"storage_location" varchar(100),
	"status" varchar(20) DEFAULT 'appraised' NOT NULL,
	"status_before_hold" varchar(20),
	"redeemed_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pawn_items_category_check" CHECK ("pawn_items"."category" in ('jewellery','electronics','tools','appliance','musical_instrument','vehicle_title','other')),
	CONSTRAINT "pawn_items_condition_check" CHECK ("pawn_items"."condition" in ('new','good','fair','poor')),
	CONSTRAINT "pawn_items_status_check" CHECK ("pawn_items"."status" in ('appraised','in_pawn','police_hold','redeemed','forfeited','sold','surrendered'))
);
--> statement-breakpoint
CREATE TABLE "pawn_tickets" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"ticket_number" varchar(20) NOT NULL,
	"issued_on" date NOT NULL,
	"redeemable_until" date NOT NULL,
	"redemption_period_days" integer NOT NULL,
	"status" varchar(20) DEFAULT 'in_pawn' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pawn_tickets_status_check" CHECK ("pawn_tickets"."status" in ('in_pawn','redeemed','forfeited','sold'))
);
--> statement-breakpoint
CREATE TABLE "pawn_police_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"station" varchar(120) NOT NULL,
	"officer" varchar(120) NOT NULL,
	"reference" varchar(60) NOT NULL,
	"reason" text NOT NULL,
	"placed_by_user_id" uuid,
	"placed_by_name" varchar(200),
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" varchar(20),
	"release_reference" varchar(60),
	"released_by_user_id" uuid,
	"released_at" timestamp with time zone,
	CONSTRAINT "pawn_police_holds_outcome_check" CHECK ("pawn_police_holds"."outcome" is null or "pawn_police_holds"."outcome" in ('released','surrendered'))
);
--> statement-breakpoint
CREATE TABLE "pawn_redemptions" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"ticket_number" varchar(20) NOT NULL,
	"lost_ticket" boolean NOT NULL,
	"declaration_statement" text,
	"declaration_witnessed_by" varchar(200),
	"collected_by_name" varchar(200) NOT NULL,
	"collected_by_id_number" varchar(100) NOT NULL,
	"signature_object_id" uuid,
	"recorded_by_user_id" uuid,
	"recorded_by_name" varchar(200),
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pawn_items" ADD CONSTRAINT "pawn_items_application_id_pawn_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."pawn_loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pawn_items" ADD CONSTRAINT "pawn_items_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pawn_tickets" ADD CONSTRAINT "pawn_tickets_application_id_pawn_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."pawn_loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pawn_police_holds" ADD CONSTRAINT "pawn_police_holds_item_id_pawn_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."pawn_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pawn_police_holds" ADD CONSTRAINT "pawn_police_holds_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pawn_police_holds" ADD CONSTRAINT "pawn_police_holds_released_by_user_id_users_id_fk" FOREIGN KEY ("released_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pawn_redemptions" ADD CONSTRAINT "pawn_redemptions_application_id_pawn_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."pawn_loan_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pawn_redemptions" ADD CONSTRAINT "pawn_redemptions_signature_object_id_objects_id_fk" FOREIGN KEY ("signature_object_id") REFERENCES "public"."objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pawn_redemptions" ADD CONSTRAINT "pawn_redemptions_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pawn_items_item_number_key" ON "pawn_items" USING btree ("item_number");--> statement-breakpoint
CREATE INDEX "pawn_items_application_idx" ON "pawn_items" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "pawn_items_status_created_idx" ON "pawn_items" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pawn_tickets_ticket_number_key" ON "pawn_tickets" USING btree ("ticket_number");--> statement-breakpoint
CREATE INDEX "pawn_police_holds_item_idx" ON "pawn_police_holds" USING btree ("item_id");--> statement-breakpoint
-- One open hold per item at a time.
CREATE UNIQUE INDEX "pawn_police_holds_open_key" ON "pawn_police_holds" USING btree ("item_id") WHERE "pawn_police_holds"."released_at" is null;--> statement-breakpoint
-- The register's search box (as migration 0023): numbers by their start (a scanned tag is a whole
-- item number), description and serial number anywhere in them; borrower names use the
-- applications' own trigram index.
CREATE INDEX "pawn_items_number_prefix_idx" ON "pawn_items" USING btree (lower("item_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pawn_tickets_number_prefix_idx" ON "pawn_tickets" USING btree (lower("ticket_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pawn_items_description_trgm_idx" ON "pawn_items" USING gin (lower("description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pawn_items_serial_trgm_idx" ON "pawn_items" USING gin (lower("serial_number") gin_trgm_ops);--> statement-breakpoint
-- How long a pledge stays redeemable after its loan starts: the Act's year unless the shop says otherwise.
ALTER TABLE "shop_settings" ADD COLUMN "redemption_period_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_redemption_period_check" CHECK ("shop_settings"."redemption_period_days" between 30 and 3650);
