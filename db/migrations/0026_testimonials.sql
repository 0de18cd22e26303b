CREATE TABLE "testimonials" (
	"id" text PRIMARY KEY NOT NULL,
	"quote" text NOT NULL,
	"name" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"age_group" text NOT NULL,
	"source" text NOT NULL,
	"permission_given" boolean DEFAULT false NOT NULL,
	"permission_date" date,
	"pages" jsonb NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testimonials_position_idx" ON "testimonials" USING btree ("position");--> statement-breakpoint
-- Today's testimonials (lib/content/testimonials.ts), so a fresh install looks exactly as before:
-- the home page showed the first three, /dyslexia all four, /free-consultation the first two. They
-- were published with the parents' permission; its date was not kept, so the day this table
-- was made stands in for it (the practice can correct it in the editor), and the source reads so.
INSERT INTO "testimonials" ("id", "quote", "name", "detail", "age_group", "source", "permission_given", "permission_date", "pages", "position")
VALUES
('amanda', 'Our son went from hiding his reading homework to reading chapter books to his little sister. After years of being told to wait and see, we finally had someone who knew exactly what to teach him.', 'Amanda R.', 'Parent of a 9-year-old with dyslexia', '3rd-5th grade', 'On the website before the editor', true, '2026-11-26', '["home","dyslexia","free-consultation"]'::jsonb, 1),
('jared', 'Within six weeks his teacher emailed to ask what had changed. The sessions are online, but it never feels distant: his tutor notices every little win.', 'Jared M.', 'Parent of a 7-year-old, second grade', 'Kindergarten-2nd grade', 'On the website before the editor', true, '2026-11-26', '["home","dyslexia","free-consultation"]'::jsonb, 2),
('lisa', 'The assessment explained things no one had explained in three years of school meetings. We left the call with a plan, and she is now reading at grade level.', 'Lisa T.', 'Parent of an 11-year-old, fifth grade', '3rd-5th grade', 'On the website before the editor', true, '2026-11-26', '["home","dyslexia"]'::jsonb, 3),
('marcus', 'Spelling used to end in tears. Now she marks the vowels and syllables herself and tells me the rule. Her confidence is the biggest change of all.', 'Marcus D.', 'Parent of a 10-year-old with dyslexia', '3rd-5th grade', 'On the website before the editor', true, '2026-11-26', '["dyslexia"]'::jsonb, 4)
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "site_content_revisions" ("part", "revision") VALUES ('testimonials', 0)
ON CONFLICT ("part") DO NOTHING;
