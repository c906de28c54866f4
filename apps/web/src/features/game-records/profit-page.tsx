// The member centre's personalProfit page ("profit and loss"): the member's rounds over a range of
// days summed per game type and, under each, per vendor: bets, valid bets (ended rounds), wins,
// net (win - bet) and round count, with the range's total. Real and trial play are never summed
// together: the play filter picks one.
import { useTranslation } from 'react-i18next';
import type { TProfitFigures } from '@wps/contracts/games/profit';
import { ResultCard } from '../../components/result-card/result-card';
import { formatMinor } from '../../lib/money-amount';
import {
  GameRecordFilters,
  gameQuery,
  netClass,
  rangeProblem,
  useGameRecordFilters,
  useSiteZone,
} from './game-records-filters';
import { useProfit } from './use-game-records';
import '../../styles/member-page.css';
import './game-records.css';

const signed = (net: string) => (net.startsWith('-') || net === '0' ? '' : '+') + formatMinor(net);

export function ProfitPage() {
  const { t } = useTranslation();
  const filters = useGameRecordFilters(() => {});
  const profit = useProfit(
    {
      ...gameQuery(filters.filter),
      startDate: filters.asked.startDate,
      endDate: filters.asked.endDate,
    },
    rangeProblem(filters.asked) === null,
  );
  const data = profit.data;
  useSiteZone(data?.timeZone, filters.adoptTimeZone);

  const columns = {
    name: t('gameRecords.profit.name'),
    rounds: t('gameRecords.rounds'),
    bet: t('gameRecords.bet'),
    validBet: t('gameRecords.validBet'),
    win: t('gameRecords.win'),
    net: t('gameRecords.net'),
  };

  const cells = (f: TProfitFigures) => (
    <>
      <td data-label={columns.rounds} className="mc-num">
        {f.rounds}
      </td>
      <td data-label={columns.bet} className="mc-num">
        {formatMinor(f.bet)}
      </td>
      <td data-label={columns.validBet} className="mc-num">
        {formatMinor(f.validBet)}
      </td>
      <td data-label={columns.win} className="mc-num">
        {formatMinor(f.win)}
      </td>
      <td data-label={columns.net} className={netClass(f.net)}>
        {signed(f.net)}
      </td>
    </>
  );

  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t('gameRecords.profit.title')}</h3>
      <GameRecordFilters
        filter={filters.filter}
        setFilter={filters.setFilter}
        range={filters.range}
        changeRange={filters.changeRange}
        timeZone={data?.timeZone}
      />
      <ResultCard
        label={t('gameRecords.profit.list')}
        data={data}
        isFetching={profit.isFetching}
        isError={profit.isError}
        isEmpty={(answer) => answer.types.length === 0}
        emptyText={t('gameRecords.profit.none')}
      >
        {(answer) => (
          <table className="mc-table game-records-profit">
            <caption className="visually-hidden">{t('gameRecords.profit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{columns.name}</th>
                <th scope="col" className="mc-num">
                  {columns.rounds}
                </th>
                <th scope="col" className="mc-num">
                  {columns.bet}
                </th>
                <th scope="col" className="mc-num">
                  {columns.validBet}
                </th>
                <th scope="col" className="mc-num">
                  {columns.win}
                </th>
                <th scope="col" className="mc-num">
                  {columns.net}
                </th>
              </tr>
            </thead>
            {answer.types.map((type) => (
              <tbody key={type.gameType}>
                <tr className="game-records-profit__type">
                  <th scope="row" data-label={columns.name}>
                    {t(`nav.gameType.${type.gameType}`)}
                  </th>
                  {cells(type)}
                </tr>
                {type.vendors.map((vendor) => (
                  <tr key={vendor.vendor} className="game-records-profit__vendor">
                    <th scope="row" data-label={columns.name}>
                      {vendor.vendorName}
                    </th>
                    {cells(vendor)}
                  </tr>
                ))}
              </tbody>
            ))}
            <tfoot>
              <tr className="game-records-profit__total">
                <th scope="row" data-label={columns.name}>
                  {t('gameRecords.profit.total')}
                </th>
                {cells(answer.total)}
              </tr>
            </tfoot>
          </table>
        )}
      </ResultCard>
    </div>
  );
}
