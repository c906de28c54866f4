CREATE TABLE "pvp_table_bets" (
	"round_id" integer NOT NULL,
	"seat_no" integer NOT NULL,
	"member_id" integer NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"client_seed" text NOT NULL,
	"round_ref" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"outcome" text,
	"win" bigint,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pvp_table_bets_round_id_seat_no_pk" PRIMARY KEY("round_id","seat_no"),
	CONSTRAINT "pvp_table_bets_member" UNIQUE("round_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "pvp_table_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"state" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"deal_at" timestamp with time zone NOT NULL,
	"client_seed" text,
	"table" jsonb,
	"turn_seat" integer,
	"turn_deadline" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pvp_table_bets" ADD CONSTRAINT "pvp_table_bets_round_id_pvp_table_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."pvp_table_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_table_bets" ADD CONSTRAINT "pvp_table_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_table_rounds" ADD CONSTRAINT "pvp_table_rounds_room_id_pvp_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."pvp_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_table_rounds_open_room" ON "pvp_table_rounds" USING btree ("room_id") WHERE "pvp_table_rounds"."state" in ('betting', 'playing', 'settling');--> statement-breakpoint
CREATE INDEX "pvp_table_rounds_room" ON "pvp_table_rounds" USING btree ("room_id","id");