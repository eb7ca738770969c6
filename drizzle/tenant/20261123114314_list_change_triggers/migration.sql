-- Raises the table's change counter once per writing statement, inside the writer's transaction
-- (docs/decisions/0018-request-path.md). The counter table is named through TG_TABLE_SCHEMA so the
-- trigger never depends on the writer's search_path.
CREATE FUNCTION count_list_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO %I.change_counters AS c (table_name, changes) VALUES ($1, 1)
     ON CONFLICT (table_name) DO UPDATE SET changes = c.changes + 1',
    TG_TABLE_SCHEMA
  ) USING TG_TABLE_NAME;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leads_count_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_change();
--> statement-breakpoint
CREATE TRIGGER brands_count_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_change();
--> statement-breakpoint
CREATE TRIGGER meetings_count_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON meetings
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_change();
--> statement-breakpoint
CREATE TRIGGER enquiries_count_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON enquiries
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_change();
--> statement-breakpoint
CREATE TRIGGER users_count_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION count_list_change();
