CREATE TABLE "staff_digests" (
	"user_id" text NOT NULL,
	"business_date" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"morning_digest" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_digests" ADD CONSTRAINT "staff_digests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_preferences" ADD CONSTRAINT "staff_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_digests_user_day_key" ON "staff_digests" USING btree ("user_id","business_date");--> statement-breakpoint
CREATE INDEX "consultation_bookings_stage_created_idx" ON "consultation_bookings" USING btree ("conversion_stage","created_at","id");--> statement-breakpoint
CREATE INDEX "consultation_bookings_rescheduled_from_idx" ON "consultation_bookings" USING btree ("rescheduled_from") WHERE rescheduled_from is not null;--> statement-breakpoint
CREATE INDEX "contact_forms_stage_created_idx" ON "contact_forms" USING btree ("conversion_stage","created_at","id");--> statement-breakpoint
CREATE INDEX "intake_forms_stage_created_idx" ON "intake_forms" USING btree ("conversion_stage","created_at","id");
--> statement-breakpoint
-- Where each lead came from, as /admin/reports groups it: the first-touch utm_source / utm_medium
-- (lower-cased) and utm_campaign; a Google Ads click id without them counts as google / cpc;
-- neither is (direct) / (none). Computed once on write, so a report over 50,000 leads groups three
-- plain columns instead of parsing every lead's attribution JSON. Kept out of the Drizzle schema
-- like search_text (0003): only the reports' SQL reads them.
ALTER TABLE "intake_forms"
  ADD COLUMN IF NOT EXISTS "channel_source" text GENERATED ALWAYS AS (coalesce(nullif(lower(trim(attribution->>'utm_source')), ''), case when coalesce(nullif(gclid, ''), nullif(attribution->>'gclid', '')) is not null then 'google' end, '(direct)')) STORED,
  ADD COLUMN IF NOT EXISTS "channel_medium" text GENERATED ALWAYS AS (coalesce(nullif(lower(trim(attribution->>'utm_medium')), ''), case when coalesce(nullif(gclid, ''), nullif(attribution->>'gclid', '')) is not null then 'cpc' end, '(none)')) STORED,
  ADD COLUMN IF NOT EXISTS "channel_campaign" text GENERATED ALWAYS AS (coalesce(nullif(trim(attribution->>'utm_campaign'), ''), '(not set)')) STORED;
--> statement-breakpoint
ALTER TABLE "contact_forms"
  ADD COLUMN IF NOT EXISTS "channel_source" text GENERATED ALWAYS AS (coalesce(nullif(lower(trim(attribution->>'utm_source')), ''), case when coalesce(nullif(gclid, ''), nullif(attribution->>'gclid', '')) is not null then 'google' end, '(direct)')) STORED,
  ADD COLUMN IF NOT EXISTS "channel_medium" text GENERATED ALWAYS AS (coalesce(nullif(lower(trim(attribution->>'utm_medium')), ''), case when coalesce(nullif(gclid, ''), nullif(attribution->>'gclid', '')) is not null then 'cpc' end, '(none)')) STORED,
  ADD COLUMN IF NOT EXISTS "channel_campaign" text GENERATED ALWAYS AS (coalesce(nullif(trim(attribution->>'utm_campaign'), ''), '(not set)')) STORED;
--> statement-breakpoint
ALTER TABLE "consultation_bookings"
  ADD COLUMN IF NOT EXISTS "channel_source" text GENERATED ALWAYS AS (coalesce(nullif(lower(trim(attribution->>'utm_source')), ''), case when coalesce(nullif(gclid, ''), nullif(attribution->>'gclid', '')) is not null then 'google' end, '(direct)')) STORED,
  ADD COLUMN IF NOT EXISTS "channel_medium" text GENERATED ALWAYS AS (coalesce(nullif(lower(trim(attribution->>'utm_medium')), ''), case when coalesce(nullif(gclid, ''), nullif(attribution->>'gclid', '')) is not null then 'cpc' end, '(none)')) STORED,
  ADD COLUMN IF NOT EXISTS "channel_campaign" text GENERATED ALWAYS AS (coalesce(nullif(trim(attribution->>'utm_campaign'), ''), '(not set)')) STORED;
