CREATE TABLE "payment_items" (
	"payment_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "payment_items_payment_id_title_id_pk" PRIMARY KEY("payment_id","title_id")
);
--> statement-breakpoint
ALTER TABLE "screening_tickets" ADD COLUMN "needs_verification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "screening_tickets" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "screening_tickets" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "screening_tickets" ADD COLUMN "code_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "screening_tickets" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;