CREATE TABLE "hero_photos" (
	"page" text PRIMARY KEY NOT NULL,
	"photo_id" uuid NOT NULL,
	"alt_text" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hero_photos" ADD CONSTRAINT "hero_photos_photo_id_staff_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."staff_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_photos" ADD CONSTRAINT "hero_photos_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Testimonials become a versioned kind of site content: version 1 is what is live today, so the
-- history is never empty and the first publish can always be undone.
INSERT INTO "site_content_versions" ("kind", "snapshot")
SELECT 'testimonials', jsonb_build_object('testimonials', COALESCE(jsonb_agg(jsonb_build_object(
  'id', "id", 'quote', "quote", 'name', "name", 'detail', "detail", 'ageGroup', "age_group",
  'source', "source", 'permissionGiven', "permission_given",
  'permissionDate', to_char("permission_date", 'YYYY-MM-DD'), 'pages', "pages", 'hidden', "hidden")
  ORDER BY "position", "created_at"), '[]'::jsonb))
FROM "testimonials"
HAVING NOT EXISTS (SELECT 1 FROM "site_content_versions" WHERE "kind" = 'testimonials');
--> statement-breakpoint
-- Version 1 of the hero photos is none, so the first photo published can be undone in one step.
INSERT INTO "site_content_versions" ("kind", "snapshot")
SELECT 'hero-photos', '{"home": null, "free-consultation": null}'::jsonb
WHERE NOT EXISTS (SELECT 1 FROM "site_content_versions" WHERE "kind" = 'hero-photos');
