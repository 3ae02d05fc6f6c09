CREATE TABLE "slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slides_title_idx" ON "slides" USING btree ("title_id");--> statement-breakpoint
CREATE INDEX "slides_sort_idx" ON "slides" USING btree ("sort");--> statement-breakpoint
-- A catalog seeded before the slider had slides showed the top list's first five: it keeps them.
INSERT INTO "slides" ("title_id", "sort", "active") SELECT "title_id", (row_number() OVER (ORDER BY "sort", "title_id") - 1)::int, true FROM "list_items" WHERE "list_key" = 'top' ORDER BY "sort", "title_id" LIMIT 5;
