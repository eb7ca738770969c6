-- Keeps search_changes (packages/db/src/tenant/search-changes.ts, docs/decisions/0026): once per
-- writing statement, the ids it inserted, updated or deleted, with the writer's transaction id, in
-- the writer's transaction. Now and then (one statement in a hundred) the statement also removes
-- up to 10,000 rows older than an hour, skipping rows another writer is removing, so no writer ever
-- waits on another. The log is named through TG_TABLE_SCHEMA, so the trigger never depends on the
-- writer's search_path.
-- A long writer that defers its change counts (a CSV import, migration deferred_change_counts)
-- logs one row with the nil id instead of one per record: "read this table whole", which a reader
-- of 100,000 imported leads would do anyway.
CREATE FUNCTION log_search_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.deferred_change_counts', true) = 'on' THEN
    EXECUTE format(
      'INSERT INTO %1$I.search_changes (table_name, record_id) SELECT $1, $2
       WHERE NOT EXISTS (SELECT 1 FROM %1$I.search_changes
         WHERE xact = (pg_current_xact_id()::text)::bigint AND table_name = $1 AND record_id = $2)',
      TG_TABLE_SCHEMA
    ) USING TG_TABLE_NAME, '00000000-0000-0000-0000-000000000000'::uuid;
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO %I.search_changes (table_name, record_id) SELECT $1, id FROM changed_rows',
    TG_TABLE_SCHEMA
  ) USING TG_TABLE_NAME;
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
CREATE TRIGGER leads_search_changes_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
--> statement-breakpoint
CREATE TRIGGER leads_search_changes_update AFTER UPDATE ON leads
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
--> statement-breakpoint
CREATE TRIGGER leads_search_changes_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
--> statement-breakpoint
CREATE TRIGGER brands_search_changes_insert AFTER INSERT ON brands
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
--> statement-breakpoint
CREATE TRIGGER brands_search_changes_update AFTER UPDATE ON brands
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
--> statement-breakpoint
CREATE TRIGGER brands_search_changes_delete AFTER DELETE ON brands
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
--> statement-breakpoint
CREATE TRIGGER meetings_search_changes_insert AFTER INSERT ON meetings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
--> statement-breakpoint
CREATE TRIGGER meetings_search_changes_update AFTER UPDATE ON meetings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
--> statement-breakpoint
CREATE TRIGGER meetings_search_changes_delete AFTER DELETE ON meetings
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
--> statement-breakpoint
CREATE TRIGGER enquiries_search_changes_insert AFTER INSERT ON enquiries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
--> statement-breakpoint
CREATE TRIGGER enquiries_search_changes_update AFTER UPDATE ON enquiries
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
--> statement-breakpoint
CREATE TRIGGER enquiries_search_changes_delete AFTER DELETE ON enquiries
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
--> statement-breakpoint
CREATE TRIGGER users_search_changes_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
--> statement-breakpoint
CREATE TRIGGER users_search_changes_update AFTER UPDATE ON users
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
--> statement-breakpoint
CREATE TRIGGER users_search_changes_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION log_search_changes();
