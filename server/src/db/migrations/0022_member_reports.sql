CREATE TABLE "member_report_messages" (
	"report_id" integer NOT NULL,
	"message_id" integer,
	"sender_profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_user_id" integer NOT NULL,
	"reported_profile_id" integer NOT NULL,
	"photo_id" integer,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"action" text,
	"statement" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"appeal_text" text,
	"appealed_at" timestamp with time zone,
	"appeal_outcome" text,
	"appeal_statement" text,
	"appeal_decided_by" integer,
	"appeal_decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_report_messages" ADD CONSTRAINT "member_report_messages_report_id_member_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."member_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_report_messages" ADD CONSTRAINT "member_report_messages_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_reported_profile_id_profiles_id_fk" FOREIGN KEY ("reported_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_reports" ADD CONSTRAINT "member_reports_appeal_decided_by_staff_id_fk" FOREIGN KEY ("appeal_decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_report_messages_report_idx" ON "member_report_messages" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "member_reports_status_idx" ON "member_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "member_reports_reporter_idx" ON "member_reports" USING btree ("reporter_user_id","created_at");--> statement-breakpoint
CREATE INDEX "member_reports_reported_idx" ON "member_reports" USING btree ("reported_profile_id","created_at");--> statement-breakpoint
CREATE INDEX "member_reports_appeal_idx" ON "member_reports" USING btree ("appealed_at") WHERE "member_reports"."appealed_at" is not null and "member_reports"."appeal_outcome" is null;