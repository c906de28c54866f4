CREATE TABLE "activity_active_index" (
	"id" integer PRIMARY KEY NOT NULL,
	"threshold" bigint NOT NULL,
	"from_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_negative_days" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "activity_negative_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "activity_team_active" (
	"agent_id" integer NOT NULL,
	"start_day" date NOT NULL,
	"reach_day" date NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "activity_team_active_agent_id_start_day_reach_day_pk" PRIMARY KEY("agent_id","start_day","reach_day")
);
--> statement-breakpoint
ALTER TABLE "activity_negative_days" ADD CONSTRAINT "activity_negative_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_team_active" ADD CONSTRAINT "activity_team_active_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_negative_days_day_idx" ON "activity_negative_days" USING btree ("day");--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------
-- Hand-written: the active-member count's upkeep (docs/decisions.md, "i17-rest").
--
-- The threshold as the database sees it: settings 'agent.activity' (modules/agent-reports
-- settings.ts, default 1,000.00). A member is active over a range when its valid bet there is
-- above 0 and reaches the threshold: the sum reaches greatest(threshold, 1).
CREATE FUNCTION activity_active_threshold() RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT (value->>'activeMemberValidBet')::bigint FROM settings
                    WHERE key = 'agent.activity'), 100000)
$$;
--> statement-breakpoint
-- Every count again, from activity_daily and the tree, for the threshold in settings. Takes the
-- tree's lock exclusive (as a move does), so no fact is recorded meanwhile. Start days from the
-- first day of facts (at most 400 days back) on.
CREATE FUNCTION activity_active_rebuild() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_t bigint := greatest(activity_active_threshold(), 1);
  v_today date := (now() AT TIME ZONE activity_site_zone())::date;
  v_from date;
BEGIN
  PERFORM pg_advisory_xact_lock(727017);
  -- No facts before the first: the counts hold from there (from 400 days back when none).
  SELECT greatest(coalesce(min(day), v_today - 400), v_today - 400) INTO v_from FROM activity_daily;
  DELETE FROM activity_team_active;
  DELETE FROM activity_negative_days;
  INSERT INTO activity_negative_days (member_id, day)
    SELECT member_id, day FROM activity_daily GROUP BY 1, 2 HAVING sum(valid_bet) < 0;
  -- For each member day x and each start a in [x - 92, x], the member's running sum from a.
  INSERT INTO activity_team_active (agent_id, start_day, reach_day, members)
  WITH v AS (
    SELECT member_id, day, sum(valid_bet) AS v FROM activity_daily
     WHERE day >= v_from AND valid_bet <> 0 GROUP BY 1, 2 HAVING sum(valid_bet) <> 0),
  p AS (
    SELECT v.member_id, s.a::date AS a, v.day,
           sum(v.v) OVER (PARTITION BY v.member_id, s.a ORDER BY v.day) AS run
      FROM v, generate_series(greatest(v_from, v.day - 92), v.day, interval '1 day') AS s (a)),
  r AS (SELECT member_id, a, min(day) AS reach FROM p WHERE run >= v_t GROUP BY 1, 2)
  SELECT tr.ancestor_id, r.a, r.reach, count(*)
    FROM r JOIN member_tree tr ON tr.descendant_id = r.member_id
   GROUP BY 1, 2, 3;
  INSERT INTO activity_active_index (id, threshold, from_day)
    VALUES (1, activity_active_threshold(), v_from)
    ON CONFLICT (id) DO UPDATE SET threshold = excluded.threshold, from_day = excluded.from_day;
END $$;
--> statement-breakpoint
-- A member's valid bet on day d changed by delta (recordActivity, after writing the facts, in
-- the same transaction): the reach days of the starts [d - 92, d] move where they changed, in
-- the counts of every team the member is in. Serialised per member (advisory lock 727018), so
-- each call sees the days as the previous one left them.
CREATE FUNCTION activity_active_record(p_member int, p_day date, p_delta bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_t bigint;
  v_now bigint;
BEGIN
  SELECT greatest(threshold, 1) INTO v_t FROM activity_active_index WHERE id = 1;
  IF v_t IS NULL OR p_delta = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(727018, p_member);
  SELECT coalesce(sum(valid_bet), 0) INTO v_now
    FROM activity_daily WHERE member_id = p_member AND day = p_day;
  IF v_now < 0 THEN
    INSERT INTO activity_negative_days (member_id, day) VALUES (p_member, p_day)
      ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM activity_negative_days WHERE member_id = p_member AND day = p_day;
  END IF;
  -- Nothing moves: the day had reached the threshold alone before, more was added, and no day
  -- from p_day - 92 to p_day was negative (every start's sum had reached it by p_day already).
  IF p_delta > 0 AND v_now - p_delta >= v_t AND NOT EXISTS (
    SELECT 1 FROM activity_negative_days
     WHERE member_id = p_member AND day >= p_day - 92 AND day <= p_day
  ) THEN
    RETURN;
  END IF;
  INSERT INTO activity_team_active (agent_id, start_day, reach_day, members)
  WITH v AS (
    SELECT f.day, sum(f.valid_bet) AS new_v FROM activity_daily f
     WHERE f.member_id = p_member AND f.day >= p_day - 92 AND f.day <= p_day + 92
     GROUP BY f.day),
  vv AS (
    SELECT v.day, v.new_v, v.new_v - CASE WHEN v.day = p_day THEN p_delta ELSE 0 END AS old_v
      FROM v
    UNION ALL
    SELECT p_day, 0, -p_delta WHERE NOT EXISTS (SELECT 1 FROM v WHERE v.day = p_day)),
  runs AS (
    SELECT s.start_day, vv.day,
           sum(vv.new_v) OVER (PARTITION BY s.start_day ORDER BY vv.day) AS new_run,
           sum(vv.old_v) OVER (PARTITION BY s.start_day ORDER BY vv.day) AS old_run
      FROM (SELECT g::date AS start_day
              FROM generate_series(p_day - 92, p_day, interval '1 day') AS g) s
      JOIN vv ON vv.day >= s.start_day AND vv.day <= s.start_day + 92),
  reached AS (
    SELECT runs.start_day, min(runs.day) FILTER (WHERE runs.new_run >= v_t) AS new_reach,
           min(runs.day) FILTER (WHERE runs.old_run >= v_t) AS old_reach
      FROM runs GROUP BY runs.start_day),
  diff AS (
    SELECT r.start_day, r.old_reach AS reach_day, -1 AS change FROM reached r
     WHERE r.old_reach IS DISTINCT FROM r.new_reach AND r.old_reach IS NOT NULL
    UNION ALL
    SELECT r.start_day, r.new_reach, 1 FROM reached r
     WHERE r.old_reach IS DISTINCT FROM r.new_reach AND r.new_reach IS NOT NULL)
  SELECT tr.ancestor_id, diff.start_day, diff.reach_day, sum(diff.change)
    FROM diff JOIN member_tree tr ON tr.descendant_id = p_member
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (agent_id, start_day, reach_day)
  DO UPDATE SET members = activity_team_active.members + excluded.members;
END $$;
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) the counts of `root`'s team to or from `agents`' teams.
CREATE FUNCTION activity_active_carry(agents int[], root int, sign int) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO activity_team_active (agent_id, start_day, reach_day, members)
  SELECT g.id, c.start_day, c.reach_day, sign * c.members
    FROM unnest(agents) AS g (id), activity_team_active c
   WHERE c.agent_id = root AND c.members <> 0
   ORDER BY 1, 2, 3
  ON CONFLICT (agent_id, start_day, reach_day)
  DO UPDATE SET members = activity_team_active.members + excluded.members
$$;
--> statement-breakpoint
-- 0014's move, and the active counts carried along with the rollup.
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
  PERFORM activity_active_carry(old_ups, NEW.id, -1);
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
    PERFORM activity_active_carry(new_ups, NEW.id, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new threshold: the counts again.
CREATE FUNCTION activity_active_on_settings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM activity_active_rebuild();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_active_threshold_changed AFTER INSERT OR UPDATE ON settings
  FOR EACH ROW WHEN (NEW.key = 'agent.activity') EXECUTE FUNCTION activity_active_on_settings();
--> statement-breakpoint
SELECT activity_active_rebuild();
