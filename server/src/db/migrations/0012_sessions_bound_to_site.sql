-- Sessions are bound to the site they were made on (decision 019). Existing sessions take their member's site,
-- the only site a member can log in on.
ALTER TABLE "sessions" ADD COLUMN "site_id" integer;--> statement-breakpoint
UPDATE "sessions" SET "site_id" = "users"."site_id" FROM "users" WHERE "users"."id" = "sessions"."user_id";--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "site_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
