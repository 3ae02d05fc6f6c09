ALTER TABLE "people" ADD COLUMN "search_compact" text;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_skeleton" text;--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "search_compact" text;--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "search_skeleton" text;--> statement-breakpoint
CREATE INDEX "people_search_compact_trgm_idx" ON "people" USING gin ("search_compact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_search_skeleton_trgm_idx" ON "people" USING gin ("search_skeleton" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "titles_search_compact_trgm_idx" ON "titles" USING gin ("search_compact" gin_trgm_ops) WHERE "titles"."type" <> 'episode';--> statement-breakpoint
CREATE INDEX "titles_search_skeleton_trgm_idx" ON "titles" USING gin ("search_skeleton" gin_trgm_ops) WHERE "titles"."type" <> 'episode';