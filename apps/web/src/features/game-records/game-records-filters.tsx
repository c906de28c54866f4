// The filters both game-records pages share: game type, vendor (of that type) and real or trial
// play, shown inside the records kit's filter card with its range of days (at most
// MAX_RANGE_DAYS days, as the server allows).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameTypes, type TGameType } from '@wps/contracts/content/game-nav';
import type { TPlayMode } from '@wps/contracts/games/bet-records';
import { useGameVendors } from '../../api/game-vendors';
import { FormField } from '../../components/form/form-field';
import {
  RecordsFilters,
  useRecordsRange,
  type RecordsRange,
} from '../../components/records-kit/records-kit';

/** Spec 9: page size 15 (contracts/games/bet-records.ts). */
export const GAME_RECORDS_PAGE_SIZE = 15;
/** The longest range the server answers (contracts/games/bet-records.ts). */
export const MAX_RANGE_DAYS = 90;

export interface GameFilter {
  gameType: TGameType | '';
  vendor: string;
  play: TPlayMode;
}

/** The filter state and the range; `onFilterChange` runs on every change (a page goes back to 1). */
export function useGameRecordFilters(onFilterChange: () => void) {
  const [filter, setFilterState] = useState<GameFilter>({ gameType: '', vendor: '', play: 'real' });
  const range = useRecordsRange({ maxDays: MAX_RANGE_DAYS, onChange: onFilterChange });
  const setFilter = (next: Partial<GameFilter>) => {
    setFilterState((current) => ({ ...current, ...next }));
    onFilterChange();
  };
  return { filter, setFilter, range };
}

export function GameRecordFilters({
  filter,
  setFilter,
  range,
  children,
}: {
  filter: GameFilter;
  setFilter: (next: Partial<GameFilter>) => void;
  range: RecordsRange;
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
  return (
    <RecordsFilters range={range}>
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
    </RecordsFilters>
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

/** A signed amount: '+' in front when the member came out ahead. */
export function signed(net: string, amount: (minor: string) => string): string {
  return (net.startsWith('-') || net === '0' ? '' : '+') + amount(net);
}
