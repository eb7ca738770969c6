-- The tenant triggers, written so that they run the same on one PostgreSQL node and on a Citus
-- worker holding the company's schema (docs/decisions/0034-triggers-on-every-node.md):
-- * the table is named by the trigger's argument: on a worker TG_TABLE_NAME is the shard's name
--   (leads_102008), not the table's;
-- * a transition table is read into an array first, by a statement naming no other table: a
--   statement that names a tenant table runs through Citus's planner on a worker, which loses the
--   transition table ("could not find named tuplestore");
-- * TRUNCATE has triggers of its own: Citus does not place a trigger that also fires on TRUNCATE on
--   the shard, while a TRUNCATE trigger alone fires on the coordinator's table.
CREATE OR REPLACE FUNCTION count_list_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.deferred_change_counts', true) = 'on' THEN
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO %I.change_counters AS c (table_name, changes) VALUES ($1, 1)
     ON CONFLICT (table_name) DO UPDATE SET changes = c.changes + 1',
    TG_TABLE_SCHEMA
  ) USING TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[];
BEGIN
  EXECUTE format(
    'SELECT array_agg(DISTINCT w)
     FROM new_rows, unnest(regexp_split_to_array(lower(new_rows.%I), ''[[:space:][:punct:]]+'')) w
     WHERE w <> ''''',
    TG_ARGV[0]
  ) INTO words;
  IF words IS NULL THEN
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO %1$I.search_words (word)
     SELECT w FROM unnest($1::text[]) w
     WHERE NOT EXISTS (SELECT 1 FROM %1$I.search_words s WHERE s.word = w)',
    TG_TABLE_SCHEMA
  ) USING words;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION log_search_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
  logged boolean;
BEGIN
  -- Asked, then written, rather than one INSERT ... SELECT ... WHERE NOT EXISTS, which Citus 13.2
  -- sends to the shard mangled (a syntax error). Only this transaction writes rows with its id.
  IF current_setting('app.deferred_change_counts', true) = 'on' THEN
    EXECUTE format(
      'SELECT EXISTS (SELECT 1 FROM %I.search_changes
         WHERE xact = (pg_current_xact_id()::text)::bigint AND table_name = $1 AND record_id = $2)',
      TG_TABLE_SCHEMA
    ) INTO logged USING TG_ARGV[0], '00000000-0000-0000-0000-000000000000'::uuid;
    IF NOT logged THEN
      EXECUTE format('INSERT INTO %I.search_changes (table_name, record_id) VALUES ($1, $2)', TG_TABLE_SCHEMA)
        USING TG_ARGV[0], '00000000-0000-0000-0000-000000000000'::uuid;
    END IF;
    RETURN NULL;
  END IF;
  SELECT array_agg(id) INTO ids FROM changed_rows;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO %I.search_changes (table_name, record_id) SELECT $1, unnest($2::uuid[])',
    TG_TABLE_SCHEMA
  ) USING TG_ARGV[0], ids;
  IF random() < 0.01 THEN
    EXECUTE format(
      'DELETE FROM %1$I.search_changes WHERE ctid = ANY (ARRAY(
         SELECT ctid FROM %1$I.search_changes WHERE changed_at < now() - interval ''1 hour''
         LIMIT 10000 FOR UPDATE SKIP LOCKED))',
      TG_TABLE_SCHEMA
    );
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER leads_count_changes ON leads;
--> statement-breakpoint
CREATE TRIGGER leads_count_changes AFTER INSERT OR UPDATE OR DELETE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_change('leads');
--> statement-breakpoint
CREATE TRIGGER leads_count_truncates AFTER TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_change('leads');
--> statement-breakpoint
DROP TRIGGER brands_count_changes ON brands;
--> statement-breakpoint
CREATE TRIGGER brands_count_changes AFTER INSERT OR UPDATE OR DELETE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_change('brands');
--> statement-breakpoint
CREATE TRIGGER brands_count_truncates AFTER TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_change('brands');
--> statement-breakpoint
DROP TRIGGER meetings_count_changes ON meetings;
--> statement-breakpoint
CREATE TRIGGER meetings_count_changes AFTER INSERT OR UPDATE OR DELETE ON meetings
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_change('meetings');
--> statement-breakpoint
CREATE TRIGGER meetings_count_truncates AFTER TRUNCATE ON meetings
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_change('meetings');
--> statement-breakpoint
DROP TRIGGER enquiries_count_changes ON enquiries;
--> statement-breakpoint
CREATE TRIGGER enquiries_count_changes AFTER INSERT OR UPDATE OR DELETE ON enquiries
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_change('enquiries');
--> statement-breakpoint
CREATE TRIGGER enquiries_count_truncates AFTER TRUNCATE ON enquiries
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_change('enquiries');
--> statement-breakpoint
DROP TRIGGER users_count_changes ON users;
--> statement-breakpoint
CREATE TRIGGER users_count_changes AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_change('users');
--> statement-breakpoint
CREATE TRIGGER users_count_truncates AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_change('users');
--> statement-breakpoint
DROP TRIGGER leads_search_changes_insert ON leads;
--> statement-breakpoint
CREATE TRIGGER leads_search_changes_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes('leads');
--> statement-breakpoint
DROP TRIGGER leads_search_changes_update ON leads;
--> statement-breakpoint
CREATE TRIGGER leads_search_changes_update AFTER UPDATE ON leads
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes('leads');
--> statement-breakpoint
DROP TRIGGER leads_search_changes_delete ON leads;
--> statement-breakpoint
CREATE TRIGGER leads_search_changes_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes('leads');
--> statement-breakpoint
DROP TRIGGER brands_search_changes_insert ON brands;
--> statement-breakpoint
CREATE TRIGGER brands_search_changes_insert AFTER INSERT ON brands
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes('brands');
--> statement-breakpoint
DROP TRIGGER brands_search_changes_update ON brands;
--> statement-breakpoint
CREATE TRIGGER brands_search_changes_update AFTER UPDATE ON brands
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes('brands');
--> statement-breakpoint
DROP TRIGGER brands_search_changes_delete ON brands;
--> statement-breakpoint
CREATE TRIGGER brands_search_changes_delete AFTER DELETE ON brands
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes('brands');
--> statement-breakpoint
DROP TRIGGER meetings_search_changes_insert ON meetings;
--> statement-breakpoint
CREATE TRIGGER meetings_search_changes_insert AFTER INSERT ON meetings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes('meetings');
--> statement-breakpoint
DROP TRIGGER meetings_search_changes_update ON meetings;
--> statement-breakpoint
CREATE TRIGGER meetings_search_changes_update AFTER UPDATE ON meetings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes('meetings');
--> statement-breakpoint
DROP TRIGGER meetings_search_changes_delete ON meetings;
--> statement-breakpoint
CREATE TRIGGER meetings_search_changes_delete AFTER DELETE ON meetings
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes('meetings');
--> statement-breakpoint
DROP TRIGGER enquiries_search_changes_insert ON enquiries;
--> statement-breakpoint
CREATE TRIGGER enquiries_search_changes_insert AFTER INSERT ON enquiries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes('enquiries');
--> statement-breakpoint
DROP TRIGGER enquiries_search_changes_update ON enquiries;
--> statement-breakpoint
CREATE TRIGGER enquiries_search_changes_update AFTER UPDATE ON enquiries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes('enquiries');
--> statement-breakpoint
DROP TRIGGER enquiries_search_changes_delete ON enquiries;
--> statement-breakpoint
CREATE TRIGGER enquiries_search_changes_delete AFTER DELETE ON enquiries
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes('enquiries');
--> statement-breakpoint
DROP TRIGGER users_search_changes_insert ON users;
--> statement-breakpoint
CREATE TRIGGER users_search_changes_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes('users');
--> statement-breakpoint
DROP TRIGGER users_search_changes_update ON users;
--> statement-breakpoint
CREATE TRIGGER users_search_changes_update AFTER UPDATE ON users
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes('users');
--> statement-breakpoint
DROP TRIGGER users_search_changes_delete ON users;
--> statement-breakpoint
CREATE TRIGGER users_search_changes_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes('users');
--> statement-breakpoint
DROP TRIGGER security_events_append_only ON security_events;
--> statement-breakpoint
CREATE TRIGGER security_events_append_only BEFORE UPDATE ON security_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_security_event_change();
--> statement-breakpoint
CREATE TRIGGER security_events_no_truncate BEFORE TRUNCATE ON security_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_security_event_change();
--> statement-breakpoint
-- The two tables without a primary key are logged whole for logical replication, so Citus can move
-- a company's schema to another worker while it is written (citus_schema_move, infra/scale-out.md).
ALTER TABLE search_changes REPLICA IDENTITY FULL;
--> statement-breakpoint
ALTER TABLE search_words REPLICA IDENTITY FULL;
