CREATE TABLE "activity_daily" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"game_type" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"bet_amount" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"house_pnl" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_daily_member_id_day_game_type_vendor_id_pk" PRIMARY KEY("member_id","day","game_type","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "activity_hourly" (
	"member_id" integer NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"game_type" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"bet_amount" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"house_pnl" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_hourly_member_id_hour_start_game_type_vendor_id_pk" PRIMARY KEY("member_id","hour_start","game_type","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "member_tree" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "valid_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_daily" ADD CONSTRAINT "activity_daily_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_hourly" ADD CONSTRAINT "activity_hourly_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_daily_day_idx" ON "activity_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "activity_hourly_hour_idx" ON "activity_hourly" USING btree ("hour_start");--> statement-breakpoint
CREATE INDEX "member_tree_descendant_idx" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "member_tree_ancestor_depth_idx" ON "member_tree" USING btree ("ancestor_id","depth","descendant_id");--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- Hand-written (drizzle cannot say triggers or functions): the agent tree's closure, kept by
-- triggers on members so that every way upline_id is set (registration, an operator's move, an
-- agent application approved) keeps it right; and the activity facts' rebuild.
--
-- Inserts take advisory lock 727017 shared, moves take it exclusive: a move sees every
-- committed insert and no other move, so two moves at once cannot make a cycle between them.
CREATE FUNCTION member_tree_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.upline_id = NEW.id THEN
    RAISE EXCEPTION 'member % cannot be its own upline', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'member_tree_no_cycle';
  END IF;
  PERFORM pg_advisory_xact_lock_shared(727017);
  INSERT INTO member_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.descendant_id = NEW.upline_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_tree_insert AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION member_tree_on_insert();
--> statement-breakpoint
-- A move carries the member's whole subtree: the pairs (an old upline above it, a member of the
-- subtree) go, the pairs (a new upline above it, a member of the subtree) come. Placing a member
-- under itself or under one of its own downlines is refused (check_violation,
-- member_tree_no_cycle) and the UPDATE changes nothing.
CREATE FUNCTION member_tree_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727017);
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'member % cannot be placed under its own downline %', NEW.id, NEW.upline_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'member_tree_no_cycle';
  END IF;
  DELETE FROM member_tree d
   USING member_tree sub, member_tree up
   WHERE sub.ancestor_id = NEW.id
     AND up.descendant_id = NEW.id AND up.depth > 0
     AND d.descendant_id = sub.descendant_id AND d.ancestor_id = up.ancestor_id;
  IF NEW.upline_id IS NOT NULL THEN
    INSERT INTO member_tree (ancestor_id, descendant_id, depth)
      SELECT up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
        FROM member_tree up, member_tree sub
       WHERE up.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER member_tree_move AFTER UPDATE OF upline_id ON members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id)
  EXECUTE FUNCTION member_tree_on_move();
--> statement-breakpoint
-- The tree of the members there already.
INSERT INTO member_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE up (descendant_id, ancestor_id, depth) AS (
  SELECT id, id, 0 FROM members
  UNION ALL
  SELECT up.descendant_id, m.upline_id, up.depth + 1
    FROM up JOIN members m ON m.id = up.ancestor_id
   WHERE m.upline_id IS NOT NULL AND up.depth < 10000
)
SELECT ancestor_id, descendant_id, depth FROM up;
--> statement-breakpoint
-- Rebuilds every activity fact from the rounds, lottery bets, deposits and withdrawals there
-- are, with periods in time zone `tz` (the site's: SITE_TIME_ZONE). recordActivity keeps them
-- from then on. A round's stakes count in the hour it started, its settled stake, win and round
-- in the hour it settled (game_rounds.settled_at: its first credit, else its end); live
-- recording puts a stake in the hour it is taken, which is the same hour for nearly every round.
-- Trial (play money) rounds count nowhere.
CREATE FUNCTION activity_rebuild(tz text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE game_rounds g
     SET settled_at = coalesce(
           (SELECT min(v.created_at) FROM vendor_transactions v
             WHERE v.round_id = g.id AND v.kind = 'credit' AND v.outcome = 'ok'),
           g.ended_at)
   WHERE g.settled_at IS NULL AND (g.state = 'ended' OR EXISTS (
           SELECT 1 FROM vendor_transactions v
            WHERE v.round_id = g.id AND v.kind = 'credit' AND v.outcome = 'ok'));
  UPDATE game_rounds
     SET valid_stake = CASE WHEN settled_at IS NULL OR is_trial THEN 0
                            ELSE bet_total - refund_total END
   WHERE valid_stake IS DISTINCT FROM CASE WHEN settled_at IS NULL OR is_trial THEN 0
                                           ELSE bet_total - refund_total END;
  DELETE FROM activity_hourly;
  DELETE FROM activity_daily;
  DROP TABLE IF EXISTS pg_temp.activity_events;
  CREATE TEMP TABLE activity_events AS
  SELECT g.member_id, g.started_at AS at, coalesce(gm.game_type, gv.game_type) AS game_type,
         g.vendor_id, g.bet_total - g.refund_total AS bet_amount, 0::bigint AS valid_bet,
         0::bigint AS win, 0 AS rounds, 0::bigint AS deposits, 0 AS deposit_count,
         0::bigint AS withdrawals, 0 AS withdrawal_count, 0::bigint AS bonus
    FROM game_rounds g
    JOIN game_vendors gv ON gv.id = g.vendor_id
    LEFT JOIN games gm ON gm.id = g.game_id
   WHERE NOT g.is_trial AND g.bet_total - g.refund_total <> 0
  UNION ALL
  SELECT g.member_id, g.settled_at, coalesce(gm.game_type, gv.game_type), g.vendor_id, 0,
         g.valid_stake, g.win_total, (g.valid_stake > 0)::int, 0, 0, 0, 0, 0
    FROM game_rounds g
    JOIN game_vendors gv ON gv.id = g.vendor_id
    LEFT JOIN games gm ON gm.id = g.game_id
   WHERE NOT g.is_trial AND g.settled_at IS NOT NULL
  UNION ALL
  SELECT b.member_id, b.settled_at, gm.game_type, gm.vendor_id, b.stake, b.stake, b.payout, 1,
         0, 0, 0, 0, 0
    FROM lottery_bets b
    JOIN lottery_games lg ON lg.id = b.lottery_id
    JOIN games gm ON gm.id = lg.game_id
   WHERE b.state IN ('won', 'lost')
  UNION ALL
  SELECT d.member_id, coalesce(d.decided_at, d.updated_at), '', 0, 0, 0, 0, 0, d.amount, 1,
         0, 0, 0
    FROM deposits d
   WHERE d.state = 'completed'
  UNION ALL
  SELECT w.member_id, w.paid_at, '', 0, 0, 0, 0, 0, 0, 0, w.amount, 1, 0
    FROM withdrawals w
   WHERE w.paid_at IS NOT NULL AND w.state IN ('paid', 'received', 'disputed', 'refunded')
  UNION ALL
  SELECT w.member_id, w.updated_at, '', 0, 0, 0, 0, 0, 0, 0, -w.amount, -1, 0
    FROM withdrawals w
   WHERE w.paid_at IS NOT NULL AND w.state = 'refunded';
  INSERT INTO activity_hourly (member_id, hour_start, game_type, vendor_id, bet_amount,
         valid_bet, win, house_pnl, rounds, deposits, deposit_count, withdrawals,
         withdrawal_count, bonus)
  SELECT member_id, date_trunc('hour', at AT TIME ZONE tz) AT TIME ZONE tz, game_type, vendor_id,
         sum(bet_amount), sum(valid_bet), sum(win), sum(valid_bet) - sum(win), sum(rounds),
         sum(deposits), sum(deposit_count), sum(withdrawals), sum(withdrawal_count), sum(bonus)
    FROM activity_events
   GROUP BY 1, 2, 3, 4;
  INSERT INTO activity_daily (member_id, day, game_type, vendor_id, bet_amount, valid_bet, win,
         house_pnl, rounds, deposits, deposit_count, withdrawals, withdrawal_count, bonus)
  SELECT member_id, (hour_start AT TIME ZONE tz)::date, game_type, vendor_id, sum(bet_amount),
         sum(valid_bet), sum(win), sum(house_pnl), sum(rounds), sum(deposits),
         sum(deposit_count), sum(withdrawals), sum(withdrawal_count), sum(bonus)
    FROM activity_hourly
   GROUP BY 1, 2, 3, 4;
  DROP TABLE activity_events;
END $$;
--> statement-breakpoint
-- The default zone (config SITE_TIME_ZONE's); a site in another zone runs
-- `npm run activity:rebuild -w apps/server` once (modules/activity/rebuild.ts).
SELECT activity_rebuild('Asia/Yangon');
