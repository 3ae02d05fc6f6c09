DROP TABLE "login_guards" CASCADE;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "foreign_attempts" integer DEFAULT 0 NOT NULL;