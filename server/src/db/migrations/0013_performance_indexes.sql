DROP INDEX "profiles_search_idx";--> statement-breakpoint
CREATE INDEX "likes_new_idx" ON "likes" USING btree ("liked_profile_id","liker_profile_id") WHERE "likes"."is_new";--> statement-breakpoint
CREATE INDEX "profiles_search_region_idx" ON "profiles" USING btree ("country","region","gender","has_photo","last_active_at","id","date_of_birth") WHERE "profiles"."status" = 'active' and not "profiles"."is_invisible";--> statement-breakpoint
-- hand-written: begin
-- Country and region go together (a region lies in one country): with this the planner estimates a
-- region's share of its country instead of multiplying the two shares, and keeps the region search's
-- capped count an ordered index-only scan (docs/performance.md).
CREATE STATISTICS IF NOT EXISTS "profiles_country_region_stats" (dependencies) ON "country", "region" FROM "profiles";
-- hand-written: end
