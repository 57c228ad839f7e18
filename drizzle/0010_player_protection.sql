CREATE TABLE "protection_blocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"account_pk" bigint NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"resume_requested_at" timestamp with time zone,
	"lifted_at" timestamp with time zone,
	"created_by" text NOT NULL,
	CONSTRAINT "protection_blocks_kind_ck" CHECK ("protection_blocks"."kind" in ('timeout', 'self_exclusion'))
);
--> statement-breakpoint
CREATE TABLE "protection_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"account_pk" bigint NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_limits" (
	"account_pk" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_at" timestamp with time zone,
	"pending_amount" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "protection_limits_kind_ck" CHECK ("protection_limits"."kind" in ('deposit', 'loss', 'wager', 'session')),
	CONSTRAINT "protection_limits_period_ck" CHECK ("protection_limits"."period" in ('day', 'week', 'month', 'session')),
	CONSTRAINT "protection_limits_amount_ck" CHECK ("protection_limits"."amount" > 0 and "protection_limits"."pending_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "protection_settings" (
	"account_pk" bigint PRIMARY KEY NOT NULL,
	"reality_check_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "protection_blocks" ADD CONSTRAINT "protection_blocks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_blocks" ADD CONSTRAINT "protection_blocks_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_events" ADD CONSTRAINT "protection_events_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_events" ADD CONSTRAINT "protection_events_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_limits" ADD CONSTRAINT "protection_limits_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_settings" ADD CONSTRAINT "protection_settings_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_blocks_phone_idx" ON "protection_blocks" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "protection_blocks_email_idx" ON "protection_blocks" USING btree ("email");--> statement-breakpoint
CREATE INDEX "protection_events_account_idx" ON "protection_events" USING btree ("account_pk","at");--> statement-breakpoint
CREATE UNIQUE INDEX "protection_limits_uq" ON "protection_limits" USING btree ("account_pk","kind","period");