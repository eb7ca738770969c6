ALTER TABLE "mail_outbox" ADD COLUMN "once_key" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_once_key_unique" UNIQUE("once_key");