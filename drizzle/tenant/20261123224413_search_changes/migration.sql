CREATE TABLE "search_changes" (
	"table_name" text NOT NULL,
	"record_id" uuid NOT NULL,
	"xact" bigint DEFAULT (pg_current_xact_id()::text)::bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_changes_xact_idx" ON "search_changes" USING btree ("xact");