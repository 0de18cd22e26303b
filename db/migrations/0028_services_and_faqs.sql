CREATE TABLE "faq_items" (
	"id" text PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_usd" integer NOT NULL,
	"unit" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"cta_label" text NOT NULL,
	"booking" text NOT NULL,
	"position" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_items" ADD CONSTRAINT "faq_items_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_items_page_position_idx" ON "faq_items" USING btree ("page","position");--> statement-breakpoint
CREATE INDEX "services_position_idx" ON "services" USING btree ("position");--> statement-breakpoint
-- Today's services and prices (spec section 9) and the structured literacy FAQ, exactly as the
-- site showed them from lib/content, so a fresh install looks as before; /services-offered gains
-- its own short FAQ. Answers and descriptions are the allow-listed rich text
-- (lib/site-content/rich-text.ts): plain sentences are valid as they are.
INSERT INTO "services" ("id", "name", "price_usd", "unit", "note", "description", "cta_label", "booking", "position")
VALUES
('free-consultation', 'Free Consultation', 0, 'free', '', 'A relaxed 30-minute video call with a reading specialist. Tell us what you are seeing at home and school, ask anything, and leave with clear next steps, whether or not you choose to work with us.', 'Book a free call', 'consultation', 1),
('student-assessments', 'Student Assessments', 100, 'assessment', 'Free after completing 8 sessions', 'A one-to-one online assessment of phonological awareness, decoding, fluency, spelling and comprehension, followed by a written summary and a walkthrough of the results with you.', 'Request an assessment', 'intake', 2),
('reading-tutoring', '1:1 Online Reading Tutoring', 70, 'hour', '', 'Orton-Gillingham structured literacy lessons for reading and spelling: sounds, phonics, syllables, fluency and comprehension, taught explicitly and in a steady sequence your child can master.', 'Start with a free call', 'consultation', 3),
('math-tutoring', '1:1 Online Math Tutoring', 70, 'hour', '', 'Multisensory math for children who find numbers slippery: number sense, place value, math facts, word problems and the language of math, with concrete models before abstract rules.', 'Start with a free call', 'consultation', 4),
('reading-discovery-program', 'Reading Discovery Program', 1200, 'program', 'Online 1:1, twenty sessions', 'A complete twenty-session structured literacy program with the same tutor, a progress check at the midpoint and at the end, and a plan for what comes next.', 'Ask about the program', 'consultation', 5),
('writing-tutoring', '1:1 Online Writing', 50, 'hour', 'Printing, D''Nealian, cursive', 'Handwriting and written expression: correct letter formation, spacing and sizing, then sentences and paragraphs that say what your child means.', 'Start with a free call', 'consultation', 6)
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "faq_items" ("id", "page", "question", "answer", "position")
VALUES
('sl-who-benefits', 'structured-literacy', 'Who benefits from structured literacy?', 'Children with dyslexia benefit most, but so does any student who struggles to decode words, spell, or read fluently, including children with ADHD or a language delay and readers who have simply fallen behind. Structured literacy teaches the code of English explicitly, so no child has to guess.', 1),
('sl-how-different', 'structured-literacy', 'How is structured literacy different from how my child is taught at school?', 'Many classrooms teach reading through exposure, pictures and guessing from context. Structured literacy teaches every sound, spelling pattern and syllable type directly, in a planned sequence, with each new skill built on one already mastered. Lessons are multisensory (seeing, hearing, saying and writing together) and one to one, so pace and review match your child exactly.', 2),
('sl-how-long', 'structured-literacy', 'How long does it take to see results?', 'Most families notice improvement within 4-6 weeks of regular sessions: more confident sounding out, fewer guesses, less frustration. Significant gains in reading and spelling usually come within 3-6 months. Every child is different, so we track progress regularly and share it with you.', 3),
('sl-certified', 'structured-literacy', 'Are your instructors certified?', 'Yes. Every tutor completes Orton-Gillingham structured literacy training that includes a supervised practicum, and keeps learning through our monthly case reviews. Many also hold teaching or special education degrees. You can read about each of them on our Meet Our Staff page.', 4),
('so-session-length', 'services-offered', 'How long is a tutoring session?', 'Reading, math and writing tutoring sessions last one hour, one to one over a video call. Reading and math sessions are $70 an hour and writing sessions are $50 an hour. The free consultation is a 30-minute call.', 5),
('so-billing', 'services-offered', 'How does billing work?', 'We send an invoice for your child''s sessions, and payment is due as stated on it. The Reading Discovery Program is one price, $1,200, for all twenty sessions. A price change never affects sessions or a program you have already paid for. To cancel or reschedule a session without charge, please give us at least 24 hours'' notice.', 6),
('so-assessment-fee', 'services-offered', 'Is the assessment fee ever waived?', 'Yes. The $100 Student Assessment becomes **free** once your child completes eight paid tutoring sessions: we waive the fee, or credit it back if you have already paid it.', 7),
('so-utah-fits-all', 'services-offered', 'Can we pay with a Utah Fits All scholarship?', 'Yes. We are an approved Utah Fits All provider, so Utah families can use their child''s scholarship for one-to-one tutoring. We help you submit our services through the program so sessions are paid from the scholarship account. [See how the scholarship works](/utah-fits-all).', 8)
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "site_content_revisions" ("part", "revision") VALUES ('services', 0), ('faqs', 0)
ON CONFLICT ("part") DO NOTHING;--> statement-breakpoint
-- Version 1 of each kind is what is live today (as 0027 did for the others), so the first
-- publish can always be undone. The snapshots have the shapes lib/site-content reads.
INSERT INTO "site_content_versions" ("kind", "snapshot")
SELECT 'services', jsonb_build_object('services', COALESCE(jsonb_agg(jsonb_build_object(
  'id', "id", 'name', "name", 'priceUsd', "price_usd", 'unit', "unit", 'note', "note",
  'description', "description", 'ctaLabel', "cta_label", 'booking', "booking", 'hidden', "hidden")
  ORDER BY "position", "created_at"), '[]'::jsonb))
FROM "services"
HAVING NOT EXISTS (SELECT 1 FROM "site_content_versions" WHERE "kind" = 'services');--> statement-breakpoint
INSERT INTO "site_content_versions" ("kind", "snapshot")
SELECT 'faqs', jsonb_build_object('items', COALESCE(jsonb_agg(jsonb_build_object(
  'id', "id", 'page', "page", 'question', "question", 'answer', "answer", 'hidden', "hidden")
  ORDER BY "position", "created_at"), '[]'::jsonb))
FROM "faq_items"
HAVING NOT EXISTS (SELECT 1 FROM "site_content_versions" WHERE "kind" = 'faqs');
