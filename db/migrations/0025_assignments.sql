CREATE TABLE "assignment_plays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_student_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"seconds" integer NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_students" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"opened_at" timestamp with time zone,
	"plays" integer DEFAULT 0 NOT NULL,
	"last_score" integer,
	"last_total" integer,
	"last_played_at" timestamp with time zone,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" text NOT NULL,
	"activity_id" uuid,
	"game" text,
	"game_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"due_date" date,
	"until_ninety_percent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_activity_or_game" CHECK (("assignments"."activity_id" is null) <> ("assignments"."game" is null))
);
--> statement-breakpoint
CREATE TABLE "student_links" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "assignment_plays" ADD CONSTRAINT "assignment_plays_assignment_student_id_assignment_students_id_fk" FOREIGN KEY ("assignment_student_id") REFERENCES "public"."assignment_students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_tutor_id_user_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_links" ADD CONSTRAINT "student_links_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_plays_assignment_student_id_idx" ON "assignment_plays" USING btree ("assignment_student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_students_assignment_student_key" ON "assignment_students" USING btree ("assignment_id","student_id");--> statement-breakpoint
CREATE INDEX "assignment_students_student_id_idx" ON "assignment_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "assignments_tutor_id_idx" ON "assignments" USING btree ("tutor_id");--> statement-breakpoint
CREATE INDEX "assignments_activity_id_idx" ON "assignments" USING btree ("activity_id");