CREATE TABLE "account_signups" (
	"account_pk" bigint PRIMARY KEY NOT NULL,
	"referrer_code" text DEFAULT '' NOT NULL,
	"ch" text DEFAULT '' NOT NULL,
	"cm" text DEFAULT '' NOT NULL,
	"pp" text DEFAULT '' NOT NULL,
	"affiliate_code" text DEFAULT '' NOT NULL,
	"fbp" text DEFAULT '' NOT NULL,
	"appsflyer_id" text DEFAULT '' NOT NULL,
	"visitor_id" text DEFAULT '' NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credentials" (
	"account_pk" bigint PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"account_pk" bigint NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_pk" bigint NOT NULL,
	"brand_id" integer NOT NULL,
	"balance" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_ck" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_after_ck" CHECK ("ledger_entries"."balance_after" >= 0),
	CONSTRAINT "ledger_entries_balance_ck" CHECK ("ledger_entries"."balance" in ('cash', 'cash_held', 'game_token', 'minigame_token', 'minigame_frozen'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_pk" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text DEFAULT '' NOT NULL,
	"ip_address" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"account_id" text NOT NULL,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"driver" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tac_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_pk" bigint NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "tac_codes_purpose_ck" CHECK ("tac_codes"."purpose" in ('register', 'login', 'forgot_password'))
);
--> statement-breakpoint
CREATE TABLE "vip_progress" (
	"account_pk" bigint PRIMARY KEY NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"cycle_deposit" bigint DEFAULT 0 NOT NULL,
	"cycle_turnover" bigint DEFAULT 0 NOT NULL,
	"starting_deposit" bigint DEFAULT 0 NOT NULL,
	"starting_turnover" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"account_pk" bigint PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"currency" text NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"cash_held" bigint DEFAULT 0 NOT NULL,
	"game_token" bigint DEFAULT 0 NOT NULL,
	"minigame_token" bigint DEFAULT 0 NOT NULL,
	"minigame_frozen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_cash_ck" CHECK ("wallets"."cash" >= 0),
	CONSTRAINT "wallets_held_ck" CHECK ("wallets"."cash_held" >= 0 and "wallets"."cash_held" <= "wallets"."cash"),
	CONSTRAINT "wallets_game_token_ck" CHECK ("wallets"."game_token" >= 0),
	CONSTRAINT "wallets_minigame_token_ck" CHECK ("wallets"."minigame_token" >= 0),
	CONSTRAINT "wallets_minigame_frozen_ck" CHECK ("wallets"."minigame_frozen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "account_signups" ADD CONSTRAINT "account_signups_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tac_codes" ADD CONSTRAINT "tac_codes_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_progress" ADD CONSTRAINT "vip_progress_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_account_game_uq" ON "favourites" USING btree ("account_pk","game_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_key_balance_uq" ON "ledger_entries" USING btree ("idempotency_key","balance");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_pk","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_pk");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_account_idx" ON "sms_outbox" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "tac_codes_account_purpose_idx" ON "tac_codes" USING btree ("account_pk","purpose","created_at");