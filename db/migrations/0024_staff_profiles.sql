CREATE TABLE "site_content_revisions" (
	"part" text PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"focus_x" real DEFAULT 0.5 NOT NULL,
	"focus_y" real DEFAULT 0.5 NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"credentials" jsonb NOT NULL,
	"bio" jsonb NOT NULL,
	"specialties" jsonb NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"photo_id" uuid,
	"avatar_src" text,
	"alt_text" text DEFAULT '' NOT NULL,
	"user_id" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_photos" ADD CONSTRAINT "staff_photos_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_photo_id_staff_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."staff_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_profiles_position_idx" ON "staff_profiles" USING btree ("position");--> statement-breakpoint
-- Today's staff (lib/content/staff.ts), so a fresh install looks exactly as before: the
-- credentials as free text, the illustrations as each person's picture until a photo is added.
INSERT INTO "staff_profiles" ("id", "name", "role", "credentials", "bio", "specialties", "position", "avatar_src", "alt_text")
VALUES
('rachel-thompson', 'Rachel Thompson, M.Ed.', 'Founder and Lead Reading Specialist', '[{"kind":"other","text":"M.Ed., Special Education"},{"kind":"other","text":"Orton-Gillingham certified, with a supervised practicum"},{"kind":"other","text":"Former elementary resource teacher"}]'::jsonb, '["Rachel spent six years as a resource teacher watching bright children fall further behind, not because they could not learn, but because no one was teaching them the way they learn. She trained in Orton-Gillingham, began tutoring families after school, and founded the practice to give every child that same explicit, patient, one-to-one instruction.","After more than ten years of structured literacy teaching, she still takes consultation calls herself, trains every new tutor, and reviews each student''s progress data every month."]'::jsonb, '["Dyslexia","Early reading","Assessment and planning"]'::jsonb, 1, '/images/staff/rachel-thompson.svg', 'Illustrated portrait of Rachel Thompson'),
('megan-park', 'Megan Park', 'Structured Literacy Tutor', '[{"kind":"other","text":"B.S., Communication Disorders"},{"kind":"other","text":"Orton-Gillingham trained"},{"kind":"other","text":"Certified in multisensory spelling instruction"}]'::jsonb, '["Megan''s background in speech and language means she hears exactly which sounds a child is missing. She is known for turning phonemic awareness drills into games that even reluctant eight-year-olds ask to play again.","She works with beginning and struggling readers from kindergarten through fifth grade, and with older students whose spelling has never caught up with their ideas."]'::jsonb, '["Phonemic awareness","Spelling","Reluctant readers"]'::jsonb, 2, '/images/staff/megan-park.svg', 'Illustrated portrait of Megan Park'),
('daniel-reyes', 'Daniel Reyes', 'Math and Reading Tutor', '[{"kind":"other","text":"B.A., Elementary Education"},{"kind":"other","text":"Multisensory math training"},{"kind":"other","text":"Orton-Gillingham trained"}]'::jsonb, '["Daniel taught fourth and fifth grade for eight years before joining us. Many of his students with dyslexia also struggled with math facts, word problems and the vocabulary of math, so he learned to teach numbers the same way we teach letters: concrete first, then pictures, then symbols.","Parents tell us he is the first tutor their child has looked forward to seeing."]'::jsonb, '["Math facts and number sense","Word problems","Upper-elementary reading"]'::jsonb, 3, '/images/staff/daniel-reyes.svg', 'Illustrated portrait of Daniel Reyes'),
('hannah-oliver', 'Hannah Oliver', 'Writing and Handwriting Specialist', '[{"kind":"other","text":"B.S., Early Childhood Education"},{"kind":"other","text":"Handwriting instruction training"},{"kind":"other","text":"Orton-Gillingham trained"}]'::jsonb, '["Hannah teaches printing, D''Nealian and cursive, and then the harder part: getting ideas onto the page. She breaks writing into small, visible steps, from letter formation and spacing to sentences and organised paragraphs.","She also helps children who reverse letters such as b and d build a reliable mental picture of each one."]'::jsonb, '["Handwriting","Letter reversals","Written expression"]'::jsonb, 4, '/images/staff/hannah-oliver.svg', 'Illustrated portrait of Hannah Oliver'),
('sarah-jensen', 'Sarah Jensen', 'Family Coordinator', '[{"kind":"other","text":"Parent of two children with dyslexia"},{"kind":"other","text":"Utah Fits All scholarship guide"}]'::jsonb, '["Sarah is usually the first person you talk to. She schedules consultations and assessments, matches each student with the right tutor, and helps families use Utah Fits All scholarship funds for tutoring.","Having raised two dyslexic children herself, she knows how much it helps when someone simply explains the next step."]'::jsonb, '["Scheduling and onboarding","Scholarships and payment","School communication"]'::jsonb, 5, '/images/staff/sarah-jensen.svg', 'Illustrated portrait of Sarah Jensen')
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "site_content_revisions" ("part", "revision") VALUES ('staff-profiles', 0)
ON CONFLICT ("part") DO NOTHING;
