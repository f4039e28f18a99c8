CREATE TABLE "live_cursors" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"last_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_cursors" ADD CONSTRAINT "live_cursors_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Members who already have events continue from their newest id.
INSERT INTO "live_cursors" ("profile_id", "last_id") SELECT "profile_id", max("id") FROM "live_events" GROUP BY "profile_id";
