// The lottery pages' pure rules: when the menus refresh (spec: from the shortest remaining time),
// which lotteries a week day, a search or a tab shows, and how times read in the site's zone.
import type { TLotteryItem, TLotteryMenu } from '@wps/contracts/lottery/lottery-common';

/** Refresh this soon once a draw is due (its remaining time is 0 or less). */
export const DUE_REFRESH_MS = 7_000;
/** Never wait longer than this between refreshes. */
export const MAX_REFRESH_MS = 30_000;

/**
 * Milliseconds until the next refresh, from the remaining times (seconds) the last answer gave:
 * 7 s once the shortest is <= 0, else the shortest, at most 30 s (30 s with none at all).
 */
export function refreshDelayMs(remainingSeconds: readonly number[]): number {
  if (remainingSeconds.length === 0) return MAX_REFRESH_MS;
  const shortest = Math.min(...remainingSeconds);
  if (shortest <= 0) return DUE_REFRESH_MS;
  return Math.min(MAX_REFRESH_MS, shortest * 1000);
}

/**
 * The times a list of lotteries counts down: each draw's time, and its betting close while it is
 * still ahead (a closed draw's 0 would only mean polling at 7 s until it is drawn).
 */
export function remainingTimesOf(items: readonly TLotteryItem[]): number[] {
  return items.flatMap((item) =>
    item.lockTime > 0 ? [item.remainTime, item.lockTime] : [item.remainTime],
  );
}

/** Week days as the spec numbers them: 1 Sunday .. 7 Saturday. */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Whether a lottery draws on `day`: its drawDayOfWeek ('1,4,7') lists it. */
export function drawsOn(item: Pick<TLotteryItem, 'drawDayOfWeek'>, day: WeekDay): boolean {
  return item.drawDayOfWeek
    .split(',')
    .map((part) => Number(part.trim()))
    .includes(day);
}

export interface LotteryFilter {
  /** null: every day. */
  day: WeekDay | null;
  /** Part of the name, any case; '' for all. */
  search: string;
}

export function filterLotteries(
  items: readonly TLotteryItem[],
  { day, search }: LotteryFilter,
): TLotteryItem[] {
  const needle = search.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      (day === null || drawsOn(item, day)) &&
      (needle === '' || item.remark.toLocaleLowerCase().includes(needle)),
  );
}

/** A menu tab: one per menu tag, then the hot, favourite and recent lists. */
export type LotteryTab = `tag:${string}` | 'hot' | 'fav' | 'recent';

export const tagTab = (tag: string): LotteryTab => `tag:${tag}`;

/**
 * The tabs in order: the tags as the server lists them, hot when any lottery is hot, and for a
 * member the favourites (kept per username) and the recent list.
 */
export function lotteryTabs(menus: readonly TLotteryMenu[], isLoggedIn: boolean): LotteryTab[] {
  const tags = menus.filter((m) => m.gameMenus.length > 0).map((m) => tagTab(m.tag));
  const hasHot = menus.some((m) => m.gameMenus.some((item) => item.isHot));
  const lists: LotteryTab[] = isLoggedIn ? ['fav', 'recent'] : [];
  return [...tags, ...(hasHot ? (['hot'] as const) : []), ...lists];
}

/** Every lottery of the menus once (a lottery could sit under two tags). */
export function allLotteries(menus: readonly TLotteryMenu[]): TLotteryItem[] {
  const seen = new Map<number, TLotteryItem>();
  for (const menu of menus) for (const item of menu.gameMenus) seen.set(item.gameId, item);
  return [...seen.values()];
}

/** The lotteries a tag or list tab shows (recent comes from its own call). */
export function lotteriesOfTab(
  menus: readonly TLotteryMenu[],
  tab: LotteryTab,
  favouriteIds: readonly number[],
): TLotteryItem[] {
  if (tab === 'hot') return allLotteries(menus).filter((item) => item.isHot);
  if (tab === 'fav') return allLotteries(menus).filter((i) => favouriteIds.includes(i.gameId));
  if (tab === 'recent') return [];
  return menus.find((m) => tagTab(m.tag) === tab)?.gameMenus ?? [];
}

/** Arrows beside the tag tabs above this many tags (spec). */
export const TAG_ARROWS_ABOVE = 7;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Seconds left as 'HH:mm:ss', with days in front past a day ('2d 03:04:05', the days in the
 * player's language through `days`); 0 when passed.
 */
export function formatCountdown(
  seconds: number,
  days: (count: number) => string = (count) => `${count}d`,
): string {
  const left = Math.max(0, Math.floor(seconds));
  const wholeDays = Math.floor(left / 86_400);
  const clock = `${two(Math.floor((left % 86_400) / 3600))}:${two(Math.floor((left % 3600) / 60))}:${two(left % 60)}`;
  return wholeDays > 0 ? `${days(wholeDays)} ${clock}` : clock;
}

/** Odds in thousandths per unit stake as a multiplier ('2,500', '1.95'). */
export function formatOdds(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}
