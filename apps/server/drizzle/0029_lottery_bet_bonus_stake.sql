ALTER TABLE "lottery_bets" ADD COLUMN "bonus_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD COLUMN "bonus_id" bigint;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_bonus_stake" CHECK ("lottery_bets"."bonus_stake" >= 0 and "lottery_bets"."bonus_stake" <= "lottery_bets"."stake"
          and ("lottery_bets"."bonus_stake" = 0) = ("lottery_bets"."bonus_id" is null));