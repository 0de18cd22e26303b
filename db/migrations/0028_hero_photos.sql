CREATE TABLE "hero_photos" (
	"page" text PRIMARY KEY NOT NULL,
	"photo_id" uuid NOT NULL,
	"alt_text" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hero_photos" ADD CONSTRAINT "hero_photos_photo_id_staff_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."staff_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hero_photos" ADD CONSTRAINT "hero_photos_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;