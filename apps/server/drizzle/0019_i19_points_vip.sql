CREATE TABLE "member_vip" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_accruals" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"micro" numeric(38, 0) DEFAULT '0' NOT NULL,
	"flushes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_earn_rules" (
	"game_type" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"per" bigint NOT NULL,
	"micro" bigint NOT NULL,
	CONSTRAINT "point_earn_rules_rate" CHECK ("point_earn_rules"."points" >= 0 and "point_earn_rules"."per" > 0 and "point_earn_rules"."micro" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"shipping" jsonb,
	"remark" text,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "point_redemptions_key" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "point_redemptions_quantity" CHECK ("point_redemptions"."quantity" > 0),
	CONSTRAINT "point_redemptions_points" CHECK ("point_redemptions"."points" > 0),
	CONSTRAINT "point_redemptions_status" CHECK ("point_redemptions"."status" in ('process', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text,
	"points" integer NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"wagering_multiple" integer DEFAULT 100 NOT NULL,
	"stock" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_rewards_kind" CHECK ("point_rewards"."kind" in ('bonus', 'goods')),
	CONSTRAINT "point_rewards_points" CHECK ("point_rewards"."points" > 0),
	CONSTRAINT "point_rewards_stock" CHECK ("point_rewards"."stock" is null or "point_rewards"."stock" >= 0),
	CONSTRAINT "point_rewards_shape" CHECK (case "point_rewards"."kind" when 'bonus' then "point_rewards"."bonus_amount" > 0
                      else "point_rewards"."bonus_amount" = 0 and "point_rewards"."stock" is not null end)
);
--> statement-breakpoint
CREATE TABLE "point_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"deposit_points" integer DEFAULT 0 NOT NULL,
	"deposit_per" bigint DEFAULT 100000 NOT NULL,
	"deposit_micro" bigint DEFAULT 0 NOT NULL,
	"convert_points" integer DEFAULT 0 NOT NULL,
	"convert_amount" bigint DEFAULT 0 NOT NULL,
	"convert_min" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_settings_one_row" CHECK ("point_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "vip_ranks" (
	"level" integer PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"colour" text NOT NULL,
	"min_valid_bet" bigint NOT NULL,
	"min_deposit" bigint NOT NULL,
	"reward" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_ranks_level" CHECK ("vip_ranks"."level" between 1 and 20),
	CONSTRAINT "vip_ranks_figures" CHECK ("vip_ranks"."min_valid_bet" >= 0 and "vip_ranks"."min_deposit" >= 0 and "vip_ranks"."reward" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_rewards" (
	"member_id" integer NOT NULL,
	"level" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_rewards_member_id_level_pk" PRIMARY KEY("member_id","level")
);
--> statement-breakpoint
CREATE TABLE "vip_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"window_days" integer DEFAULT 30 NOT NULL,
	"relegation_grace_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_settings_one_row" CHECK ("vip_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_currency";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_member_not_negative";--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_rewards" ADD CONSTRAINT "vip_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "point_redemptions_member_idx" ON "point_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_redemptions_status_idx" ON "point_redemptions" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('player_cash', 'player_bonus', 'player_held', 'player_play', 'agent_commission', 'player_game', 'player_points', 'house', 'house_play', 'clearing', 'vendor', 'jackpot', 'promotions', 'points'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner" CHECK (case when "ledger_accounts"."kind" in ('player_cash', 'player_bonus', 'player_held', 'player_play', 'agent_commission', 'player_game', 'player_points')
            then "ledger_accounts"."member_id" is not null and ("ledger_accounts"."owner_key" <> '') = ("ledger_accounts"."kind" = 'player_game')
            else "ledger_accounts"."member_id" is null and ("ledger_accounts"."owner_key" <> '') = ("ledger_accounts"."kind" in ('clearing', 'vendor'))
          end);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency" CHECK (case when "ledger_accounts"."kind" in ('player_play', 'house_play') then "ledger_accounts"."currency" = 'PLAY'
            when "ledger_accounts"."kind" in ('player_points', 'points') then "ledger_accounts"."currency" = 'PTS'
            else "ledger_accounts"."currency" ~ '^[A-Z]{3}$' and "ledger_accounts"."currency" <> 'PTS' end);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_not_negative" CHECK ("ledger_accounts"."kind" not in ('player_cash', 'player_bonus', 'player_held', 'player_play', 'agent_commission', 'player_game', 'player_points') or "ledger_accounts"."balance" >= 0);