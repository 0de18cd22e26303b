CREATE TABLE "site_content_drafts" (
	"kind" text PRIMARY KEY NOT NULL,
	"snapshot" jsonb NOT NULL,
	"saved_by" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_content_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" bigint
);
--> statement-breakpoint
ALTER TABLE "site_content_drafts" ADD CONSTRAINT "site_content_drafts_saved_by_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_content_versions" ADD CONSTRAINT "site_content_versions_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_content_versions_kind_idx" ON "site_content_versions" USING btree ("kind","id");--> statement-breakpoint
-- Version 1 of each kind is what is live today, so the history is never empty and the first
-- publish can always be undone. The snapshots have the shapes lib/site-content/versions reads.
INSERT INTO "site_content_versions" ("kind", "snapshot")
SELECT 'business-facts', jsonb_build_object(
  'name', "name", 'phone', "phone", 'email', "email", 'hours', "hours", 'address', "address",
  'state', "state", 'replyTime', "reply_time", 'utahFitsAllUrl', "utah_fits_all_url")
FROM "business_facts" WHERE "id" = 1
  AND NOT EXISTS (SELECT 1 FROM "site_content_versions" WHERE "kind" = 'business-facts');--> statement-breakpoint
INSERT INTO "site_content_versions" ("kind", "snapshot")
SELECT 'staff-profiles', jsonb_build_object('profiles', COALESCE(jsonb_agg(jsonb_build_object(
  'id', "id", 'name', "name", 'role', "role", 'credentials', "credentials", 'bio', "bio",
  'specialties', "specialties", 'hidden', "hidden", 'photoId', "photo_id",
  'avatarSrc', "avatar_src", 'altText', "alt_text", 'userId', "user_id")
  ORDER BY "position", "created_at"), '[]'::jsonb))
FROM "staff_profiles"
HAVING NOT EXISTS (SELECT 1 FROM "site_content_versions" WHERE "kind" = 'staff-profiles');
