CREATE INDEX "enquiries_custom_fields_trgm_idx" ON "enquiries" USING gin (("custom_fields"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_custom_fields_idx" ON "enquiries" USING gin ("custom_fields");--> statement-breakpoint
CREATE INDEX "leads_custom_fields_trgm_idx" ON "leads" USING gin (("custom_fields"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_custom_fields_idx" ON "leads" USING gin ("custom_fields");--> statement-breakpoint
CREATE INDEX "meetings_custom_fields_trgm_idx" ON "meetings" USING gin (("custom_fields"::text) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meetings_custom_fields_idx" ON "meetings" USING gin ("custom_fields");