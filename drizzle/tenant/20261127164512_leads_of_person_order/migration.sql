-- A team member who sees only their own leads (record visibility `own`) reads them off this index in
-- the list's order, newest first: a search or a board column stops once its page is full instead of
-- reading every lead of theirs and sorting, and the stage, a key column, is checked in the index, so
-- a column with none of their leads reads no lead at all. It also serves what the single-column
-- index did (the CS person filter, a person's removal).
DROP INDEX "leads_cs_person_id_idx";--> statement-breakpoint
CREATE INDEX "leads_cs_person_id_created_at_idx" ON "leads" USING btree ("cs_person_id","created_at" DESC NULLS FIRST,"id","stage");
