CREATE TABLE "bonus_round_stakes" (
	"round_id" bigint PRIMARY KEY NOT NULL,
	"bonus_id" bigint NOT NULL,
	"stake" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_ref" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"wagering_multiple" integer NOT NULL,
	"wagering_base" text NOT NULL,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"wagering_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"weights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"max_bet" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"end_reason" text,
	"released_amount" bigint,
	"forfeited_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "bonuses_amount_positive" CHECK ("bonuses"."amount" > 0),
	CONSTRAINT "bonuses_required_not_negative" CHECK ("bonuses"."wagering_required" >= 0),
	CONSTRAINT "bonuses_max_bet_positive" CHECK ("bonuses"."max_bet" is null or "bonuses"."max_bet" > 0),
	CONSTRAINT "bonuses_state" CHECK (case "bonuses"."status"
            when 'active' then "bonuses"."end_reason" is null and "bonuses"."ended_at" is null
              and "bonuses"."released_amount" is null and "bonuses"."forfeited_amount" is null
            when 'released' then "bonuses"."end_reason" = 'wagering_met' and "bonuses"."ended_at" is not null
              and "bonuses"."released_amount" >= 0 and "bonuses"."forfeited_amount" is null
            when 'forfeited' then "bonuses"."end_reason" in ('expired', 'given_up', 'withdrawal')
              and "bonuses"."ended_at" is not null and "bonuses"."forfeited_amount" >= 0 and "bonuses"."released_amount" is null
            else false
          end)
);
--> statement-breakpoint
CREATE TABLE "promotion_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remark" text,
	"proof_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ip" text,
	"day" text NOT NULL,
	"ledger_transaction_id" bigint,
	"reviewed_by" integer,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_claims_once" UNIQUE("promotion_id","member_id","period"),
	CONSTRAINT "promotion_claims_remark_len" CHECK (char_length("promotion_claims"."remark") <= 140),
	CONSTRAINT "promotion_claims_amount" CHECK ("promotion_claims"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_identities" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_identities_once" UNIQUE("kind","value")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"texts" jsonb NOT NULL,
	"eligibility" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"per_member" integer,
	"per_day" integer,
	"per_address" integer,
	"budget" bigint,
	"spent" bigint DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"seed_hash" text,
	"server_seed" text,
	"drawn_at" timestamp with time zone,
	"draw" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_spent_budget" CHECK ("promotions"."budget" IS NULL OR "promotions"."spent" <= "promotions"."budget")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "bonus_round_stakes" ADD CONSTRAINT "bonus_round_stakes_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_round_stakes" ADD CONSTRAINT "bonus_round_stakes_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_identities" ADD CONSTRAINT "promotion_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_identities" ADD CONSTRAINT "promotion_identities_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_operators_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_key_unique" ON "bonuses" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_one_active" ON "bonuses" USING btree ("member_id") WHERE "bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bonuses_member_idx" ON "bonuses" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "bonuses_expiry_idx" ON "bonuses" USING btree ("expires_at") WHERE "bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "promotion_claims_member_idx" ON "promotion_claims" USING btree ("member_id","promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_claims_status_idx" ON "promotion_claims" USING btree ("promotion_id","status");--> statement-breakpoint
CREATE INDEX "promotions_state_idx" ON "promotions" USING btree ("state","type");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('player_cash', 'player_bonus', 'player_held', 'player_play', 'agent_commission', 'player_game', 'house', 'house_play', 'clearing', 'vendor', 'jackpot', 'promotions'));