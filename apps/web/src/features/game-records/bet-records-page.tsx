// The member centre's personalHistoryCopy page ("betting record"): the member's game rounds,
// newest first, filtered by game type, vendor, state, real or trial play and a range of days with
// the quick picks, 15 to a page (spec 9), with the totals of the whole range. Built from the
// records kit: days and times are the site's.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBetRecord } from '@wps/contracts/games/bet-records';
import { FormField } from '../../components/form/form-field';
import {
  RecordsList,
  RecordsTotals,
  netClass,
  rangeProblem,
  type RecordColumn,
} from '../../components/records-kit/records-kit';
import { useLanguage } from '../../lib/language';
import { toMajor } from '../../lib/money-amount';
import { useSiteFormat } from '../../lib/use-site-format';
import {
  GAME_RECORDS_PAGE_SIZE,
  GameRecordFilters,
  MAX_RANGE_DAYS,
  gameQuery,
  signed,
  useGameRecordFilters,
} from './game-records-filters';
import { fetchBetRecordsPage, useBetRecords } from './use-game-records';
import './game-records.css';

type StateFilter = 'all' | 'open' | 'ended';
const states: readonly StateFilter[] = ['all', 'open', 'ended'];

export function BetRecordsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = useSiteFormat();
  const [pageNo, setPageNo] = useState(1);
  const [state, setState] = useState<StateFilter>('all');
  const filters = useGameRecordFilters(() => setPageNo(1));
  const query = {
    ...gameQuery(filters.filter),
    state,
    startDate: filters.range.asked.startDate,
    endDate: filters.range.asked.endDate,
    language,
    pageNo,
    pageSize: GAME_RECORDS_PAGE_SIZE,
  };
  const records = useBetRecords(query, rangeProblem(filters.range.asked, MAX_RANGE_DAYS) === null);
  const data = records.data;

  // A round the vendor named no game for reads as its game type, never as a code.
  const gameName = (r: TBetRecord) => r.gameName ?? t(`nav.gameType.${r.gameType}`);
  const labels = {
    bet: t('gameRecords.bet'),
    win: t('gameRecords.win'),
    net: t('gameRecords.net'),
  };
  const columns: RecordColumn<TBetRecord>[] = [
    {
      key: 'round',
      label: t('gameRecords.round'),
      cell: (r) => (
        <>
          <span className="game-records-ref">{r.roundRef}</span>
          <span className="game-records-id">#{r.id}</span>
        </>
      ),
      csv: (r) => r.roundRef,
    },
    {
      key: 'time',
      label: t('gameRecords.time'),
      cell: (r) => format.dateTime(r.time),
      csv: (r) => format.dateTime(r.time),
    },
    {
      key: 'game',
      label: t('gameRecords.game'),
      cell: (r) => (
        <>
          {gameName(r)}
          <span className="game-records-vendor">{r.vendorName}</span>
        </>
      ),
      csv: gameName,
    },
    {
      key: 'vendor',
      label: t('gameRecords.vendor'),
      // On screen the provider stands under the game's name.
      csvOnly: true,
      cell: (r) => r.vendorName,
      csv: (r) => r.vendorName,
    },
    {
      key: 'gameType',
      label: t('gameRecords.gameType'),
      cell: (r) => t(`nav.gameType.${r.gameType}`),
      csv: (r) => t(`nav.gameType.${r.gameType}`),
    },
    {
      key: 'bet',
      label: labels.bet,
      numeric: true,
      cell: (r) => format.amount(r.bet),
      csv: (r) => toMajor(r.bet),
    },
    {
      key: 'win',
      label: labels.win,
      numeric: true,
      cell: (r) => format.amount(r.win),
      csv: (r) => toMajor(r.win),
    },
    {
      key: 'net',
      label: labels.net,
      numeric: true,
      cellClass: (r) => netClass(r.net),
      cell: (r) => signed(r.net, format.amount),
      csv: (r) => toMajor(r.net),
    },
    {
      key: 'state',
      label: t('gameRecords.state'),
      cell: (r) => (
        <span className={r.state === 'open' ? 'mc-tag' : 'mc-tag mc-tag--off'}>
          {t(`gameRecords.states.${r.state}`)}
        </span>
      ),
      csv: (r) => t(`gameRecords.states.${r.state}`),
    },
  ];

  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t('gameRecords.bets.title')}</h3>
      <GameRecordFilters
        filter={filters.filter}
        setFilter={filters.setFilter}
        range={filters.range}
      >
        <FormField label={t('gameRecords.state')}>
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              value={state}
              onChange={(event) => {
                setState(event.target.value as StateFilter);
                setPageNo(1);
              }}
            >
              {states.map((value) => (
                <option key={value} value={value}>
                  {t(`gameRecords.states.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </GameRecordFilters>

      {data && (
        <RecordsTotals
          items={[
            { label: t('gameRecords.rounds'), value: data.totals.rounds },
            { label: labels.bet, value: format.amount(data.totals.bet) },
            { label: labels.win, value: format.amount(data.totals.win) },
            {
              label: labels.net,
              value: signed(data.totals.net, format.amount),
              className: netClass(data.totals.net),
            },
          ]}
        />
      )}

      <RecordsList
        label={t('gameRecords.bets.list')}
        caption={(answer) => t('gameRecords.bets.caption', { total: answer.total })}
        query={records}
        rows={(answer) => answer.list}
        // A lottery bet's id and a vendor round's id come from different sequences.
        rowKey={(r) => `${r.gameType}:${r.vendor}:${r.roundRef}`}
        columns={columns}
        emptyText={t('gameRecords.bets.none')}
        csvName={`betting-record-${filters.range.asked.startDate}-${filters.range.asked.endDate}`}
        paging={{ pageNo, totalPages: data?.totalPages ?? 0, onPageChange: setPageNo }}
        fetchPage={(page, pageSize, signal) =>
          fetchBetRecordsPage({ ...query, pageNo: page, pageSize }, signal)
        }
      />
    </div>
  );
}
