CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"kvk" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"tradenames" text[] DEFAULT '{}' NOT NULL,
	"vat_numbers" text[] DEFAULT '{}' NOT NULL,
	"support_phone" text NOT NULL,
	"delete_discount" smallint DEFAULT 0 NOT NULL,
	"added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"filename" text NOT NULL,
	"thumb_filename" text NOT NULL,
	"match_filename" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"sexuality" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"country" char(2) NOT NULL,
	"region" text NOT NULL,
	"city" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"hair_colour" text,
	"eye_colour" text,
	"body_type" text,
	"relationship_status" text,
	"height_cm" smallint,
	"interests" text[] DEFAULT '{}' NOT NULL,
	"is_fictional" boolean DEFAULT false NOT NULL,
	"is_cam" boolean DEFAULT false NOT NULL,
	"is_resell" boolean DEFAULT false NOT NULL,
	"is_invisible" boolean DEFAULT false NOT NULL,
	"main_photo_id" integer,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL,
	"domain_language" text NOT NULL,
	"cdn_prefix" text DEFAULT '/media/' NOT NULL,
	"niche" smallint DEFAULT 1 NOT NULL,
	"signups" text DEFAULT 'all' NOT NULL,
	"logged_out_search" boolean DEFAULT true NOT NULL,
	"logged_out_search_trafficsource" boolean DEFAULT true NOT NULL,
	"minimum_message_costs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"support_phone" text NOT NULL,
	"support_email" text NOT NULL,
	"fictional_icon" text DEFAULT '✱' NOT NULL,
	"enable_site_entry_popup" text DEFAULT 'yes' NOT NULL,
	"countries" text[] NOT NULL,
	"country_languages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"index_title" text NOT NULL,
	"description" text NOT NULL,
	"visible_profile_fields" text[] DEFAULT '{}' NOT NULL,
	"visible_profile_notes" boolean DEFAULT true NOT NULL,
	"message_credits" integer DEFAULT 1 NOT NULL,
	"signup_credits" integer DEFAULT 0 NOT NULL,
	"photo_credits" integer DEFAULT 2 NOT NULL,
	"gift_credits" integer DEFAULT 5 NOT NULL,
	"message_length" integer DEFAULT 1000 NOT NULL,
	"search_fields" text[] DEFAULT '{}' NOT NULL,
	"fictional_warning" text NOT NULL,
	"fictional_singular" text NOT NULL,
	"fictional_plural" text NOT NULL,
	"refund_days" integer DEFAULT 14 NOT NULL,
	"member_resell" boolean DEFAULT false NOT NULL,
	"mail_name" text NOT NULL,
	"min_age" smallint DEFAULT 18 NOT NULL,
	"show_language_dropdown" boolean DEFAULT true NOT NULL,
	"us_footer" boolean DEFAULT false NOT NULL,
	"interests" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_profile_idx" ON "photos" USING btree ("profile_id","position");--> statement-breakpoint
CREATE INDEX "profiles_search_idx" ON "profiles" USING btree ("country","gender","date_of_birth") WHERE "profiles"."status" = 'active' and not "profiles"."is_invisible";--> statement-breakpoint
CREATE INDEX "profiles_recent_idx" ON "profiles" USING btree ("last_active_at") WHERE "profiles"."status" = 'active' and not "profiles"."is_invisible";--> statement-breakpoint
CREATE UNIQUE INDEX "sites_domain_key" ON "sites" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_single_default" ON "sites" USING btree ("is_default") WHERE "sites"."is_default";