// The member centre's personalProfit page ("profit and loss"): the member's rounds over a range of
// days summed per game type and, under each, per vendor: bets, valid bets (ended rounds), wins,
// net (win - bet) and round count, with the range's total. Real and trial play are never summed
// together: the play filter picks one. Built from the records kit.
import { useTranslation } from 'react-i18next';
import type { TProfit, TProfitFigures } from '@wps/contracts/games/profit';
import {
  RecordsList,
  netClass,
  rangeProblem,
  type RecordColumn,
} from '../../components/records-kit/records-kit';
import { toMajor } from '../../lib/money-amount';
import { useSiteFormat } from '../../lib/use-site-format';
import {
  GameRecordFilters,
  MAX_RANGE_DAYS,
  gameQuery,
  signed,
  useGameRecordFilters,
} from './game-records-filters';
import { useProfit } from './use-game-records';
import './game-records.css';

/** One line of the table: a game type, one of its vendors, or the total. */
interface ProfitRow extends TProfitFigures {
  key: string;
  name: string;
  level: 'type' | 'vendor' | 'total';
}

export function ProfitPage() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const filters = useGameRecordFilters(() => {});
  const profit = useProfit(
    {
      ...gameQuery(filters.filter),
      startDate: filters.range.asked.startDate,
      endDate: filters.range.asked.endDate,
    },
    rangeProblem(filters.range.asked, MAX_RANGE_DAYS) === null,
  );

  const rows = (answer: TProfit): ProfitRow[] => {
    if (answer.types.length === 0) return [];
    return [
      ...answer.types.flatMap((type) => [
        {
          ...type,
          key: type.gameType,
          name: t(`nav.gameType.${type.gameType}`),
          level: 'type' as const,
        },
        ...type.vendors.map((vendor) => ({
          ...vendor,
          key: `${type.gameType}:${vendor.vendor}`,
          name: vendor.vendorName,
          level: 'vendor' as const,
        })),
      ]),
      { ...answer.total, key: 'total', name: t('gameRecords.profit.total'), level: 'total' },
    ];
  };

  const figure = (
    key: keyof Pick<TProfitFigures, 'bet' | 'validBet' | 'win'>,
    label: string,
  ): RecordColumn<ProfitRow> => ({
    key,
    label,
    numeric: true,
    cell: (r) => format.amount(r[key]),
    csv: (r) => toMajor(r[key]),
  });
  const columns: RecordColumn<ProfitRow>[] = [
    {
      key: 'name',
      label: t('gameRecords.profit.name'),
      cell: (r) => r.name,
      csv: (r) => (r.level === 'vendor' ? `  ${r.name}` : r.name),
    },
    {
      key: 'rounds',
      label: t('gameRecords.rounds'),
      numeric: true,
      cell: (r) => r.rounds,
      csv: (r) => r.rounds,
    },
    figure('bet', t('gameRecords.bet')),
    figure('validBet', t('gameRecords.validBet')),
    figure('win', t('gameRecords.win')),
    {
      key: 'net',
      label: t('gameRecords.net'),
      numeric: true,
      cellClass: (r) => netClass(r.net),
      cell: (r) => signed(r.net, format.amount),
      csv: (r) => toMajor(r.net),
    },
  ];

  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t('gameRecords.profit.title')}</h3>
      <GameRecordFilters
        filter={filters.filter}
        setFilter={filters.setFilter}
        range={filters.range}
      />
      <RecordsList
        label={t('gameRecords.profit.list')}
        caption={() => t('gameRecords.profit.caption')}
        query={profit}
        rows={rows}
        rowKey={(r) => r.key}
        rowClass={(r) => `game-records-profit__${r.level}`}
        columns={columns}
        emptyText={t('gameRecords.profit.none')}
        csvName={`profit-and-loss-${filters.range.asked.startDate}-${filters.range.asked.endDate}`}
      />
    </div>
  );
}
