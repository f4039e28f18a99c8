CREATE TABLE "content_page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "lander_bounces" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"lander" text NOT NULL,
	"variant" text NOT NULL,
	"slug" text,
	"seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lander_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"lander" text NOT NULL,
	"variant" text NOT NULL,
	"weight" smallint DEFAULT 50 NOT NULL,
	"headline" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"version" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"language" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lander_visits" ADD COLUMN "variant" text DEFAULT 'a' NOT NULL;--> statement-breakpoint
ALTER TABLE "lander_visits" DROP CONSTRAINT "lander_visits_site_id_day_lander_pk";--> statement-breakpoint
ALTER TABLE "lander_visits" ADD CONSTRAINT "lander_visits_site_id_day_lander_variant_pk" PRIMARY KEY("site_id","day","lander","variant");--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "terms_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "special_category_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_versions" ADD CONSTRAINT "content_page_versions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lander_bounces" ADD CONSTRAINT "lander_bounces_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lander_variants" ADD CONSTRAINT "lander_variants_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_page_versions_page_version_key" ON "content_page_versions" USING btree ("page_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_site_language_slug_key" ON "content_pages" USING btree ("site_id","language","slug");--> statement-breakpoint
CREATE INDEX "lander_bounces_site_created_idx" ON "lander_bounces" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lander_variants_site_lander_variant_key" ON "lander_variants" USING btree ("site_id","lander","variant");--> statement-breakpoint
CREATE INDEX "terms_acceptances_user_idx" ON "terms_acceptances" USING btree ("user_id","version");