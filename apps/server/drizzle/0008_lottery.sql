CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"lottery_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"client_key" text NOT NULL,
	"play_type" text NOT NULL,
	"selection" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"odds" jsonb NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_client_key" UNIQUE("member_id","client_key"),
	CONSTRAINT "lottery_bets_amounts" CHECK ("lottery_bets"."stake" > 0 and "lottery_bets"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lottery_id" integer NOT NULL,
	"numero" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"lock_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"numbers" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_server_seed_hash_unique" UNIQUE("server_seed_hash"),
	CONSTRAINT "lottery_draws_numero" UNIQUE("lottery_id","numero"),
	CONSTRAINT "lottery_draws_lock" CHECK ("lottery_draws"."lock_at" <= "lottery_draws"."draw_at")
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"menu_tag" text NOT NULL,
	"prize_mode" text NOT NULL,
	"layout" text NOT NULL,
	"time_zone" text NOT NULL,
	"draw_days" integer[] NOT NULL,
	"draw_time" text NOT NULL,
	"interval_seconds" integer,
	"lock_seconds" integer NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_games_game_id_unique" UNIQUE("game_id"),
	CONSTRAINT "lottery_games_lock" CHECK ("lottery_games"."lock_seconds" >= 0),
	CONSTRAINT "lottery_games_interval" CHECK ("lottery_games"."interval_seconds" is null or "lottery_games"."interval_seconds" >= 60)
);
--> statement-breakpoint
CREATE TABLE "lottery_play_types" (
	"lottery_id" integer NOT NULL,
	"play_type" text NOT NULL,
	"odds" jsonb NOT NULL,
	"min_stake" bigint DEFAULT 0 NOT NULL,
	"max_stake" bigint DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_play_types_lottery_id_play_type_pk" PRIMARY KEY("lottery_id","play_type"),
	CONSTRAINT "lottery_play_types_stakes" CHECK ("lottery_play_types"."min_stake" > 0 and "lottery_play_types"."max_stake" >= "lottery_play_types"."min_stake")
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_lottery_id_lottery_games_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_lottery_id_lottery_games_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_play_types" ADD CONSTRAINT "lottery_play_types_lottery_id_lottery_games_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bets_draw" ON "lottery_bets" USING btree ("draw_id","state","id");--> statement-breakpoint
CREATE INDEX "lottery_bets_member" ON "lottery_bets" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_lottery" ON "lottery_draws" USING btree ("lottery_id","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_due" ON "lottery_draws" USING btree ("state","draw_at");