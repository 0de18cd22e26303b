-- What the admin leads inbox searches: the lower-cased name, email and phone of each lead, plus
-- the phone's digits, computed once on write. One LIKE over one column keeps a search of 50,000
-- leads fast on the embedded database (ILIKE over three columns folded case on every row).
-- Kept out of the Drizzle schema on purpose (like the exclusion constraint in 0001): only the
-- inbox's SQL reads it, and inserts and selects elsewhere never see it.
ALTER TABLE "intake_forms" ADD COLUMN IF NOT EXISTS "search_text" text
  GENERATED ALWAYS AS (lower(parent_name || ' ' || email || ' ' || phone) || ' ' || translate(phone, '()-. +/', '')) STORED;
--> statement-breakpoint
ALTER TABLE "contact_forms" ADD COLUMN IF NOT EXISTS "search_text" text
  GENERATED ALWAYS AS (lower(name || ' ' || email || ' ' || coalesce(fallback_verification->>'phone', '')) || ' ' || translate(coalesce(fallback_verification->>'phone', ''), '()-. +/', '')) STORED;
--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN IF NOT EXISTS "search_text" text
  GENERATED ALWAYS AS (lower(parent_name || ' ' || email || ' ' || phone) || ' ' || translate(phone, '()-. +/', '')) STORED;
--> statement-breakpoint
-- Follow-ups due and the follow-up sort read these instead of every lead.
CREATE INDEX IF NOT EXISTS "intake_forms_next_follow_up_idx" ON "intake_forms" ("next_follow_up_date") WHERE "next_follow_up_date" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_forms_next_follow_up_idx" ON "contact_forms" ("next_follow_up_date") WHERE "next_follow_up_date" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consultation_bookings_next_follow_up_idx" ON "consultation_bookings" ("next_follow_up_date") WHERE "next_follow_up_date" IS NOT NULL;
