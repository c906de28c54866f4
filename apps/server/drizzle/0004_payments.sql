CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"client_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"payer_name" text,
	"remark" text,
	"proof_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gateway_ref" text,
	"ledger_transaction_id" bigint,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_reference_key" UNIQUE("reference"),
	CONSTRAINT "deposits_member_key" UNIQUE("member_id","client_key"),
	CONSTRAINT "deposits_amount" CHECK ("deposits"."amount" > 0 and "deposits"."fee" >= 0 and "deposits"."fee" < "deposits"."amount"),
	CONSTRAINT "deposits_completed_posted" CHECK (("deposits"."state" = 'completed') = ("deposits"."ledger_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_code" text NOT NULL,
	"event_id" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_events_event_key" UNIQUE("channel_code","event_id")
);
--> statement-breakpoint
CREATE TABLE "member_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"texts" jsonb NOT NULL,
	"currency" text DEFAULT 'MMK' NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"fee_fixed" bigint DEFAULT 0 NOT NULL,
	"fee_bps" integer DEFAULT 0 NOT NULL,
	"for_deposit" boolean DEFAULT true NOT NULL,
	"for_withdrawal" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"bank" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_channels_code_key" UNIQUE("code"),
	CONSTRAINT "payment_channels_amounts" CHECK ("payment_channels"."min_amount" > 0 and "payment_channels"."max_amount" >= "payment_channels"."min_amount"),
	CONSTRAINT "payment_channels_fee" CHECK ("payment_channels"."fee_fixed" >= 0 and "payment_channels"."fee_bps" between 0 and 10000),
	CONSTRAINT "payment_channels_code" CHECK ("payment_channels"."code" ~ '^[a-z0-9-]{2,40}$')
);
--> statement-breakpoint
CREATE TABLE "payment_proofs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_proofs_size" CHECK ("payment_proofs"."size" between 1 and 5242880)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"member_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"client_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"hold_id" bigint NOT NULL,
	"payout_channel_id" integer,
	"payout_ref" text,
	"paid_at" timestamp with time zone,
	"receipt_due_at" timestamp with time zone,
	"receipt_answer" text,
	"receipt_at" timestamp with time zone,
	"forced_receipt" boolean DEFAULT false NOT NULL,
	"proof_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_reference_key" UNIQUE("reference"),
	CONSTRAINT "withdrawals_member_key" UNIQUE("member_id","client_key"),
	CONSTRAINT "withdrawals_amount" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee" >= 0 and "withdrawals"."fee" < "withdrawals"."amount")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_member_not_negative";--> statement-breakpoint
DROP INDEX "ledger_accounts_member_unique";--> statement-breakpoint
ALTER TABLE "game_vendors" ADD COLUMN "wallet_mode" text DEFAULT 'seamless' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_payment_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD CONSTRAINT "member_bank_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_member_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."member_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_channel_id_payment_channels_id_fk" FOREIGN KEY ("payout_channel_id") REFERENCES "public"."payment_channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "deposits_state_idx" ON "deposits" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bank_accounts_live_unique" ON "member_bank_accounts" USING btree ("member_id","account_number") WHERE "member_bank_accounts"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "payment_proofs_member_idx" ON "payment_proofs" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_state_idx" ON "withdrawals" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "withdrawals_receipt_due_idx" ON "withdrawals" USING btree ("receipt_due_at") WHERE "withdrawals"."state" = 'paid';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member_unique" ON "ledger_accounts" USING btree ("kind","member_id","owner_key") WHERE "ledger_accounts"."member_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('player_cash', 'player_bonus', 'player_held', 'player_play', 'agent_commission', 'player_game', 'house', 'house_play', 'clearing', 'vendor'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner" CHECK (case when "ledger_accounts"."kind" in ('player_cash', 'player_bonus', 'player_held', 'player_play', 'agent_commission', 'player_game')
            then "ledger_accounts"."member_id" is not null and ("ledger_accounts"."owner_key" <> '') = ("ledger_accounts"."kind" = 'player_game')
            else "ledger_accounts"."member_id" is null and ("ledger_accounts"."owner_key" <> '') = ("ledger_accounts"."kind" in ('clearing', 'vendor'))
          end);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_not_negative" CHECK ("ledger_accounts"."kind" not in ('player_cash', 'player_bonus', 'player_held', 'player_play', 'agent_commission', 'player_game') or "ledger_accounts"."balance" >= 0);