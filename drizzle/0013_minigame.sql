CREATE TABLE "minigame_frozen_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"account_pk" bigint NOT NULL,
	"tokens" bigint NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"wager_target" bigint,
	"unlock_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unlocked_at" timestamp with time zone,
	CONSTRAINT "minigame_frozen_grants_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
CREATE TABLE "minigame_spins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"account_pk" bigint NOT NULL,
	"wheel" text NOT NULL,
	"request_id" text NOT NULL,
	"period_key" text NOT NULL,
	"segment_id" text NOT NULL,
	"segment_index" integer NOT NULL,
	"prize_type" text NOT NULL,
	"prize_amount" bigint NOT NULL,
	"cost" bigint NOT NULL,
	"paid_with" text NOT NULL,
	"weights" text NOT NULL,
	"sold_out" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "minigame_stock" (
	"brand_id" integer NOT NULL,
	"wheel" text NOT NULL,
	"segment_id" text NOT NULL,
	"period_key" text NOT NULL,
	"won" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "minigame_stock_brand_id_wheel_segment_id_period_key_pk" PRIMARY KEY("brand_id","wheel","segment_id","period_key")
);
--> statement-breakpoint
ALTER TABLE "minigame_frozen_grants" ADD CONSTRAINT "minigame_frozen_grants_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_frozen_grants" ADD CONSTRAINT "minigame_frozen_grants_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_spins" ADD CONSTRAINT "minigame_spins_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_spins" ADD CONSTRAINT "minigame_spins_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_spins" ADD CONSTRAINT "minigame_spins_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minigame_stock" ADD CONSTRAINT "minigame_stock_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "minigame_frozen_open_idx" ON "minigame_frozen_grants" USING btree ("account_pk") WHERE "minigame_frozen_grants"."unlocked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "minigame_spins_request_uq" ON "minigame_spins" USING btree ("account_pk","wheel","request_id");--> statement-breakpoint
CREATE INDEX "minigame_spins_period_idx" ON "minigame_spins" USING btree ("account_pk","wheel","period_key");