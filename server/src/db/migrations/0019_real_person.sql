CREATE TABLE "real_person_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"user_id" integer,
	"profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "real_person_questions" ADD CONSTRAINT "real_person_questions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_person_questions" ADD CONSTRAINT "real_person_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_person_questions" ADD CONSTRAINT "real_person_questions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "real_person_questions_profile_idx" ON "real_person_questions" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "real_person_questions_user_idx" ON "real_person_questions" USING btree ("user_id") WHERE "real_person_questions"."user_id" is not null;