CREATE TABLE "system_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level" varchar(10) NOT NULL,
	"event" varchar(60) NOT NULL,
	"message" varchar(1000) NOT NULL,
	"request_id" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_logs_level_check" CHECK ("system_logs"."level" in ('info','warn','error'))
);
--> statement-breakpoint
CREATE INDEX "system_logs_created_idx" ON "system_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "system_logs_level_created_idx" ON "system_logs" USING btree ("level","created_at");--> statement-breakpoint
-- Hand-written: the one row of auto-backup settings, with the spec's defaults (daily, 02:00,
-- 30 days, 10 backups, off), so every instance reads and updates the same row.
INSERT INTO auto_backup_settings (is_enabled) SELECT false WHERE NOT EXISTS (SELECT 1 FROM auto_backup_settings);
