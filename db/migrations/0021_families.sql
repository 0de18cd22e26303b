CREATE TABLE "families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_merges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_family_id" uuid NOT NULL,
	"into_family_id" uuid NOT NULL,
	"moved" jsonb NOT NULL,
	"merged_by" text,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "family_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_forms" ADD COLUMN "family_id" uuid;--> statement-breakpoint
ALTER TABLE "intake_forms" ADD COLUMN "family_id" uuid;--> statement-breakpoint
ALTER TABLE "family_merges" ADD CONSTRAINT "family_merges_from_family_id_families_id_fk" FOREIGN KEY ("from_family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_merges" ADD CONSTRAINT "family_merges_into_family_id_families_id_fk" FOREIGN KEY ("into_family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_merges_into_idx" ON "family_merges" USING btree ("into_family_id");--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_forms" ADD CONSTRAINT "contact_forms_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intake_forms" ADD CONSTRAINT "intake_forms_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_bookings_family_idx" ON "consultation_bookings" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "contact_forms_family_idx" ON "contact_forms" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "intake_forms_family_idx" ON "intake_forms" USING btree ("family_id");--> statement-breakpoint
-- A parent's keys as families compare them: the email lower-cased and trimmed; the phone as
-- E.164 digits (a 10-digit number is a US one, so "(801) 555-0101" and "+1 801 555 0101" are one
-- number); nothing for a phone too short to be one.
CREATE OR REPLACE FUNCTION "family_email_key"(email text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT nullif(lower(btrim(coalesce(email, ''))), '')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "family_phone_key"(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN length(d) = 10 THEN '+1' || d
    WHEN length(d) >= 7 THEN '+' || d
  END
  FROM (SELECT regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') AS d) AS digits
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "intake_forms_family_email_idx" ON "intake_forms" ("family_email_key"("email"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "intake_forms_family_phone_idx" ON "intake_forms" ("family_phone_key"("phone"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_forms_family_email_idx" ON "contact_forms" ("family_email_key"("email"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_forms_family_phone_idx" ON "contact_forms" ("family_phone_key"("fallback_verification"->>'phone'));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consultation_bookings_family_email_idx" ON "consultation_bookings" ("family_email_key"("email"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consultation_bookings_family_phone_idx" ON "consultation_bookings" ("family_phone_key"("phone"));
--> statement-breakpoint
-- The family of a parent with this email and phone: the one their earliest submission with the
-- same email or the same phone belongs to, or a new one. Stable for a parent because it is read
-- from the submissions themselves (after a merge, from where staff moved them).
CREATE OR REPLACE FUNCTION "family_for"(email text, phone text) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  e text := "family_email_key"(email);
  p text := "family_phone_key"(phone);
  found uuid;
BEGIN
  SELECT s.family_id INTO found FROM (
    SELECT family_id, created_at FROM intake_forms
      WHERE family_id IS NOT NULL AND ("family_email_key"(intake_forms.email) = e OR "family_phone_key"(intake_forms.phone) = p)
    UNION ALL
    SELECT family_id, created_at FROM contact_forms
      WHERE family_id IS NOT NULL AND ("family_email_key"(contact_forms.email) = e OR "family_phone_key"(contact_forms.fallback_verification->>'phone') = p)
    UNION ALL
    SELECT family_id, created_at FROM consultation_bookings
      WHERE family_id IS NOT NULL AND ("family_email_key"(consultation_bookings.email) = e OR "family_phone_key"(consultation_bookings.phone) = p)
  ) AS s ORDER BY s.created_at, s.family_id LIMIT 1;
  IF found IS NULL THEN
    INSERT INTO families DEFAULT VALUES RETURNING id INTO found;
  END IF;
  RETURN found;
END
$$;
--> statement-breakpoint
-- Two trigger functions because a contact message keeps its phone (when it has one) inside the
-- fallback verification, and plpgsql resolves NEW's fields when it plans the function.
CREATE OR REPLACE FUNCTION "assign_family_contact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.family_id IS NULL THEN
    NEW.family_id := "family_for"(NEW.email, NEW.fallback_verification->>'phone');
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "assign_family_with_phone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.family_id IS NULL THEN
    NEW.family_id := "family_for"(NEW.email, NEW.phone);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "intake_forms_family" BEFORE INSERT ON "intake_forms"
  FOR EACH ROW EXECUTE FUNCTION "assign_family_with_phone"();
--> statement-breakpoint
CREATE TRIGGER "contact_forms_family" BEFORE INSERT ON "contact_forms"
  FOR EACH ROW EXECUTE FUNCTION "assign_family_contact"();
--> statement-breakpoint
CREATE TRIGGER "consultation_bookings_family" BEFORE INSERT ON "consultation_bookings"
  FOR EACH ROW EXECUTE FUNCTION "assign_family_with_phone"();
--> statement-breakpoint
-- The submissions already stored, oldest first, so each family forms as it would have.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT 'intake' AS t, id, email, phone, created_at FROM intake_forms
    UNION ALL SELECT 'contact', id, email, fallback_verification->>'phone', created_at FROM contact_forms
    UNION ALL SELECT 'consultation', id, email, phone, created_at FROM consultation_bookings
    ORDER BY created_at, id
  LOOP
    IF r.t = 'intake' THEN
      UPDATE intake_forms SET family_id = "family_for"(r.email, r.phone) WHERE id = r.id;
    ELSIF r.t = 'contact' THEN
      UPDATE contact_forms SET family_id = "family_for"(r.email, r.phone) WHERE id = r.id;
    ELSE
      UPDATE consultation_bookings SET family_id = "family_for"(r.email, r.phone) WHERE id = r.id;
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
-- The leads view as 0008 defined it, with each lead's family last (a view only grows at its end).
CREATE OR REPLACE VIEW "leads" AS
  SELECT 'intake'::text AS lead_type, case when variant = 'start_here' then 'intake' else 'assessment' end AS kind,
    id, parent_name AS name, email, phone, status, priority, conversion_stage, assigned_to, lead_source, version,
    created_at, next_follow_up_date, last_contact_date, false AS needs_review,
    null::timestamptz AS starts_at, null::text AS booking_status, false AS on_calendar, null::uuid AS rescheduled_from,
    left(coalesce(nullif(goals, ''), nullif(struggles_details, ''), ''), 140) AS summary,
    gclid, attribution->>'utm_source' AS utm_source, source_key, channel_source, channel_medium, channel_campaign, search_text, family_id
  FROM intake_forms
  UNION ALL
  SELECT 'contact'::text, 'contact'::text,
    id, name, email, coalesce(fallback_verification->>'phone', ''), status, priority, conversion_stage, assigned_to, lead_source, version,
    created_at, next_follow_up_date, last_contact_date, (needs_review or submission_type = 'fallback'),
    null::timestamptz, null::text, false, null::uuid,
    left(subject || ': ' || message, 140),
    gclid, attribution->>'utm_source', source_key, channel_source, channel_medium, channel_campaign, search_text, family_id
  FROM contact_forms
  UNION ALL
  SELECT 'consultation'::text, case when kind = 'booking' then 'consultation' else 'request' end,
    id, parent_name, email, phone, status, priority, conversion_stage, assigned_to, lead_source, version,
    created_at, next_follow_up_date, last_contact_date, false,
    case when kind = 'booking' then start_at end, booking_status, kind = 'booking', rescheduled_from,
    left(coalesce(notes, ''), 140),
    gclid, attribution->>'utm_source', source_key, channel_source, channel_medium, channel_campaign, search_text, family_id
  FROM consultation_bookings;
--> statement-breakpoint
-- One row per family, as the inbox, pipeline, dashboard and reports count and list them. The
-- family's stage is its furthest submission's in the pipeline's order, with Lost lowest (one
-- message marked lost does not close a family that booked since) and a no-show below a booking
-- (they booked again); that submission is the row's lead (its link, status and follow-up). The
-- family arrived with its first submission, which carries its source (first touch); a search
-- finds it by any submission's name, email or phone. has_standing_consultation: a consultation
-- on the calendar that was not cancelled; consultation_held: one marked completed.
CREATE VIEW "family_leads" AS
  WITH ranked AS (
    SELECT l.*,
      row_number() OVER (PARTITION BY l.family_id ORDER BY array_position(ARRAY['lost', 'contact_submitted', 'intake_submitted', 'consultation_requested', 'consultation_no_show', 'consultation_booked', 'consultation_completed', 'assessment_scheduled', 'enrolled']::text[], l.conversion_stage) DESC NULLS LAST, l.created_at DESC, l.id DESC) AS pick,
      first_value(l.id) OVER first_touch AS first_id,
      min(l.created_at) OVER family AS first_at,
      max(l.created_at) OVER family AS latest_at,
      count(*) OVER family AS submissions,
      bool_or(l.on_calendar AND l.booking_status <> 'cancelled') OVER family AS has_standing_consultation,
      bool_or(l.booking_status = 'completed') OVER family AS consultation_held,
      string_agg(l.search_text, ' ') OVER family AS family_search_text
    FROM leads l
    WINDOW family AS (PARTITION BY l.family_id), first_touch AS (PARTITION BY l.family_id ORDER BY l.created_at, l.id)
  )
  SELECT r.lead_type, r.kind, r.id, r.name, r.email, r.phone, r.status, r.priority, r.conversion_stage,
    r.assigned_to, r.lead_source, r.version, r.first_at AS created_at, r.next_follow_up_date,
    r.last_contact_date, r.needs_review, r.starts_at, r.booking_status, r.on_calendar, r.rescheduled_from,
    r.summary, f.gclid, f.utm_source, f.source_key, f.channel_source, f.channel_medium, f.channel_campaign,
    r.family_search_text AS search_text, r.family_id, r.latest_at, r.submissions,
    r.has_standing_consultation, r.consultation_held
  FROM ranked r JOIN ranked f ON f.id = r.first_id AND f.family_id = r.family_id
  WHERE r.pick = 1;
