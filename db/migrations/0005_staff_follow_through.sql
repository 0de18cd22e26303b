CREATE TABLE "consultation_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"visitor_time_zone" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"key" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "staff_calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "availability_settings" ADD COLUMN "remind_day_before" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_settings" ADD COLUMN "remind_hour_before" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_reminders" ADD CONSTRAINT "consultation_reminders_booking_id_consultation_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."consultation_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_calendar_feeds" ADD CONSTRAINT "staff_calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_reminders_booking_kind_key" ON "consultation_reminders" USING btree ("booking_id","kind");--> statement-breakpoint
CREATE INDEX "consultation_reminders_due_idx" ON "consultation_reminders" USING btree ("due_at") WHERE status = 'pending';