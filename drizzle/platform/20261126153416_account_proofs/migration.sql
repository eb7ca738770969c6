DROP INDEX "login_codes_lookup_idx";--> statement-breakpoint
ALTER TABLE "login_codes" ADD COLUMN "purpose" text DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "redact_after_delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "login_codes_lookup_idx" ON "login_codes" USING btree ("audience","email","purpose","created_at");