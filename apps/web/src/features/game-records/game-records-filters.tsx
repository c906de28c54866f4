// The filters both game-records pages share: game type, vendor (of that type), real or trial
// play, and a range of days with the quick picks (spec 9), at most MAX_RANGE_DAYS days as the
// server allows. Days are counted in the site's time zone, which the answers name.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameTypes, type TGameType } from '@wps/contracts/content/game-nav';
import type { TPlayMode } from '@wps/contracts/games/bet-records';
import { useGameVendors } from '../../api/game-vendors';
import { DateRangePicker } from '../../components/date-range/date-range-picker';
import { FormField } from '../../components/form/form-field';
import { isValidRange, quickRange, todayIn, type DayRange } from '../../lib/date-range';

/** Spec 9: page size 15 (contracts/games/bet-records.ts). */
export const GAME_RECORDS_PAGE_SIZE = 15;
/** The longest range the server answers (contracts/games/bet-records.ts). */
export const MAX_RANGE_DAYS = 90;

/** Days in a range, both ends counted. */
export function rangeDays({ startDate, endDate }: DayRange): number {
  const ms = Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

export type RangeProblem = 'order' | 'tooLong' | null;
export function rangeProblem(range: DayRange): RangeProblem {
  if (!isValidRange(range)) return 'order';
  return rangeDays(range) > MAX_RANGE_DAYS ? 'tooLong' : null;
}

export interface GameFilter {
  gameType: TGameType | '';
  vendor: string;
  play: TPlayMode;
}

/**
 * The filter state. `asked` is the last range that could be asked for (a half-typed or too long
 * one keeps the list as it was); `onFilterChange` runs on every change (a page goes back to 1).
 */
export function useGameRecordFilters(onFilterChange: () => void) {
  const [filter, setFilterState] = useState<GameFilter>({ gameType: '', vendor: '', play: 'real' });
  const [range, setRange] = useState<DayRange>(() => quickRange('previous7'));
  const [asked, setAsked] = useState<DayRange>(range);
  const hasChosenRange = useRef(false);

  const setFilter = (next: Partial<GameFilter>) => {
    setFilterState((current) => ({ ...current, ...next }));
    onFilterChange();
  };
  const changeRange = (next: DayRange) => {
    hasChosenRange.current = true;
    setRange(next);
    if (rangeProblem(next) === null) {
      setAsked(next);
      onFilterChange();
    }
  };
  // The first answer names the site's time zone; near midnight its today may not be the
  // browser's, so the first range moves there unless the member already chose one.
  const adoptTimeZone = useCallback((timeZone: string | undefined) => {
    if (!timeZone || hasChosenRange.current) return;
    hasChosenRange.current = true;
    const week = quickRange('previous7', todayIn(timeZone));
    setRange(week);
    setAsked(week);
  }, []);

  return { filter, setFilter, range, asked, changeRange, adoptTimeZone };
}

/** Calls adoptTimeZone once the answer names the zone. */
export function useSiteZone(
  timeZone: string | undefined,
  adoptTimeZone: (timeZone: string | undefined) => void,
) {
  useEffect(() => adoptTimeZone(timeZone), [timeZone, adoptTimeZone]);
}

export function GameRecordFilters({
  filter,
  setFilter,
  range,
  changeRange,
  timeZone,
  children,
}: {
  filter: GameFilter;
  setFilter: (next: Partial<GameFilter>) => void;
  range: DayRange;
  changeRange: (next: DayRange) => void;
  timeZone: string | undefined;
  /** More filters of one page (the betting record's state). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const vendors = useGameVendors();
  // One entry per code: with no type chosen, a code two types share is one choice.
  const vendorOptions = [
    ...new Map(
      (vendors.data ?? [])
        .filter((v) => filter.gameType === '' || v.gameType === filter.gameType)
        .map((v) => [v.vassalage, v.displayName] as const),
    ),
  ];
  const problem = rangeProblem(range);
  return (
    <section className="mc-card" aria-label={t('gameRecords.filters')}>
      <div className="game-records-filters">
        <FormField label={t('gameRecords.gameType')}>
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              value={filter.gameType}
              onChange={(event) =>
                // Another type's vendors are not this type's: the vendor goes back to all.
                setFilter({ gameType: event.target.value as TGameType | '', vendor: '' })
              }
            >
              <option value="">{t('gameRecords.all')}</option>
              {gameTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`nav.gameType.${type}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('gameRecords.vendor')}>
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              value={filter.vendor}
              onChange={(event) => setFilter({ vendor: event.target.value })}
            >
              <option value="">{t('gameRecords.all')}</option>
              {vendorOptions.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {children}
        <FormField label={t('gameRecords.play')}>
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              value={filter.play}
              onChange={(event) => setFilter({ play: event.target.value as TPlayMode })}
            >
              <option value="real">{t('gameRecords.plays.real')}</option>
              <option value="trial">{t('gameRecords.plays.trial')}</option>
            </select>
          )}
        </FormField>
      </div>
      <DateRangePicker
        today={todayIn(timeZone)}
        value={range}
        onChange={changeRange}
        error={
          problem === 'order'
            ? t('gameRecords.badRange')
            : problem === 'tooLong'
              ? t('gameRecords.rangeTooLong', { days: MAX_RANGE_DAYS })
              : null
        }
      />
    </section>
  );
}

/** The query's game filters: empty choices left out. */
export function gameQuery(filter: GameFilter) {
  return {
    gameType: filter.gameType === '' ? undefined : filter.gameType,
    vendor: filter.vendor === '' ? undefined : filter.vendor,
    play: filter.play,
  };
}

/** A signed amount's class: green when the member came out ahead, red when behind. */
export function netClass(net: string): string {
  if (net.startsWith('-')) return 'mc-num mc-amount--out';
  return net === '0' ? 'mc-num' : 'mc-num mc-amount--in';
}
