CREATE TABLE "security_events" (
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
	CONSTRAINT "security_events_actor_label_bound" CHECK (char_length("security_events"."actor_label") <= 320),
	CONSTRAINT "security_events_subject_label_bound" CHECK (char_length("security_events"."subject_label") <= 320),
	CONSTRAINT "security_events_ip_bound" CHECK (char_length("security_events"."ip") <= 64),
	CONSTRAINT "security_events_user_agent_bound" CHECK (char_length("security_events"."user_agent") <= 512),
	CONSTRAINT "security_events_detail_bound" CHECK (octet_length("security_events"."detail"::text) <= 4096)
);
--> statement-breakpoint
CREATE INDEX "security_events_at_idx" ON "security_events" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "security_events_actor_idx" ON "security_events" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "security_events_type_idx" ON "security_events" USING btree ("type","at");--> statement-breakpoint
-- The log is append-only (docs/decisions/0027-security-log.md): no statement may change an event,
-- and only the retention job removes them, old ones, with DELETE (never TRUNCATE).
CREATE FUNCTION refuse_security_event_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'security events are append-only: % refused on %', TG_OP, TG_TABLE_NAME;
END
$$;
--> statement-breakpoint
CREATE TRIGGER security_events_append_only BEFORE UPDATE OR TRUNCATE ON security_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_security_event_change();
