ALTER TABLE "companies" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "super_admins" ADD COLUMN "two_factor_secret" text;--> statement-breakpoint
ALTER TABLE "super_admins" ADD COLUMN "two_factor_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "super_admins" ADD COLUMN "two_factor_last_step" integer;--> statement-breakpoint
ALTER TABLE "super_admins" ADD COLUMN "two_factor_recovery_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;