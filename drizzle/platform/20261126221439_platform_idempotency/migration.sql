CREATE TABLE "platform_idempotent_requests" (
	"caller" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_idempotent_requests_caller_key_pk" PRIMARY KEY("caller","key")
);
--> statement-breakpoint
CREATE INDEX "platform_idempotent_requests_created_at_idx" ON "platform_idempotent_requests" USING btree ("created_at");