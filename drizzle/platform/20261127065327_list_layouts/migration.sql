CREATE TABLE "super_admin_list_layouts" (
	"person_id" uuid NOT NULL,
	"list" text NOT NULL,
	"layout" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "super_admin_list_layouts_person_id_list_pk" PRIMARY KEY("person_id","list")
);
--> statement-breakpoint
ALTER TABLE "super_admin_list_layouts" ADD CONSTRAINT "super_admin_list_layouts_person_id_super_admins_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."super_admins"("id") ON DELETE cascade ON UPDATE no action;