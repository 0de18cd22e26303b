CREATE TABLE "business_facts" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"hours" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"reply_time" text NOT NULL,
	"utah_fits_all_url" text NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_editors" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_by" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_facts" ADD CONSTRAINT "business_facts_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_editors" ADD CONSTRAINT "site_editors_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_editors" ADD CONSTRAINT "site_editors_granted_by_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Today's facts (lib/public-env.ts defaults), so a fresh install looks exactly as before.
INSERT INTO "business_facts" ("id", "name", "phone", "email", "hours", "address", "state", "reply_time", "utah_fits_all_url")
VALUES (1, 'Bright Path Reading', '(801) 555-0142', 'support@brightpathreading.com', 'Mon-Fri 8am-5pm', '', 'Utah', 'within 24 hours', 'https://utahfitsall.org/apply')
ON CONFLICT ("id") DO NOTHING;
