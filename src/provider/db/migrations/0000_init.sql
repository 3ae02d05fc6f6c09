CREATE TYPE "public"."credit_role" AS ENUM('cast', 'director', 'producer', 'writer');--> statement-breakpoint
CREATE TYPE "public"."list_style" AS ENUM('normal', 'occasion');--> statement-breakpoint
CREATE TYPE "public"."person_kind" AS ENUM('director', 'iranian-actor', 'foreign-actor');--> statement-breakpoint
CREATE TYPE "public"."title_type" AS ENUM('movie', 'series', 'episode');--> statement-breakpoint
CREATE TABLE "app_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"fa" text NOT NULL,
	"en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fa" text NOT NULL,
	"active" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credits" (
	"title_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"role" "credit_role" NOT NULL,
	"character" text,
	"character_fa" text,
	"sort" integer NOT NULL,
	CONSTRAINT "credits_title_id_person_id_role_pk" PRIMARY KEY("title_id","person_id","role")
);
--> statement-breakpoint
CREATE TABLE "faq" (
	"id" serial PRIMARY KEY NOT NULL,
	"q" text NOT NULL,
	"a" text NOT NULL,
	"q_fa" text NOT NULL,
	"a_fa" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fa" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_items" (
	"list_key" text NOT NULL,
	"title_id" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "list_items_list_key_title_id_pk" PRIMARY KEY("list_key","title_id")
);
--> statement-breakpoint
CREATE TABLE "lists" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fa" text NOT NULL,
	"style" "list_style" NOT NULL,
	"on_home" boolean NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lives" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fa" text NOT NULL,
	"program" text NOT NULL,
	"program_fa" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"operator_fa" text NOT NULL,
	"desc" text NOT NULL,
	"desc_fa" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ownerships" (
	"user_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fa" text NOT NULL,
	"kind" "person_kind" NOT NULL,
	"birth_year" integer,
	"bio" text DEFAULT '' NOT NULL,
	"bio_fa" text DEFAULT '' NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fa" text NOT NULL,
	"toman" integer NOT NULL,
	"days" integer NOT NULL,
	"description" text NOT NULL,
	"description_fa" text NOT NULL,
	"discount_percent" integer,
	"discount_price" integer,
	"discount_day" integer
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"domain" text PRIMARY KEY NOT NULL,
	"app_name" text NOT NULL,
	"app_name_fa" text NOT NULL,
	"main" boolean NOT NULL,
	"logo" text NOT NULL,
	"logo_dark" text NOT NULL,
	"ref" integer NOT NULL,
	"show_app" integer NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"instagram" text NOT NULL,
	"telegram" text NOT NULL,
	"samandehi_id" text NOT NULL,
	"samandehi_p" text NOT NULL,
	"enamad_id" text NOT NULL,
	"enamad_code" text NOT NULL,
	"operator_fullrate" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_genres" (
	"title_id" integer NOT NULL,
	"genre_key" text NOT NULL,
	CONSTRAINT "title_genres_title_id_genre_key_pk" PRIMARY KEY("title_id","genre_key")
);
--> statement-breakpoint
CREATE TABLE "titles" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" "title_type" NOT NULL,
	"series_id" integer,
	"season_number" integer,
	"episode_number" integer,
	"name" text NOT NULL,
	"name_fa" text NOT NULL,
	"year" integer NOT NULL,
	"rate" real NOT NULL,
	"age" text NOT NULL,
	"runtime" integer NOT NULL,
	"overview" text NOT NULL,
	"overview_fa" text NOT NULL,
	"ir" boolean NOT NULL,
	"persian" boolean NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"vod" boolean DEFAULT true NOT NULL,
	"traffic" boolean DEFAULT true NOT NULL,
	"ekran" boolean DEFAULT false NOT NULL,
	"price" integer,
	"release_at" timestamp with time zone,
	"claps" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topsearch" (
	"id" serial PRIMARY KEY NOT NULL,
	"fa" text NOT NULL,
	"en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"ref" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_list_key_lists_key_fk" FOREIGN KEY ("list_key") REFERENCES "public"."lists"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_items" ADD CONSTRAINT "list_items_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownerships" ADD CONSTRAINT "ownerships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ownerships" ADD CONSTRAINT "ownerships_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_genres" ADD CONSTRAINT "title_genres_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_genres" ADD CONSTRAINT "title_genres_genre_key_genres_key_fk" FOREIGN KEY ("genre_key") REFERENCES "public"."genres"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credits_person_idx" ON "credits" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ownerships_user_title_idx" ON "ownerships" USING btree ("user_id","title_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "title_genres_genre_idx" ON "title_genres" USING btree ("genre_key");--> statement-breakpoint
CREATE INDEX "titles_type_idx" ON "titles" USING btree ("type");--> statement-breakpoint
CREATE INDEX "titles_series_idx" ON "titles" USING btree ("series_id","season_number","episode_number");