CREATE TABLE "leaderboard_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"board_id" text NOT NULL,
	"period_key" text NOT NULL,
	"winners" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"account_pk" bigint NOT NULL,
	"mission_id" text NOT NULL,
	"period_key" text NOT NULL,
	"reward_type" text NOT NULL,
	"reward_amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_opt_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"account_pk" bigint NOT NULL,
	"mission_id" text NOT NULL,
	"period_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leaderboard_payouts" ADD CONSTRAINT "leaderboard_payouts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_opt_ins" ADD CONSTRAINT "mission_opt_ins_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_opt_ins" ADD CONSTRAINT "mission_opt_ins_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_payouts_uq" ON "leaderboard_payouts" USING btree ("brand_id","board_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_uq" ON "mission_claims" USING btree ("account_pk","mission_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_opt_ins_uq" ON "mission_opt_ins" USING btree ("account_pk","mission_id","period_key");