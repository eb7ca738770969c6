CREATE TABLE "platform_security_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"type" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"subject_id" uuid,
	"subject_label" text,
	"ip" text,
	"user_agent" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "platform_security_events_actor_label_bound" CHECK (char_length("platform_security_events"."actor_label") <= 320),
	CONSTRAINT "platform_security_events_subject_label_bound" CHECK (char_length("platform_security_events"."subject_label") <= 320),
	CONSTRAINT "platform_security_events_ip_bound" CHECK (char_length("platform_security_events"."ip") <= 64),
	CONSTRAINT "platform_security_events_user_agent_bound" CHECK (char_length("platform_security_events"."user_agent") <= 512),
	CONSTRAINT "platform_security_events_detail_bound" CHECK (octet_length("platform_security_events"."detail"::text) <= 4096)
);
--> statement-breakpoint
CREATE INDEX "platform_security_events_at_idx" ON "platform_security_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "platform_security_events_actor_idx" ON "platform_security_events" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "platform_security_events_type_idx" ON "platform_security_events" USING btree ("type","at");--> statement-breakpoint
-- Append-only, as every company's security_events (docs/decisions/0027-security-log.md).
CREATE FUNCTION refuse_platform_security_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'security events are append-only: % refused on %', TG_OP, TG_TABLE_NAME;
END
$$;
--> statement-breakpoint
CREATE TRIGGER platform_security_events_append_only BEFORE UPDATE OR TRUNCATE ON platform_security_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_platform_security_event_change();
