CREATE TABLE "spending_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"currency" char(3) NOT NULL,
	"daily_cents" integer,
	"weekly_cents" integer,
	"monthly_cents" integer,
	"pending_currency" char(3),
	"pending_daily_cents" integer,
	"pending_weekly_cents" integer,
	"pending_monthly_cents" integer,
	"pending_effective_at" timestamp with time zone,
	"prompt_dismissed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spending_limits" ADD CONSTRAINT "spending_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;