CREATE INDEX "people_search_trgm_idx" ON "people" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_kind_idx" ON "people" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "titles_search_trgm_idx" ON "titles" USING gin ("search_text" gin_trgm_ops) WHERE "titles"."type" <> 'episode';--> statement-breakpoint
CREATE INDEX "titles_rated_idx" ON "titles" USING btree ("rate" DESC NULLS FIRST,"id") WHERE "titles"."type" <> 'episode';