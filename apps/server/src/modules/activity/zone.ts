// The site's time zone the activity facts' hours and days are in: SITE_TIME_ZONE, set once when
// the app is built (app.ts). recordActivity is called deep in money paths that are handed a
// database only (the lottery's settlement), hence a module value rather than a parameter. The
// database keeps a copy (settings 'activity.timeZone') for the member_tree insert trigger, which
// counts registrations by day.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

let zone = 'Asia/Yangon';

/** Writes the zone where the database's triggers read it (activity_site_zone()), if it differs. */
export async function storeActivityTimeZone(db: Db, timeZone: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO settings (key, value) VALUES ('activity.timeZone', ${JSON.stringify({ timeZone })}::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()
     WHERE settings.value IS DISTINCT FROM excluded.value`);
}

export function setActivityTimeZone(timeZone: string): void {
  zone = timeZone;
}

export function activityTimeZone(): string {
  return zone;
}

let clock: (() => Date) | null = null;

/**
 * Tests only: the instant a fact without its own `at` is recorded at (null, the default: the
 * transaction's time). Lets a test play through the real money paths at a fixed instant, e.g.
 * inside a 5-minute period its settlement closes ahead of the real clock.
 */
export function setActivityClock(fixed: (() => Date) | null): void {
  clock = fixed;
}

export function activityClock(): Date | undefined {
  return clock?.();
}
