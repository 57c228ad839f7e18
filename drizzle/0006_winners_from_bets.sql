ALTER TABLE "game_wins" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "game_wins" CASCADE;--> statement-breakpoint
CREATE INDEX "bets_brand_winners_idx" ON "bets" USING btree ("brand_id","win","settled_at") WHERE "bets"."status" = 'settled' and "bets"."win" > 0;