CREATE TABLE "data_usage" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "data_usage_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "data_saver" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "data_usage" ADD CONSTRAINT "data_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;