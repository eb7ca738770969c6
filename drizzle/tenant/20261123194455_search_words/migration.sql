CREATE TABLE "search_words" (
	"word" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_word_idx" ON "search_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_name_words_idx" ON "users" USING gin (regexp_split_to_array(lower("name"), '[[:space:][:punct:]]+'));--> statement-breakpoint
CREATE INDEX "brands_name_words_idx" ON "brands" USING gin (regexp_split_to_array(lower("name"), '[[:space:][:punct:]]+'));--> statement-breakpoint
CREATE INDEX "enquiries_requirement_words_idx" ON "enquiries" USING gin (regexp_split_to_array(lower("requirement"), '[[:space:][:punct:]]+'));--> statement-breakpoint
CREATE INDEX "leads_client_name_words_idx" ON "leads" USING gin (regexp_split_to_array(lower("client_name"), '[[:space:][:punct:]]+'));--> statement-breakpoint
CREATE INDEX "meetings_title_words_idx" ON "meetings" USING gin (regexp_split_to_array(lower("title"), '[[:space:][:punct:]]+'));