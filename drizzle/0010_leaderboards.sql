CREATE TABLE "leaderboard_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"board_id" text NOT NULL,
	"period_key" text NOT NULL,
	"winners" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leaderboard_payouts" ADD CONSTRAINT "leaderboard_payouts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_payouts_uq" ON "leaderboard_payouts" USING btree ("brand_id","board_id","period_key");