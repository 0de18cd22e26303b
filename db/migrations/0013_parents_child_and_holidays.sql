ALTER TABLE "availability_settings" ADD COLUMN "reopened_holidays" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "child_first_name" text;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD COLUMN "child_grade" text;