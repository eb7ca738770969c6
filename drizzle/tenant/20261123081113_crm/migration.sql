CREATE TABLE "brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"notes" text,
	"logo_key" text,
	"phone" text,
	"website" text,
	"industry" text,
	"brand_owner_id" uuid,
	"street" text,
	"city" text,
	"state" text,
	"country" text,
	"pin_code" text,
	"linkedin" text,
	"twitter" text,
	"facebook" text,
	"instagram" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_columns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text DEFAULT 'brand' NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"validation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"title" text,
	"requirement" text NOT NULL,
	"product_type" text DEFAULT 'Website' NOT NULL,
	"value" numeric(14, 2),
	"delivery_date" date,
	"stage" text DEFAULT 'New' NOT NULL,
	"priority" text DEFAULT 'Medium' NOT NULL,
	"urgency" text DEFAULT 'Medium' NOT NULL,
	"assigned_to_id" uuid,
	"cs_person_id" uuid,
	"description" text,
	"comment" text,
	"next_follow_up_date" date,
	"added_date" date DEFAULT current_date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date DEFAULT current_date NOT NULL,
	"brand_id" uuid NOT NULL,
	"hq" text,
	"client_name" text NOT NULL,
	"mobile_number" text,
	"email_id" text,
	"designation" text,
	"linkedin" text,
	"website" text,
	"stage" text DEFAULT 'New' NOT NULL,
	"outcome" text DEFAULT 'Pending' NOT NULL,
	"priority" text DEFAULT 'Medium' NOT NULL,
	"cs_person_id" uuid,
	"comment" text,
	"next_follow_up_date" date,
	"estimated_value" numeric(14, 2),
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"title" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"type" text DEFAULT 'Initial Call' NOT NULL,
	"mode" text DEFAULT 'Video Call' NOT NULL,
	"location" text,
	"meeting_link" text,
	"description" text,
	"notes" text,
	"status" text DEFAULT 'Scheduled' NOT NULL,
	"outcome" text DEFAULT 'Pending' NOT NULL,
	"comment" text,
	"next_follow_up_date" date,
	"cs_person_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_brand_owner_id_users_id_fk" FOREIGN KEY ("brand_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_cs_person_id_users_id_fk" FOREIGN KEY ("cs_person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_cs_person_id_users_id_fk" FOREIGN KEY ("cs_person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_cs_person_id_users_id_fk" FOREIGN KEY ("cs_person_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brands_created_at_idx" ON "brands" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "brands_name_sort_idx" ON "brands" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "brands_brand_owner_id_idx" ON "brands" USING btree ("brand_owner_id");--> statement-breakpoint
CREATE INDEX "brands_name_trgm_idx" ON "brands" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_industry_trgm_idx" ON "brands" USING gin ("industry" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_website_trgm_idx" ON "brands" USING gin ("website" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "brands_phone_trgm_idx" ON "brands" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "custom_columns_entity_name_key" ON "custom_columns" USING btree ("entity",lower("name"));--> statement-breakpoint
CREATE INDEX "custom_columns_entity_position_idx" ON "custom_columns" USING btree ("entity","position");--> statement-breakpoint
CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiries_added_date_idx" ON "enquiries" USING btree ("added_date");--> statement-breakpoint
CREATE INDEX "enquiries_lead_id_idx" ON "enquiries" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "enquiries_stage_idx" ON "enquiries" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "enquiries_product_type_idx" ON "enquiries" USING btree ("product_type");--> statement-breakpoint
CREATE INDEX "enquiries_priority_idx" ON "enquiries" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "enquiries_cs_person_id_idx" ON "enquiries" USING btree ("cs_person_id");--> statement-breakpoint
CREATE INDEX "enquiries_assigned_to_id_idx" ON "enquiries" USING btree ("assigned_to_id");--> statement-breakpoint
CREATE INDEX "enquiries_delivery_date_idx" ON "enquiries" USING btree ("delivery_date");--> statement-breakpoint
CREATE INDEX "enquiries_next_follow_up_date_idx" ON "enquiries" USING btree ("next_follow_up_date");--> statement-breakpoint
CREATE INDEX "enquiries_requirement_trgm_idx" ON "enquiries" USING gin ("requirement" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enquiries_title_trgm_idx" ON "enquiries" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_date_idx" ON "leads" USING btree ("date");--> statement-breakpoint
CREATE INDEX "leads_brand_id_idx" ON "leads" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "leads_stage_idx" ON "leads" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "leads_outcome_idx" ON "leads" USING btree ("outcome");--> statement-breakpoint
CREATE INDEX "leads_priority_idx" ON "leads" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "leads_cs_person_id_idx" ON "leads" USING btree ("cs_person_id");--> statement-breakpoint
CREATE INDEX "leads_next_follow_up_date_idx" ON "leads" USING btree ("next_follow_up_date");--> statement-breakpoint
CREATE INDEX "leads_client_name_trgm_idx" ON "leads" USING gin ("client_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_email_id_trgm_idx" ON "leads" USING gin ("email_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meetings_created_at_idx" ON "meetings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "meetings_lead_id_idx" ON "meetings" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "meetings_scheduled_at_idx" ON "meetings" USING btree ("scheduled_at");--> statement-breakpoint
CREATE INDEX "meetings_status_idx" ON "meetings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "meetings_type_idx" ON "meetings" USING btree ("type");--> statement-breakpoint
CREATE INDEX "meetings_outcome_idx" ON "meetings" USING btree ("outcome");--> statement-breakpoint
CREATE INDEX "meetings_cs_person_id_idx" ON "meetings" USING btree ("cs_person_id");--> statement-breakpoint
CREATE INDEX "meetings_next_follow_up_date_idx" ON "meetings" USING btree ("next_follow_up_date");--> statement-breakpoint
CREATE INDEX "meetings_title_trgm_idx" ON "meetings" USING gin ("title" gin_trgm_ops);