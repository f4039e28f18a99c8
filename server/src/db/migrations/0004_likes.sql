CREATE TABLE "likes" (
	"liker_profile_id" integer NOT NULL,
	"liked_profile_id" integer NOT NULL,
	"source" text NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"low_profile_id" integer NOT NULL,
	"high_profile_id" integer NOT NULL,
	"completed_by_profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passes" (
	"profile_id" integer NOT NULL,
	"passed_profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"target_profile_id" integer NOT NULL,
	"liked" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_auto_like_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liker_profile_id_profiles_id_fk" FOREIGN KEY ("liker_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_liked_profile_id_profiles_id_fk" FOREIGN KEY ("liked_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_low_profile_id_profiles_id_fk" FOREIGN KEY ("low_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_high_profile_id_profiles_id_fk" FOREIGN KEY ("high_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passes" ADD CONSTRAINT "passes_passed_profile_id_profiles_id_fk" FOREIGN KEY ("passed_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swipes" ADD CONSTRAINT "swipes_target_profile_id_profiles_id_fk" FOREIGN KEY ("target_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "likes_pair_key" ON "likes" USING btree ("liker_profile_id","liked_profile_id");--> statement-breakpoint
CREATE INDEX "likes_liked_idx" ON "likes" USING btree ("liked_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "likes_liker_idx" ON "likes" USING btree ("liker_profile_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_pair_key" ON "matches" USING btree ("low_profile_id","high_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "passes_pair_key" ON "passes" USING btree ("profile_id","passed_profile_id");--> statement-breakpoint
CREATE INDEX "swipes_profile_idx" ON "swipes" USING btree ("profile_id","created_at");