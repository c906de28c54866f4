CREATE TABLE "activity_team_daily" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"shard" integer NOT NULL,
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
	"registrations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_team_daily_agent_id_day_shard_pk" PRIMARY KEY("agent_id","day","shard")
);
--> statement-breakpoint
ALTER TABLE "activity_team_daily" ADD CONSTRAINT "activity_team_daily_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- Hand-written: the team rollup's upkeep by the tree's triggers, and its rebuild.
--
-- The site's time zone as the database sees it (for registrations' days in the insert trigger):
-- settings key 'activity.timeZone', written by the app at start (SITE_TIME_ZONE).
CREATE FUNCTION activity_site_zone() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT value->>'timeZone' FROM settings WHERE key = 'activity.timeZone'),
                  'Asia/Yangon')
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) the history of the members of `subtree` (their daily
-- facts and their registrations) to or from the team rows of `agents`.
CREATE FUNCTION activity_team_carry(agents int[], subtree int[], sign int) RETURNS void
LANGUAGE sql AS $$
  WITH moved AS (
    SELECT a.day, a.member_id % 8 AS shard, sum(a.bet_amount) AS bet_amount,
           sum(a.valid_bet) AS valid_bet, sum(a.win) AS win, sum(a.house_pnl) AS house_pnl,
           sum(a.rounds) AS rounds, sum(a.deposits) AS deposits,
           sum(a.deposit_count) AS deposit_count, sum(a.withdrawals) AS withdrawals,
           sum(a.withdrawal_count) AS withdrawal_count, sum(a.bonus) AS bonus, 0 AS registrations
      FROM activity_daily a WHERE a.member_id = ANY(subtree)
     GROUP BY 1, 2
    UNION ALL
    SELECT (m.created_at AT TIME ZONE activity_site_zone())::date, m.id % 8, 0, 0, 0, 0, 0, 0, 0,
           0, 0, 0, count(*)
      FROM members m WHERE m.id = ANY(subtree)
     GROUP BY 1, 2),
  per AS (
    SELECT day, shard, sum(bet_amount) AS bet_amount, sum(valid_bet) AS valid_bet, sum(win) AS win,
           sum(house_pnl) AS house_pnl, sum(rounds) AS rounds, sum(deposits) AS deposits,
           sum(deposit_count) AS deposit_count, sum(withdrawals) AS withdrawals,
           sum(withdrawal_count) AS withdrawal_count, sum(bonus) AS bonus,
           sum(registrations) AS registrations
      FROM moved GROUP BY 1, 2)
  INSERT INTO activity_team_daily (agent_id, day, shard, bet_amount, valid_bet, win, house_pnl,
         rounds, deposits, deposit_count, withdrawals, withdrawal_count, bonus, registrations)
  SELECT g.id, p.day, p.shard, sign * p.bet_amount, sign * p.valid_bet, sign * p.win,
         sign * p.house_pnl, sign * p.rounds, sign * p.deposits, sign * p.deposit_count,
         sign * p.withdrawals, sign * p.withdrawal_count, sign * p.bonus, sign * p.registrations
    FROM unnest(agents) AS g (id), per p
   ORDER BY 1, 2, 3
  ON CONFLICT (agent_id, day, shard) DO UPDATE SET
    bet_amount = activity_team_daily.bet_amount + excluded.bet_amount,
    valid_bet = activity_team_daily.valid_bet + excluded.valid_bet,
    win = activity_team_daily.win + excluded.win,
    house_pnl = activity_team_daily.house_pnl + excluded.house_pnl,
    rounds = activity_team_daily.rounds + excluded.rounds,
    deposits = activity_team_daily.deposits + excluded.deposits,
    deposit_count = activity_team_daily.deposit_count + excluded.deposit_count,
    withdrawals = activity_team_daily.withdrawals + excluded.withdrawals,
    withdrawal_count = activity_team_daily.withdrawal_count + excluded.withdrawal_count,
    bonus = activity_team_daily.bonus + excluded.bonus,
    registrations = activity_team_daily.registrations + excluded.registrations
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_tree_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
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
    -- A registration in every upline's team.
    INSERT INTO activity_team_daily (agent_id, day, shard, registrations)
      SELECT t.ancestor_id, (NEW.created_at AT TIME ZONE activity_site_zone())::date, NEW.id % 8, 1
        FROM member_tree t WHERE t.descendant_id = NEW.id AND t.depth > 0
       ORDER BY t.ancestor_id
    ON CONFLICT (agent_id, day, shard)
    DO UPDATE SET registrations = activity_team_daily.registrations + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A move carries the subtree's history along: taken from the old uplines' team rows, added to
-- the new ones'. The exclusive advisory lock waits for facts being recorded (recordActivity
-- takes it shared), so none is added to a team the member is leaving after the carry.
CREATE OR REPLACE FUNCTION member_tree_on_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  subtree int[];
  old_ups int[];
  new_ups int[];
BEGIN
  PERFORM pg_advisory_xact_lock(727017);
  IF NEW.upline_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM member_tree WHERE ancestor_id = NEW.id AND descendant_id = NEW.upline_id
  ) THEN
    RAISE EXCEPTION 'member % cannot be placed under its own downline %', NEW.id, NEW.upline_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'member_tree_no_cycle';
  END IF;
  SELECT array_agg(descendant_id) INTO subtree FROM member_tree WHERE ancestor_id = NEW.id;
  SELECT coalesce(array_agg(ancestor_id), '{}') INTO old_ups
    FROM member_tree WHERE descendant_id = NEW.id AND depth > 0;
  SELECT coalesce(array_agg(ancestor_id), '{}') INTO new_ups
    FROM member_tree WHERE descendant_id = NEW.upline_id;
  PERFORM activity_team_carry(old_ups, subtree, -1);
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
    PERFORM activity_team_carry(new_ups, subtree, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The team rows again from activity_daily, members and member_tree.
CREATE FUNCTION activity_team_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM activity_team_daily;
  INSERT INTO activity_team_daily (agent_id, day, shard, bet_amount, valid_bet, win, house_pnl,
         rounds, deposits, deposit_count, withdrawals, withdrawal_count, bonus, registrations)
  SELECT agent_id, day, shard, sum(bet_amount), sum(valid_bet), sum(win), sum(house_pnl),
         sum(rounds), sum(deposits), sum(deposit_count), sum(withdrawals), sum(withdrawal_count),
         sum(bonus), sum(registrations)
    FROM (
      SELECT t.ancestor_id AS agent_id, a.day, a.member_id % 8 AS shard, a.bet_amount,
             a.valid_bet, a.win, a.house_pnl, a.rounds, a.deposits, a.deposit_count,
             a.withdrawals, a.withdrawal_count, a.bonus, 0 AS registrations
        FROM activity_daily a JOIN member_tree t ON t.descendant_id = a.member_id AND t.depth > 0
      UNION ALL
      SELECT t.ancestor_id, (m.created_at AT TIME ZONE activity_site_zone())::date, m.id % 8,
             0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1
        FROM members m JOIN member_tree t ON t.descendant_id = m.id AND t.depth > 0
    ) AS f
   GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT activity_team_rebuild();
