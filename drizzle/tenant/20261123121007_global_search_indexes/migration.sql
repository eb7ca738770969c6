CREATE INDEX "brands_name_search_idx" ON "brands" USING btree (lower("name") collate "C");--> statement-breakpoint
CREATE INDEX "enquiries_requirement_search_idx" ON "enquiries" USING btree (lower("requirement") collate "C");--> statement-breakpoint
CREATE INDEX "leads_client_name_search_idx" ON "leads" USING btree (lower("client_name") collate "C");--> statement-breakpoint
CREATE INDEX "meetings_title_search_idx" ON "meetings" USING btree (lower("title") collate "C");