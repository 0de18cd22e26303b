-- One counter that changes whenever anything availability is computed from changes: confirmed
-- consultations, slot holds, the settings row and date overrides. Every instance caches computed
-- availability and checks this one row per call (lib/booking/availability.ts), so a write made
-- through any instance, any code path or plain SQL invalidates every cache, because the database
-- bumps it in the writer's own transaction rather than application code remembering to.
CREATE TABLE IF NOT EXISTS "availability_version" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "availability_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_availability_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "availability_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to commit: the counter row is the last lock a writer takes, so holds and bookings (which
-- lock other rows first) never deadlock on it, and it is held only while the writer commits.
CREATE CONSTRAINT TRIGGER "slot_holds_availability_version"
  AFTER INSERT OR UPDATE OR DELETE ON "slot_holds"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "availability_settings_availability_version"
  AFTER INSERT OR UPDATE OR DELETE ON "availability_settings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "availability_overrides_availability_version"
  AFTER INSERT OR UPDATE OR DELETE ON "availability_overrides"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
-- Only confirmed consultations block time; requests and CRM edits (status, notes, follow-ups)
-- leave availability as it was, so they do not empty every cache.
CREATE CONSTRAINT TRIGGER "consultation_bookings_insert_availability_version"
  AFTER INSERT ON "consultation_bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."kind" = 'booking' AND NEW."booking_status" = 'confirmed')
  EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "consultation_bookings_update_availability_version"
  AFTER UPDATE ON "consultation_bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."kind" = 'booking' AND OLD."booking_status" = 'confirmed'
         OR NEW."kind" = 'booking' AND NEW."booking_status" = 'confirmed')
    AND (OLD."kind", OLD."booking_status", OLD."start_at", OLD."end_at")
        IS DISTINCT FROM (NEW."kind", NEW."booking_status", NEW."start_at", NEW."end_at"))
  EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "consultation_bookings_delete_availability_version"
  AFTER DELETE ON "consultation_bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."kind" = 'booking' AND OLD."booking_status" = 'confirmed')
  EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
-- TRUNCATE fires no row triggers; it already locks the whole table, so no deferral is needed.
CREATE TRIGGER "slot_holds_truncate_availability_version"
  AFTER TRUNCATE ON "slot_holds" FOR EACH STATEMENT EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "consultation_bookings_truncate_availability_version"
  AFTER TRUNCATE ON "consultation_bookings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_availability_version"();
--> statement-breakpoint
CREATE TRIGGER "availability_overrides_truncate_availability_version"
  AFTER TRUNCATE ON "availability_overrides" FOR EACH STATEMENT EXECUTE FUNCTION "bump_availability_version"();
