CREATE TABLE "seasons" (
	"series_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"name_fa" text DEFAULT '' NOT NULL,
	CONSTRAINT "seasons_series_id_number_pk" PRIMARY KEY("series_id","number")
);
--> statement-breakpoint
DROP INDEX "titles_series_idx";--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_series_id_titles_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "titles_series_idx" ON "titles" USING btree ("series_id","season_number","episode_number");