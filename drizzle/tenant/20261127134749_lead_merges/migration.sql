CREATE TABLE "lead_merges" (
	"merged_id" uuid PRIMARY KEY NOT NULL,
	"survivor_id" uuid NOT NULL,
	"merged_by" uuid,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lead_merges_survivor_idx" ON "lead_merges" USING btree ("survivor_id");