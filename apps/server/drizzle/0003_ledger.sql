CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"owner_key" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_id_currency" UNIQUE("id","currency"),
	CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('player_cash', 'player_bonus', 'player_held', 'player_play', 'agent_commission', 'house', 'house_play', 'clearing', 'vendor')),
	CONSTRAINT "ledger_accounts_owner" CHECK (case when "ledger_accounts"."kind" in ('player_cash', 'player_bonus', 'player_held', 'player_play', 'agent_commission')
            then "ledger_accounts"."member_id" is not null and "ledger_accounts"."owner_key" = ''
            else "ledger_accounts"."member_id" is null and ("ledger_accounts"."owner_key" <> '') = ("ledger_accounts"."kind" in ('clearing', 'vendor'))
          end),
	CONSTRAINT "ledger_accounts_currency" CHECK (case when "ledger_accounts"."kind" in ('player_play', 'house_play') then "ledger_accounts"."currency" = 'PLAY'
            else "ledger_accounts"."currency" ~ '^[A-Z]{3}$' end),
	CONSTRAINT "ledger_accounts_member_not_negative" CHECK ("ledger_accounts"."kind" not in ('player_cash', 'player_bonus', 'player_held', 'player_play', 'agent_commission') or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	CONSTRAINT "ledger_entries_transaction_account" UNIQUE("transaction_id","account_id"),
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"from_account_id" bigint NOT NULL,
	"held_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"hold_transaction_id" bigint NOT NULL,
	"posted_transaction_id" bigint,
	"posted_to_account_id" bigint,
	"posted_amount" bigint,
	"voided_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "ledger_holds_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_holds_amount_positive" CHECK ("ledger_holds"."amount" > 0),
	CONSTRAINT "ledger_holds_state" CHECK (case "ledger_holds"."state"
            when 'pending' then "ledger_holds"."posted_transaction_id" is null and "ledger_holds"."voided_transaction_id" is null
              and "ledger_holds"."resolved_at" is null
            when 'posted' then "ledger_holds"."posted_transaction_id" is not null and "ledger_holds"."voided_transaction_id" is null
              and "ledger_holds"."posted_to_account_id" is not null and "ledger_holds"."posted_amount" between 1 and "ledger_holds"."amount"
              and "ledger_holds"."resolved_at" is not null
            when 'voided' then "ledger_holds"."voided_transaction_id" is not null and "ledger_holds"."posted_transaction_id" is null
              and "ledger_holds"."resolved_at" is not null
            else false
          end)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"currency" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transactions_id_currency" UNIQUE("id","currency"),
	CONSTRAINT "ledger_transactions_key_length" CHECK (length("ledger_transactions"."idempotency_key") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_fk" FOREIGN KEY ("transaction_id","currency") REFERENCES "public"."ledger_transactions"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_fk" FOREIGN KEY ("account_id","currency") REFERENCES "public"."ledger_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_from_account_id_ledger_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_held_account_id_ledger_accounts_id_fk" FOREIGN KEY ("held_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_posted_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("posted_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_posted_to_account_id_ledger_accounts_id_fk" FOREIGN KEY ("posted_to_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_voided_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("voided_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_member_unique" ON "ledger_accounts" USING btree ("kind","member_id") WHERE "ledger_accounts"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_site_unique" ON "ledger_accounts" USING btree ("kind","owner_key") WHERE "ledger_accounts"."member_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_holds_pending_idx" ON "ledger_holds" USING btree ("held_account_id") WHERE "ledger_holds"."state" = 'pending';