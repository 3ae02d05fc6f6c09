-- Search's columns keep 10 histogram values, not 100 (docs/catalog.md "Figures"): the planner
-- estimated each LIKE, regular expression and word-similarity condition of a search by running
-- it on every histogram value of the column, which took longer than the query (a typo's title
-- query: 1.5 ms planned, 2.4 ms run). With fewer values it takes pg_trgm's default estimate, and
-- the plans still read the trigram indexes (tests/provider/scale.test.ts). ANALYZE applies it now.
ALTER TABLE "titles" ALTER COLUMN "search_text" SET STATISTICS 10, ALTER COLUMN "search_compact" SET STATISTICS 10, ALTER COLUMN "search_skeleton" SET STATISTICS 10;--> statement-breakpoint
ALTER TABLE "people" ALTER COLUMN "search_text" SET STATISTICS 10, ALTER COLUMN "search_compact" SET STATISTICS 10, ALTER COLUMN "search_skeleton" SET STATISTICS 10;--> statement-breakpoint
ANALYZE "titles";--> statement-breakpoint
ANALYZE "people";
