-- A title may have a teaser, free to everyone (docs/media.md "Teasers").
ALTER TABLE "titles" ADD COLUMN "teaser" boolean DEFAULT false NOT NULL;
