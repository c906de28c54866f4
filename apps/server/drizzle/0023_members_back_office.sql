CREATE TABLE "balance_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"wallet" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"maker_id" integer NOT NULL,
	"checker_id" integer,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "balance_adjustments_amount" CHECK ("balance_adjustments"."amount" <> 0),
	CONSTRAINT "balance_adjustments_posted" CHECK (("balance_adjustments"."state" = 'posted') = ("balance_adjustments"."ledger_transaction_id" is not null)),
	CONSTRAINT "balance_adjustments_checker" CHECK ("balance_adjustments"."state" = 'pending' or "balance_adjustments"."checker_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "kyc_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"proof_ids" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind";--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_maker_id_operators_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_checker_id_operators_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_submissions" ADD CONSTRAINT "kyc_submissions_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_member_idx" ON "balance_adjustments" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_state_idx" ON "balance_adjustments" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "kyc_submissions_member_idx" ON "kyc_submissions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "kyc_submissions_state_idx" ON "kyc_submissions" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "member_devices_hash_idx" ON "member_devices" USING btree ("device_hash" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_username_pattern_idx" ON "members" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_email_pattern_idx" ON "members" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_mobile_pattern_idx" ON "members" USING btree ("mobile_num" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_payee_pattern_idx" ON "members" USING btree (lower("payee_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "members_register_ip_idx" ON "members" USING btree ("register_ip");--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sessions_member_ip_idx" ON "sessions" USING btree ("ip") WHERE "sessions"."subject_kind" = 'member';--> statement-breakpoint
CREATE INDEX "member_bank_accounts_number_idx" ON "member_bank_accounts" USING btree ("account_number");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('player_cash', 'player_bonus', 'player_held', 'player_play', 'agent_commission', 'player_game', 'player_points', 'house', 'house_play', 'clearing', 'vendor', 'jackpot', 'promotions', 'points', 'adjustments'));