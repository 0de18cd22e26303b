-- No two confirmed consultations may overlap: the database decides, not application code.
-- tstzrange '[)' lets one consultation end exactly when the next begins.
ALTER TABLE "consultation_bookings"
  ADD CONSTRAINT "consultation_bookings_no_overlap"
  EXCLUDE USING gist (tstzrange("start_at", "end_at", '[)') WITH &&)
  WHERE ("booking_status" = 'confirmed' AND "kind" = 'booking');
--> statement-breakpoint
ALTER TABLE "consultation_bookings"
  ADD CONSTRAINT "consultation_bookings_time_order" CHECK ("end_at" > "start_at");
--> statement-breakpoint
ALTER TABLE "slot_holds"
  ADD CONSTRAINT "slot_holds_time_order" CHECK ("end_at" > "start_at");
--> statement-breakpoint
-- Inbox search and ordering over many leads.
CREATE INDEX IF NOT EXISTS "intake_forms_lower_email_idx" ON "intake_forms" (lower("email"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_forms_lower_email_idx" ON "contact_forms" (lower("email"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consultation_bookings_lower_email_idx" ON "consultation_bookings" (lower("email"));
--> statement-breakpoint
INSERT INTO "availability_settings" ("id", "time_zone", "weekly_hours")
VALUES (1, 'America/Denver',
  '{"0":[],"1":[{"start":"09:00","end":"17:00"}],"2":[{"start":"09:00","end":"17:00"}],"3":[{"start":"09:00","end":"17:00"}],"4":[{"start":"09:00","end":"17:00"}],"5":[{"start":"09:00","end":"17:00"}],"6":[]}'::jsonb)
ON CONFLICT ("id") DO NOTHING;
