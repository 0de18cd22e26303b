-- Each lead's one source, as the inbox's source filter and the dashboard's tally name it: Google
-- Ads when it carries a gclid, otherwise its utm_source as given ("utm:<value>"), otherwise
-- "direct". Stored on write so neither re-reads every lead's attribution JSON. Kept out of the
-- Drizzle schema like search_text (0003) and the channel columns (0007): only the leads view reads it.
ALTER TABLE "intake_forms" ADD COLUMN IF NOT EXISTS "source_key" text
  GENERATED ALWAYS AS (case when coalesce(gclid, '') <> '' then 'gclid' when coalesce(attribution->>'utm_source', '') <> '' then 'utm:' || (attribution->>'utm_source') else 'direct' end) STORED;
--> statement-breakpoint
ALTER TABLE "contact_forms" ADD COLUMN IF NOT EXISTS "source_key" text
  GENERATED ALWAYS AS (case when coalesce(gclid, '') <> '' then 'gclid' when coalesce(attribution->>'utm_source', '') <> '' then 'utm:' || (attribution->>'utm_source') else 'direct' end) STORED;
--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN IF NOT EXISTS "source_key" text
  GENERATED ALWAYS AS (case when coalesce(gclid, '') <> '' then 'gclid' when coalesce(attribution->>'utm_source', '') <> '' then 'utm:' || (attribution->>'utm_source') else 'direct' end) STORED;
--> statement-breakpoint
-- The one definition of a lead: intake forms (a full intake or an assessment request), contact
-- messages, and consultations (bookings and requests), in one row shape. The inbox, dashboard,
-- pipeline, reports, lead history and morning digest all read leads through it.
--
-- A plain UNION ALL, so PostgreSQL pushes each condition into every branch and keeps using each
-- table's own indexes (a merge of the created_at indexes for the newest page). lead_type is a
-- constant per branch: a condition on it (or on needs_review, false outside contact messages)
-- drops the other branches at planning time, so a filter by lead type reads one table.
-- on_calendar and rescheduled_from serve the reports: a consultation booked on the calendar, and
-- the first booking of a rescheduled chain (rescheduled_from is null).
CREATE VIEW "leads" AS
  SELECT 'intake'::text AS lead_type, case when variant = 'start_here' then 'intake' else 'assessment' end AS kind,
    id, parent_name AS name, email, phone, status, priority, conversion_stage, assigned_to, lead_source, version,
    created_at, next_follow_up_date, last_contact_date, false AS needs_review,
    null::timestamptz AS starts_at, null::text AS booking_status, false AS on_calendar, null::uuid AS rescheduled_from,
    left(coalesce(nullif(goals, ''), nullif(struggles_details, ''), ''), 140) AS summary,
    gclid, attribution->>'utm_source' AS utm_source, source_key, channel_source, channel_medium, channel_campaign, search_text
  FROM intake_forms
  UNION ALL
  SELECT 'contact'::text, 'contact'::text,
    id, name, email, coalesce(fallback_verification->>'phone', ''), status, priority, conversion_stage, assigned_to, lead_source, version,
    created_at, next_follow_up_date, last_contact_date, (needs_review or submission_type = 'fallback'),
    null::timestamptz, null::text, false, null::uuid,
    left(subject || ': ' || message, 140),
    gclid, attribution->>'utm_source', source_key, channel_source, channel_medium, channel_campaign, search_text
  FROM contact_forms
  UNION ALL
  SELECT 'consultation'::text, case when kind = 'booking' then 'consultation' else 'request' end,
    id, parent_name, email, phone, status, priority, conversion_stage, assigned_to, lead_source, version,
    created_at, next_follow_up_date, last_contact_date, false,
    case when kind = 'booking' then start_at end, booking_status, kind = 'booking', rescheduled_from,
    left(coalesce(notes, ''), 140),
    gclid, attribution->>'utm_source', source_key, channel_source, channel_medium, channel_campaign, search_text
  FROM consultation_bookings;
