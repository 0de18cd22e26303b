-- Each family's row kept in a table, current at write time, instead of the family_leads view
-- grouping every lead on each read: the inbox, pipeline, dashboard and reports read one indexed
-- row per family (the admin benchmark's budget is p95 <= 200 ms with 50,000 leads). The table has
-- the view's columns and meaning (0021_families); family_lead_of() is now the one definition.
ALTER VIEW "family_leads" RENAME TO "family_leads_computed";
--> statement-breakpoint
CREATE TABLE "family_leads" AS SELECT * FROM "family_leads_computed" WITH NO DATA;
--> statement-breakpoint
DROP VIEW "family_leads_computed";
--> statement-breakpoint
ALTER TABLE "family_leads" ADD PRIMARY KEY ("family_id");
--> statement-breakpoint
-- One family's row, as 0021's view worked it out, reading only that family's submissions.
CREATE FUNCTION "family_lead_of"(fid uuid) RETURNS SETOF "family_leads" LANGUAGE sql STABLE AS $$
  WITH ranked AS (
    SELECT l.*,
      row_number() OVER (ORDER BY array_position(ARRAY['lost', 'contact_submitted', 'intake_submitted', 'consultation_requested', 'consultation_no_show', 'consultation_booked', 'consultation_completed', 'assessment_scheduled', 'enrolled']::text[], l.conversion_stage) DESC NULLS LAST, l.created_at DESC, l.id DESC) AS pick,
      first_value(l.id) OVER (ORDER BY l.created_at, l.id ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS first_id,
      min(l.created_at) OVER () AS first_at,
      max(l.created_at) OVER () AS latest_at,
      count(*) OVER () AS submissions,
      bool_or(l.on_calendar AND l.booking_status <> 'cancelled') OVER () AS has_standing_consultation,
      bool_or(l.booking_status = 'completed') OVER () AS consultation_held,
      string_agg(l.search_text, ' ') OVER () AS family_search_text
    FROM leads l
    WHERE l.family_id = fid
  )
  SELECT r.lead_type, r.kind, r.id, r.name, r.email, r.phone, r.status, r.priority, r.conversion_stage,
    r.assigned_to, r.lead_source, r.version, r.first_at AS created_at, r.next_follow_up_date,
    r.last_contact_date, r.needs_review, r.starts_at, r.booking_status, r.on_calendar, r.rescheduled_from,
    r.summary, f.gclid, f.utm_source, f.source_key, f.channel_source, f.channel_medium, f.channel_campaign,
    r.family_search_text AS search_text, r.family_id, r.latest_at, r.submissions,
    r.has_standing_consultation, r.consultation_held
  FROM ranked r JOIN ranked f ON f.id = r.first_id
  WHERE r.pick = 1
$$;
--> statement-breakpoint
-- Rewrites one family's row (none once it has no submissions left). The lock on the family makes
-- two writes to one family take turns, so the second reads the first's submission.
CREATE FUNCTION "refresh_family_lead"(fid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF fid IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM families WHERE id = fid FOR UPDATE;
  DELETE FROM family_leads WHERE family_id = fid;
  INSERT INTO family_leads SELECT * FROM "family_lead_of"(fid);
END
$$;
--> statement-breakpoint
CREATE FUNCTION "refresh_family_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "refresh_family_lead"(OLD.family_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.family_id IS DISTINCT FROM OLD.family_id) THEN
    PERFORM "refresh_family_lead"(NEW.family_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "intake_forms_family_lead" AFTER INSERT OR UPDATE OR DELETE ON "intake_forms"
  FOR EACH ROW EXECUTE FUNCTION "refresh_family_leads"();
--> statement-breakpoint
CREATE TRIGGER "contact_forms_family_lead" AFTER INSERT OR UPDATE OR DELETE ON "contact_forms"
  FOR EACH ROW EXECUTE FUNCTION "refresh_family_leads"();
--> statement-breakpoint
CREATE TRIGGER "consultation_bookings_family_lead" AFTER INSERT OR UPDATE OR DELETE ON "consultation_bookings"
  FOR EACH ROW EXECUTE FUNCTION "refresh_family_leads"();
--> statement-breakpoint
INSERT INTO "family_leads" SELECT l.* FROM "families" f CROSS JOIN LATERAL "family_lead_of"(f.id) AS l;
--> statement-breakpoint
-- A truncate (tests clear tables between cases) fires no row triggers: the rows are rebuilt whole.
CREATE FUNCTION "rebuild_family_leads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM family_leads;
  INSERT INTO family_leads SELECT l.* FROM families f CROSS JOIN LATERAL "family_lead_of"(f.id) AS l;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "intake_forms_family_leads_truncate" AFTER TRUNCATE ON "intake_forms"
  FOR EACH STATEMENT EXECUTE FUNCTION "rebuild_family_leads"();
--> statement-breakpoint
CREATE TRIGGER "contact_forms_family_leads_truncate" AFTER TRUNCATE ON "contact_forms"
  FOR EACH STATEMENT EXECUTE FUNCTION "rebuild_family_leads"();
--> statement-breakpoint
CREATE TRIGGER "consultation_bookings_family_leads_truncate" AFTER TRUNCATE ON "consultation_bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "rebuild_family_leads"();
--> statement-breakpoint
-- What the inbox sorts by (newest, oldest, follow-up, name) and filters on most (stage, status,
-- assignee, needs review: a dashboard count), each ending in the newest-first order so a filtered
-- first page reads an index range.
CREATE INDEX "family_leads_created_idx" ON "family_leads" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX "family_leads_follow_up_idx" ON "family_leads" ("next_follow_up_date") WHERE "next_follow_up_date" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "family_leads_name_idx" ON "family_leads" (lower("name"), "id");
--> statement-breakpoint
CREATE INDEX "family_leads_stage_created_idx" ON "family_leads" ("conversion_stage", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "family_leads_status_created_idx" ON "family_leads" ("status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "family_leads_assignee_created_idx" ON "family_leads" ("assigned_to", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "family_leads_needs_review_idx" ON "family_leads" ("created_at") WHERE "needs_review";
