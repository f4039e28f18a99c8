DROP INDEX "profiles_recent_idx";--> statement-breakpoint
DROP INDEX "profiles_search_page_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "has_photo" boolean GENERATED ALWAYS AS (main_photo_id is not null) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_recent_idx" ON "profiles" USING btree ("has_photo","last_active_at") WHERE "profiles"."status" = 'active' and not "profiles"."is_invisible";--> statement-breakpoint
CREATE INDEX "profiles_search_page_idx" ON "profiles" USING btree ("country","gender","has_photo","last_active_at","id","date_of_birth") WHERE "profiles"."status" = 'active' and not "profiles"."is_invisible";