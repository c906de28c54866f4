CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"agent_id" integer NOT NULL,
	"upline_id" integer,
	"operator_id" integer,
	"version" integer NOT NULL,
	"state" text NOT NULL,
	"period_type" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"max_rate_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"ended_by" text,
	"request_key" text,
	CONSTRAINT "agent_contracts_version_unique" UNIQUE("agent_id","kind","version"),
	CONSTRAINT "agent_contracts_kind" CHECK ("agent_contracts"."kind" in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
	CONSTRAINT "agent_contracts_state" CHECK ("agent_contracts"."state" in ('pending', 'active', 'rejected', 'withdrawn', 'superseded', 'terminated')),
	CONSTRAINT "agent_contracts_rate" CHECK ("agent_contracts"."max_rate_bp" between 0 and 10000),
	CONSTRAINT "agent_contracts_not_self" CHECK ("agent_contracts"."upline_id" is null or "agent_contracts"."upline_id" <> "agent_contracts"."agent_id")
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"period_type" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"contracts" integer DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "agent_settlement_runs_period" UNIQUE("kind","period_key")
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"agent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"detail" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"carry_in" bigint DEFAULT 0 NOT NULL,
	"carry_out" bigint DEFAULT 0 NOT NULL,
	"ledger_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_settlements_contract_period" UNIQUE("contract_id","period_key"),
	CONSTRAINT "agent_settlements_amount" CHECK ("agent_settlements"."amount" >= 0),
	CONSTRAINT "agent_settlements_carry" CHECK ("agent_settlements"."carry_in" <= 0 and "agent_settlements"."carry_out" <= 0),
	CONSTRAINT "agent_settlements_paid_key" CHECK (("agent_settlements"."amount" > 0) = ("agent_settlements"."ledger_key" is not null))
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_run_id_agent_settlement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_settlement_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_pending" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_active" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_request_key" ON "agent_contracts" USING btree ("upline_id","request_key") WHERE "agent_contracts"."request_key" is not null;--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind","state");--> statement-breakpoint
CREATE INDEX "agent_contracts_kind_idx" ON "agent_contracts" USING btree ("kind","period_type","accepted_at");--> statement-breakpoint
CREATE INDEX "agent_settlement_runs_state_idx" ON "agent_settlement_runs" USING btree ("kind","state","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_agent_idx" ON "agent_settlements" USING btree ("agent_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_run_idx" ON "agent_settlements" USING btree ("run_id","id");