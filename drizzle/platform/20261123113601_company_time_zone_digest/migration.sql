ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "digest_hour" integer DEFAULT 8 NOT NULL;