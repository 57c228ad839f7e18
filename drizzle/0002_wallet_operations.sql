CREATE TABLE "bank_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"account_pk" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"account_pk" bigint NOT NULL,
	"reference" text NOT NULL,
	"method" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "deposits_amount_ck" CHECK ("deposits"."amount_minor" > 0),
	CONSTRAINT "deposits_status_ck" CHECK ("deposits"."status" in ('pending', 'paid', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"account_pk" bigint NOT NULL,
	"kind" text DEFAULT 'message' NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"reward_type" text,
	"reward_amount" bigint,
	"read_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_messages_kind_ck" CHECK ("inbox_messages"."kind" in ('welcome', 'message')),
	CONSTRAINT "inbox_messages_reward_ck" CHECK (("inbox_messages"."reward_type" is null and "inbox_messages"."reward_amount" is null) or ("inbox_messages"."reward_type" in ('cash', 'game_token', 'minigame_token') and "inbox_messages"."reward_amount" > 0))
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "bank_account_id" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_messages" ADD CONSTRAINT "inbox_messages_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_account_number_uq" ON "bank_accounts" USING btree ("account_pk","bank_name","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_reference_uq" ON "deposits" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_account_key_uq" ON "deposits" USING btree ("account_pk","idempotency_key");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inbox_messages_account_idx" ON "inbox_messages" USING btree ("account_pk","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_welcome_uq" ON "inbox_messages" USING btree ("account_pk") WHERE "inbox_messages"."kind" = 'welcome';--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_account_key_uq" ON "withdrawals" USING btree ("account_pk","idempotency_key");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");