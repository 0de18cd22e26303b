CREATE TABLE "spent_bot_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spent_bot_tokens_expires_idx" ON "spent_bot_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "request_buckets_window_start_idx" ON "request_buckets" USING btree ("window_start");