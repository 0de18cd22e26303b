ALTER TABLE "consultation_bookings" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "claimed_by" text;--> statement-breakpoint
-- Consultations moved before this migration: the SEQUENCE their invitations carried was the
-- number of bookings in the chain up to and including them.
UPDATE "consultation_bookings" AS b SET "calendar_sequence" = (
  SELECT count(*) FROM "consultation_bookings" AS c
  WHERE c."rescheduled_from" = b."rescheduled_from" AND c."created_at" <= b."created_at"
) WHERE b."rescheduled_from" IS NOT NULL;
