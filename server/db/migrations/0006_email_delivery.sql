CREATE INDEX "email_outbox_status_created_idx" ON "email_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_settings_one_default_key" ON "email_settings" USING btree ("is_default") WHERE "email_settings"."is_default";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending','sending','sent','failed'));--> statement-breakpoint
ALTER TABLE "email_settings" ADD CONSTRAINT "email_settings_service_check" CHECK ("email_settings"."service" in ('gmail','smtp','sendgrid'));--> statement-breakpoint
ALTER TABLE "email_settings" ADD CONSTRAINT "email_settings_port_check" CHECK ("email_settings"."smtp_port" is null or "email_settings"."smtp_port" between 1 and 65535);