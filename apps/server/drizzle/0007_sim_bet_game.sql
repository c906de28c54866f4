-- Bets placed before this migration carry their game only in bet_ref (`<gameCode>:<clientKey>`).
ALTER TABLE "sim_bets" ADD COLUMN "game_code" text;--> statement-breakpoint
UPDATE "sim_bets" SET "game_code" = split_part("bet_ref", ':', 1);--> statement-breakpoint
ALTER TABLE "sim_bets" ALTER COLUMN "game_code" SET NOT NULL;--> statement-breakpoint
-- They also marked a bet whose debit was unconfirmed as 'void' without settled_at: now 'pending'.
UPDATE "sim_bets" SET "state" = 'pending' WHERE "state" = 'void' AND "settled_at" IS NULL;--> statement-breakpoint
-- The rounds still open, by age: the house's job finds the interrupted ones without a scan.
CREATE INDEX "game_rounds_open" ON "game_rounds" USING btree ("started_at") WHERE "game_rounds"."state" = 'open';