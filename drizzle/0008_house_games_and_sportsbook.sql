CREATE TABLE "house_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"game_session_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"brand_id" integer NOT NULL,
	"account_pk" bigint NOT NULL,
	"game_code" text NOT NULL,
	"engine" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"stake" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"win" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_rounds_state_ck" CHECK ("house_rounds"."state" in ('pending', 'settled', 'refused')),
	CONSTRAINT "house_rounds_engine_ck" CHECK ("house_rounds"."engine" in ('slot', 'hash')),
	CONSTRAINT "house_rounds_amounts_ck" CHECK ("house_rounds"."stake" > 0 and "house_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sports_bet_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sports_bet_id" bigint NOT NULL,
	"leg_no" integer NOT NULL,
	"event_id" integer NOT NULL,
	"selection_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"home_away" text NOT NULL,
	"criteria1" text,
	"home_team_name" text NOT NULL,
	"away_team_name" text NOT NULL,
	"team_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"odds" integer NOT NULL,
	"result" text
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"account_pk" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"round_id" text NOT NULL,
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"session_token" text NOT NULL,
	"kind" text NOT NULL,
	"stake" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"refusal" text,
	"bet_id" bigint,
	"payout" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sports_bets_state_ck" CHECK ("sports_bets"."state" in ('pending', 'open', 'settled', 'refused')),
	CONSTRAINT "sports_bets_kind_ck" CHECK ("sports_bets"."kind" in ('single', 'parlay'))
);
--> statement-breakpoint
CREATE TABLE "sports_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sport" text NOT NULL,
	"league" text NOT NULL,
	"home_team_name" text NOT NULL,
	"away_team_name" text NOT NULL,
	"team_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"full_time_home" integer,
	"full_time_away" integer,
	"half_time_home" integer,
	"half_time_away" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_events_status_ck" CHECK ("sports_events"."status" in ('open', 'settled', 'void'))
);
--> statement-breakpoint
CREATE TABLE "sports_selections" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"home_away" text NOT NULL,
	"criteria1" text,
	"odds" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sports_selections_odds_ck" CHECK ("sports_selections"."odds" > 1000)
);
--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_game_session_id_game_sessions_id_fk" FOREIGN KEY ("game_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_lines" ADD CONSTRAINT "sports_bet_lines_sports_bet_id_sports_bets_id_fk" FOREIGN KEY ("sports_bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_lines" ADD CONSTRAINT "sports_bet_lines_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_lines" ADD CONSTRAINT "sports_bet_lines_selection_id_sports_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."sports_selections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_account_pk_accounts_id_fk" FOREIGN KEY ("account_pk") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_selections" ADD CONSTRAINT "sports_selections_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_round_uq" ON "house_rounds" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_request_uq" ON "house_rounds" USING btree ("game_session_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_seed_nonce_uq" ON "house_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "house_rounds_account_idx" ON "house_rounds" USING btree ("account_pk","created_at");--> statement-breakpoint
CREATE INDEX "house_rounds_pending_idx" ON "house_rounds" USING btree ("game_session_id") WHERE "house_rounds"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bet_lines_leg_uq" ON "sports_bet_lines" USING btree ("sports_bet_id","leg_no");--> statement-breakpoint
CREATE INDEX "sports_bet_lines_event_idx" ON "sports_bet_lines" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bets_request_uq" ON "sports_bets" USING btree ("account_pk","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bets_round_uq" ON "sports_bets" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "sports_bets_bet_idx" ON "sports_bets" USING btree ("bet_id");--> statement-breakpoint
CREATE INDEX "sports_bets_open_idx" ON "sports_bets" USING btree ("state") WHERE "sports_bets"."state" in ('pending', 'open');--> statement-breakpoint
CREATE UNIQUE INDEX "sports_events_code_uq" ON "sports_events" USING btree ("code");--> statement-breakpoint
CREATE INDEX "sports_selections_event_idx" ON "sports_selections" USING btree ("event_id","sort_order");