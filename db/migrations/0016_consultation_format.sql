ALTER TABLE "availability_settings" ADD COLUMN "consultation_format" text DEFAULT 'phone' NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_settings" ADD COLUMN "video_link" text;--> statement-breakpoint
ALTER TABLE "availability_settings" ADD COLUMN "staff_video_links" jsonb DEFAULT '{}'::jsonb NOT NULL;