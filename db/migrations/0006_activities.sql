CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_code" text NOT NULL,
	"title" text NOT NULL,
	"template" text NOT NULL,
	"content" jsonb NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"owner_id" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"results_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_share_code_unique" UNIQUE("share_code")
);
--> statement-breakpoint
CREATE TABLE "activity_plays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"nickname" text NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"seconds" integer NOT NULL,
	"missed_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_plays" ADD CONSTRAINT "activity_plays_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_owner_id_idx" ON "activities" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "activity_plays_activity_id_idx" ON "activity_plays" USING btree ("activity_id");