// The member centre's personalHistoryCopy page ("betting record"): the member's game rounds,
// newest first, filtered by game type, vendor, state, real or trial play and a range of days with
// the quick picks, 15 to a page (spec 9), with the totals of the whole range. Days and times are
// the site's time zone, which the answer names.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBetRecord } from '@wps/contracts/games/bet-records';
import { formatTime } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { formatMinor } from '../../lib/money-amount';
import { FormField } from '../../components/form/form-field';
import { Pager } from '../../components/pager/pager';
import { ResultCard } from '../../components/result-card/result-card';
import {
  GAME_RECORDS_PAGE_SIZE,
  GameRecordFilters,
  gameQuery,
  netClass,
  rangeProblem,
  useGameRecordFilters,
  useSiteZone,
} from './game-records-filters';
import { useBetRecords } from './use-game-records';
import '../../styles/member-page.css';
import './game-records.css';

type StateFilter = 'all' | 'open' | 'ended';
const states: readonly StateFilter[] = ['all', 'open', 'ended'];

const signed = (net: string) => (net.startsWith('-') || net === '0' ? '' : '+') + formatMinor(net);

export function BetRecordsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [pageNo, setPageNo] = useState(1);
  const [state, setState] = useState<StateFilter>('all');
  const filters = useGameRecordFilters(() => setPageNo(1));
  const records = useBetRecords(
    {
      ...gameQuery(filters.filter),
      state,
      startDate: filters.asked.startDate,
      endDate: filters.asked.endDate,
      language,
      pageNo,
      pageSize: GAME_RECORDS_PAGE_SIZE,
    },
    rangeProblem(filters.asked) === null,
  );
  const data = records.data;
  const timeZone = data?.timeZone;
  useSiteZone(timeZone, filters.adoptTimeZone);
  const totalPages = data?.totalPages ?? 0;

  const columns = {
    round: t('gameRecords.round'),
    time: t('gameRecords.time'),
    game: t('gameRecords.game'),
    gameType: t('gameRecords.gameType'),
    bet: t('gameRecords.bet'),
    win: t('gameRecords.win'),
    net: t('gameRecords.net'),
    state: t('gameRecords.state'),
  };

  const row = (r: TBetRecord) => (
    // A lottery bet's id and a vendor round's id come from different sequences: the ref is unique.
    <tr key={`${r.gameType}:${r.vendor}:${r.roundRef}`}>
      <td data-label={columns.round}>
        <span className="game-records-ref">{r.roundRef}</span>
        <span className="game-records-id">#{r.id}</span>
      </td>
      <td data-label={columns.time}>{formatTime(r.time, timeZone)}</td>
      <td data-label={columns.game}>
        {r.gameName ?? r.gameCode ?? '—'}
        <span className="game-records-vendor">{r.vendorName}</span>
      </td>
      <td data-label={columns.gameType}>{t(`nav.gameType.${r.gameType}`)}</td>
      <td data-label={columns.bet} className="mc-num">
        {formatMinor(r.bet)}
      </td>
      <td data-label={columns.win} className="mc-num">
        {formatMinor(r.win)}
      </td>
      <td data-label={columns.net} className={netClass(r.net)}>
        {signed(r.net)}
      </td>
      <td data-label={columns.state}>
        <span className={r.state === 'open' ? 'mc-tag' : 'mc-tag mc-tag--off'}>
          {t(`gameRecords.states.${r.state}`)}
        </span>
      </td>
    </tr>
  );

  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t('gameRecords.bets.title')}</h3>
      <GameRecordFilters
        filter={filters.filter}
        setFilter={filters.setFilter}
        range={filters.range}
        changeRange={filters.changeRange}
        timeZone={timeZone}
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
        <section className="mc-card" aria-label={t('gameRecords.totals')}>
          <dl className="game-records-totals">
            <div>
              <dt>{t('gameRecords.rounds')}</dt>
              <dd>{data.totals.rounds}</dd>
            </div>
            <div>
              <dt>{columns.bet}</dt>
              <dd>{formatMinor(data.totals.bet)}</dd>
            </div>
            <div>
              <dt>{columns.win}</dt>
              <dd>{formatMinor(data.totals.win)}</dd>
            </div>
            <div>
              <dt>{columns.net}</dt>
              <dd className={netClass(data.totals.net)}>{signed(data.totals.net)}</dd>
            </div>
          </dl>
        </section>
      )}

      <ResultCard
        label={t('gameRecords.bets.list')}
        data={data}
        isFetching={records.isFetching}
        isError={records.isError}
        isEmpty={(answer) => answer.list.length === 0}
        emptyText={t('gameRecords.bets.none')}
        footer={
          <Pager
            pageNo={pageNo}
            totalPages={totalPages}
            isBusy={records.isFetching}
            onPageChange={setPageNo}
            label={t('gameRecords.pages')}
            previousText={t('gameRecords.previous')}
            nextText={t('gameRecords.next')}
            positionText={t('gameRecords.pageOf', { pageNo, totalPages })}
          />
        }
      >
        {(answer) => (
          <table className="mc-table">
            <caption className="visually-hidden">
              {t('gameRecords.bets.caption', { total: answer.total })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{columns.round}</th>
                <th scope="col">{columns.time}</th>
                <th scope="col">{columns.game}</th>
                <th scope="col">{columns.gameType}</th>
                <th scope="col" className="mc-num">
                  {columns.bet}
                </th>
                <th scope="col" className="mc-num">
                  {columns.win}
                </th>
                <th scope="col" className="mc-num">
                  {columns.net}
                </th>
                <th scope="col">{columns.state}</th>
              </tr>
            </thead>
            <tbody>{answer.list.map(row)}</tbody>
          </table>
        )}
      </ResultCard>
    </div>
  );
}
