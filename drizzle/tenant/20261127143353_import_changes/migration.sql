CREATE TABLE "import_changes" (
	"import_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"action" text NOT NULL,
	"previous" jsonb,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_changes_import_id_record_id_pk" PRIMARY KEY("import_id","record_id")
);
--> statement-breakpoint
ALTER TABLE "imports" ADD COLUMN "revert" jsonb;