CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"business_name" varchar(120) DEFAULT 'Pawnbook' NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"phone" varchar(40) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"licence_number" varchar(60) DEFAULT '' NOT NULL,
	"support_hours" varchar(120) DEFAULT 'Monday to Friday 9AM to 5PM' NOT NULL,
	"logo_object_id" uuid,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status_check";--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_logo_object_id_objects_id_fk" FOREIGN KEY ("logo_object_id") REFERENCES "public"."objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_related_idx" ON "email_outbox" USING btree ("related_entity","related_id");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending','sending','sent','failed','cancelled'));--> statement-breakpoint
-- Every app instance caches the shop settings (read on every receipt, agreement and e-mail). Any
-- change to the table, however it is made, tells every instance to drop its copy (channel
-- pawnbook_shop); a restore, which turns the table's triggers off, sends it itself.
CREATE OR REPLACE FUNCTION pawnbook_notify_shop_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('pawnbook_shop', TG_OP);
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER shop_settings_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shop_settings
  FOR EACH STATEMENT EXECUTE FUNCTION pawnbook_notify_shop_change();
--> statement-breakpoint
-- Earlier versions named the first super admin "System Administrator" (greeted "Welcome back,
-- System."): without a name they are asked for their own at their next sign-in.
UPDATE users SET first_name = NULL, last_name = NULL
  WHERE role = 'super_admin' AND first_name = 'System' AND last_name = 'Administrator';
