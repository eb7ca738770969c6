-- A long writer may raise its tables' change counters once, just before it commits, instead of once
-- per statement (docs/decisions/0018-request-path.md): raising a counter locks its row until the
-- commit, so a CSV import raising it with its first batch held every other writer of the table
-- (a lead created, a card moved on the board) until the whole import had committed. The import sets
-- app.deferred_change_counts for its own transaction and raises the counter itself at the end.
CREATE OR REPLACE FUNCTION count_list_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.deferred_change_counts', true) = 'on' THEN
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO %I.change_counters AS c (table_name, changes) VALUES ($1, 1)
     ON CONFLICT (table_name) DO UPDATE SET changes = c.changes + 1',
    TG_TABLE_SCHEMA
  ) USING TG_TABLE_NAME;
  RETURN NULL;
END
$$;
