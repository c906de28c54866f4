ALTER TABLE "pvp_table_bets" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pvp_rooms" ADD COLUMN "bots_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pvp_table_bets" ADD COLUMN "is_bot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pvp_table_bets" ADD CONSTRAINT "pvp_table_bets_bot" CHECK (("pvp_table_bets"."member_id" is null) = "pvp_table_bets"."is_bot");
