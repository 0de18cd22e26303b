CREATE TABLE "backup_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"file_name" text
);
--> statement-breakpoint
CREATE TABLE "health_probe" (
	"id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
