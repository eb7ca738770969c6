CREATE TABLE "list_layouts" (
	"person_id" uuid NOT NULL,
	"list" text NOT NULL,
	"layout" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_layouts_person_id_list_pk" PRIMARY KEY("person_id","list")
);
--> statement-breakpoint
ALTER TABLE "list_layouts" ADD CONSTRAINT "list_layouts_person_id_users_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;