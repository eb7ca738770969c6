-- Keeps search_words (the words of every name the global search matches by similar spelling,
-- docs/decisions/0021) in step with the named tables: once per writing statement, the new rows'
-- words that are not in the list yet are added, in the writer's transaction. TG_ARGV[0] is the
-- name column; the pattern is nameWords' in packages/db/src/tenant/search-words.ts. The word list
-- is named through TG_TABLE_SCHEMA, so the trigger never depends on the writer's search_path.
CREATE FUNCTION add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO %1$I.search_words (word)
     SELECT DISTINCT w
     FROM new_rows, unnest(regexp_split_to_array(lower(new_rows.%2$I), ''[[:space:][:punct:]]+'')) w
     WHERE w <> '''' AND NOT EXISTS (SELECT 1 FROM %1$I.search_words s WHERE s.word = w)',
    TG_TABLE_SCHEMA, TG_ARGV[0]
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER leads_search_words_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_words('client_name');
--> statement-breakpoint
CREATE TRIGGER leads_search_words_update AFTER UPDATE ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_words('client_name');
--> statement-breakpoint
CREATE TRIGGER brands_search_words_insert AFTER INSERT ON brands
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_words('name');
--> statement-breakpoint
CREATE TRIGGER brands_search_words_update AFTER UPDATE ON brands
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_words('name');
--> statement-breakpoint
CREATE TRIGGER meetings_search_words_insert AFTER INSERT ON meetings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_words('title');
--> statement-breakpoint
CREATE TRIGGER meetings_search_words_update AFTER UPDATE ON meetings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_words('title');
--> statement-breakpoint
CREATE TRIGGER enquiries_search_words_insert AFTER INSERT ON enquiries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_words('requirement');
--> statement-breakpoint
CREATE TRIGGER enquiries_search_words_update AFTER UPDATE ON enquiries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_words('requirement');
--> statement-breakpoint
CREATE TRIGGER users_search_words_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_words('name');
--> statement-breakpoint
CREATE TRIGGER users_search_words_update AFTER UPDATE ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION add_search_words('name');
--> statement-breakpoint
-- The words of the records already there.
INSERT INTO search_words (word)
SELECT DISTINCT w FROM (
  SELECT client_name AS name FROM leads
  UNION ALL SELECT name FROM brands
  UNION ALL SELECT title FROM meetings
  UNION ALL SELECT requirement FROM enquiries
  UNION ALL SELECT name FROM users
) named, unnest(regexp_split_to_array(lower(named.name), '[[:space:][:punct:]]+')) w
WHERE w <> '';
