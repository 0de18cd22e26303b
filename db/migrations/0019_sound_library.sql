CREATE TABLE "sound_recordings" (
	"id" text PRIMARY KEY NOT NULL,
	"audio" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"version" text NOT NULL,
	"recorded_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sound_recordings" ADD CONSTRAINT "sound_recordings_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;