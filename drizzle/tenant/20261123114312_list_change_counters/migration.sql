CREATE TABLE "change_counters" (
	"table_name" text PRIMARY KEY NOT NULL,
	"changes" bigint DEFAULT 0 NOT NULL
);
