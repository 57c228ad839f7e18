CREATE TABLE "crash_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"brand_id" integer NOT NULL,
	"account_pk" bigint NOT NULL,
	"game_session_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"request_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"auto_cashout" integer,
	"state" text DEFAULT 'placing' NOT NULL,
	"cashout_point" integer,
	"win" bigint DEFAULT 0 NOT NULL,
	"refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "crash_bets_state_ck" CHECK ("crash_bets"."state" in ('placing', 'open', 'cashed', 'lost', 'refused')),
	CONSTRAINT "crash_bets_amounts_ck" CHECK ("crash_bets"."stake" > 0 and "crash_bets"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"number" integer NOT NULL,
	"seed" text NOT NULL,
	"salt" text NOT NULL,
	"length" integer NOT NULL,
	"terminating_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_chains_length_ck" CHECK ("crash_chains"."length" >= 2)
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"number" integer NOT NULL,
	"hash" text NOT NULL,
	"crash_point" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"crashes_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crash_rounds_point_ck" CHECK ("crash_rounds"."crash_point" >= 100)
);
--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_round_id_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."crash_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_chains" ADD CONSTRAINT "crash_chains_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_round_account_uq" ON "crash_bets" USING btree ("round_id","account_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_request_uq" ON "crash_bets" USING btree ("game_session_id","request_id");--> statement-breakpoint
CREATE INDEX "crash_bets_unpaid_idx" ON "crash_bets" USING btree ("brand_id","round_id") WHERE "crash_bets"."paid_at" is null and "crash_bets"."state" <> 'refused';--> statement-breakpoint
CREATE INDEX "crash_bets_session_idx" ON "crash_bets" USING btree ("game_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_chains_brand_number_uq" ON "crash_chains" USING btree ("brand_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_chain_number_uq" ON "crash_rounds" USING btree ("chain_id","number");--> statement-breakpoint
CREATE INDEX "crash_rounds_brand_idx" ON "crash_rounds" USING btree ("brand_id","id");