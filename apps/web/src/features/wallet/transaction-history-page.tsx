// The member centre's transactionHistory page ("account record", ODSFE2_MemTransDet): the main
// wallet's movements, newest first, filtered by type and a date range with the quick picks
// (spec 9), 15 to a page (spec 9). Days and times are the site's time zone, which the answer
// names: the server counts the days there. Rows are the main wallet's, except a withdrawal's
// payout, which leaves the held money (its balance after is the held money's).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRecordType } from '@wps/contracts/wallet/records';
import { DateRangePicker } from '../../components/date-range/date-range-picker';
import { FormField } from '../../components/form/form-field';
import { Pager } from '../../components/pager/pager';
import { ResultCard } from '../../components/result-card/result-card';
import { isValidRange, quickRange, todayIn, type DayRange } from '../../lib/date-range';
import { formatTime } from '../../lib/format';
import { formatMinor } from '../../lib/money-amount';
import { isKnownRecordKind } from './record-kinds';
import { useRecords, type RecordsFilter } from './use-wallet-data';
import '../../styles/member-page.css';
import './wallet.css';

/** Spec 9: page size 15. */
export const RECORDS_PAGE_SIZE = 15;

/** The type filter's groups, as the records call takes them (contracts/wallet/records.ts). */
const recordTypes: readonly TRecordType[] = [
  'all',
  'deposit',
  'withdrawal',
  'transfer',
  'wallet',
  'bet',
  'win',
  'other',
];

export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<TRecordType>('all');
  const [range, setRange] = useState<DayRange>(() => quickRange('previous7'));
  const hasChosenRange = useRef(false);
  const [pageNo, setPageNo] = useState(1);
  // The last range that could be asked for: a half-typed one keeps the list as it was.
  const [asked, setAsked] = useState<DayRange>(range);
  const isRangeValid = isValidRange(range);

  const filter: RecordsFilter = {
    type,
    startDate: asked.startDate,
    endDate: asked.endDate,
    pageNo,
    pageSize: RECORDS_PAGE_SIZE,
  };
  const records = useRecords(filter);
  const data = records.data;
  const totalPages = data?.totalPages ?? 0;
  const timeZone = data?.timeZone;
  const today = todayIn(timeZone);

  // The first answer names the site's time zone; near midnight its today may not be the
  // browser's, so the first range is moved there unless the member already chose one.
  useEffect(() => {
    if (!timeZone || hasChosenRange.current) return;
    hasChosenRange.current = true;
    const week = quickRange('previous7', todayIn(timeZone));
    setRange(week);
    setAsked(week);
  }, [timeZone]);

  const changeRange = (next: DayRange) => {
    hasChosenRange.current = true;
    setRange(next);
    if (isValidRange(next)) {
      setAsked(next);
      setPageNo(1);
    }
  };

  const kindName = (kind: string) =>
    isKnownRecordKind(kind) ? t(`wallet.records.kinds.${kind}`) : kind;

  const columns = {
    time: t('wallet.records.time'),
    type: t('wallet.records.type'),
    amount: t('wallet.records.amount'),
    balance: t('wallet.records.balanceAfter'),
    reference: t('wallet.records.reference'),
  };

  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t('wallet.records.title')}</h3>
      <section className="mc-card" aria-label={t('wallet.records.filters')}>
        <div className="wallet-filters">
          <FormField label={t('wallet.records.typeFilter')}>
            {(control) => (
              <select
                {...control}
                className="form-field__input"
                value={type}
                onChange={(event) => {
                  setType(event.target.value as TRecordType);
                  setPageNo(1);
                }}
              >
                {recordTypes.map((value) => (
                  <option key={value} value={value}>
                    {t(`wallet.records.types.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <DateRangePicker
          today={today}
          value={range}
          onChange={changeRange}
          error={isRangeValid ? null : t('wallet.records.badRange')}
        />
      </section>

      <ResultCard
        label={t('wallet.records.list')}
        data={data}
        isFetching={records.isFetching}
        isError={records.isError}
        isEmpty={(answer) => answer.list.length === 0}
        emptyText={t('wallet.records.none')}
        footer={
          <Pager
            pageNo={pageNo}
            totalPages={totalPages}
            isBusy={records.isFetching}
            onPageChange={setPageNo}
            label={t('wallet.records.pages')}
            previousText={t('wallet.records.previous')}
            nextText={t('wallet.records.next')}
            positionText={t('wallet.records.pageOf', { pageNo, totalPages })}
          />
        }
      >
        {(answer) => (
          <table className="mc-table">
            <caption className="visually-hidden">
              {t('wallet.records.caption', { total: answer.total })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{columns.time}</th>
                <th scope="col">{columns.type}</th>
                <th scope="col" className="mc-num">
                  {columns.amount}
                </th>
                <th scope="col" className="mc-num">
                  {columns.balance}
                </th>
                <th scope="col">{columns.reference}</th>
              </tr>
            </thead>
            <tbody>
              {answer.list.map((record) => {
                const isOut = record.amount.startsWith('-');
                return (
                  <tr key={record.id}>
                    <td data-label={columns.time}>{formatTime(record.time, timeZone)}</td>
                    <td data-label={columns.type}>
                      {kindName(record.type)}
                      {/* A withdrawal's payout moves the held money, not the main wallet. */}
                      {record.wallet === 'held' && (
                        <span className="mc-tag wallet-held-tag">{t('wallet.held')}</span>
                      )}
                    </td>
                    <td
                      data-label={columns.amount}
                      className={`mc-num ${isOut ? 'mc-amount--out' : 'mc-amount--in'}`}
                    >
                      {isOut ? formatMinor(record.amount) : `+${formatMinor(record.amount)}`}
                    </td>
                    <td data-label={columns.balance} className="mc-num">
                      {formatMinor(record.balanceAfter)}
                    </td>
                    <td data-label={columns.reference}>
                      {[record.reference, record.remark].filter(Boolean).join(' · ') || '—'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </ResultCard>
    </div>
  );
}
