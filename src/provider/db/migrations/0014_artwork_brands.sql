ALTER TABLE "people" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "address_fa" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "ref_from" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "ref_to" integer;--> statement-breakpoint
ALTER TABLE "titles" ADD COLUMN "artwork" jsonb DEFAULT '{}'::jsonb NOT NULL;