-- Issue 32, forfeited pledges: the notice sent before a pledge may be sold (on its ticket, once),
-- the sale book (Pawnbrokers Act s. 17) and the surplus owed to the pawner (s. 18). Existing
-- tickets keep a null notice time: the daily job sends the notice of those still due one.
ALTER TABLE "pawn_tickets" ADD COLUMN "forfeiture_notice_sent_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "pledge_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"ticket_number" varchar(20) NOT NULL,
	"sale_date" date NOT NULL,
	"method" varchar(20) NOT NULL,
	"buyer_name" varchar(200) NOT NULL,
	"auctioneer" varchar(200),
	"sale_price" numeric(12, 2) NOT NULL,
	"sale_costs" numeric(12, 2) NOT NULL,
	"amount_owed" numeric(12, 2) NOT NULL,
	"surplus" numeric(12, 2) NOT NULL,
	"shortfall" numeric(12, 2) NOT NULL,
	"recorded_by_user_id" uuid,
	"recorded_by_name" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pledge_sales_method_check" CHECK ("pledge_sales"."method" in ('auction','private_sale')),
	CONSTRAINT "pledge_sales_amounts_check" CHECK ("pledge_sales"."sale_price" >= 0 and "pledge_sales"."sale_costs" >= 0 and "pledge_sales"."surplus" >= 0 and "pledge_sales"."shortfall" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pledge_surpluses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"claimable_until" date NOT NULL,
	"status" varchar(10) DEFAULT 'owed' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_to" varchar(200),
	"method" varchar(20),
	"reference" varchar(100),
	"receipt_number" varchar(20),
	"paid_by_user_id" uuid,
	"paid_by_name" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pledge_surpluses_status_check" CHECK ("pledge_surpluses"."status" in ('owed','paid')),
	CONSTRAINT "pledge_surpluses_method_check" CHECK ("pledge_surpluses"."method" is null or "pledge_surpluses"."method" in ('cash','bank_transfer','cheque'))
);
--> statement-breakpoint
ALTER TABLE "pledge_sales" ADD CONSTRAINT "pledge_sales_application_id_pawn_loan_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."pawn_loan_applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pledge_sales" ADD CONSTRAINT "pledge_sales_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pledge_surpluses" ADD CONSTRAINT "pledge_surpluses_sale_id_pledge_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."pledge_sales"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pledge_surpluses" ADD CONSTRAINT "pledge_surpluses_paid_by_user_id_users_id_fk" FOREIGN KEY ("paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "pledge_sales_application_key" ON "pledge_sales" USING btree ("application_id");
--> statement-breakpoint
CREATE INDEX "pledge_sales_sale_date_idx" ON "pledge_sales" USING btree ("sale_date");
--> statement-breakpoint
CREATE UNIQUE INDEX "pledge_surpluses_sale_key" ON "pledge_surpluses" USING btree ("sale_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "pledge_surpluses_receipt_number_key" ON "pledge_surpluses" USING btree ("receipt_number");
--> statement-breakpoint
CREATE INDEX "pledge_surpluses_status_idx" ON "pledge_surpluses" USING btree ("status","claimable_until");
