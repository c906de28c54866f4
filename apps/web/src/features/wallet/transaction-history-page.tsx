// The member centre's transactionHistory page ("account record", ODSFE2_MemTransDet): the main
// wallet's movements, newest first, filtered by type and a date range with the quick picks
// (spec 9), 15 to a page (spec 9). Built from the records kit; days and times are the site's.
// Rows are the main wallet's; a withdrawal is one row (its money leaving the main wallet) with
// its state now.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRecord, TRecordType } from '@wps/contracts/wallet/records';
import { FormField } from '../../components/form/form-field';
import {
  RecordsFilters,
  RecordsList,
  useRecordsRange,
  type RecordColumn,
} from '../../components/records-kit/records-kit';
import { useLanguage } from '../../lib/language';
import { toMajor } from '../../lib/money-amount';
import { useSiteFormat } from '../../lib/use-site-format';
import { recordKindKey } from './record-kinds';
import { fetchRecordsPage, useRecords, type RecordsFilter } from './use-wallet-data';
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
  const format = useSiteFormat();
  const { language } = useLanguage();
  const [type, setType] = useState<TRecordType>('all');
  const [pageNo, setPageNo] = useState(1);
  const range = useRecordsRange({ onChange: () => setPageNo(1) });

  const filter: RecordsFilter = {
    type,
    startDate: range.asked.startDate,
    endDate: range.asked.endDate,
    // The names in references (a lottery's) come in the member's language.
    language,
    pageNo,
    pageSize: RECORDS_PAGE_SIZE,
  };
  const records = useRecords(filter);

  const kindName = (record: TRecord) => t(recordKindKey(record.type));
  const stateName = (record: TRecord) =>
    record.withdrawalState ? t(`payments.withdrawalState.${record.withdrawalState}`) : null;
  const reference = (record: TRecord) =>
    [record.reference, record.remark].filter(Boolean).join(' · ');
  const columns: RecordColumn<TRecord>[] = [
    {
      key: 'time',
      label: t('wallet.records.time'),
      cell: (r) => format.dateTime(r.time),
      csv: (r) => format.dateTime(r.time),
    },
    {
      key: 'type',
      label: t('wallet.records.type'),
      cell: (r) => (
        <>
          {kindName(r)}
          {r.withdrawalState && (
            <span className={`mc-tag wallet-state wallet-state--${r.withdrawalState}`}>
              {stateName(r)}
            </span>
          )}
        </>
      ),
      csv: (r) => [kindName(r), stateName(r)].filter(Boolean).join(' · '),
    },
    {
      key: 'amount',
      label: t('records.amountIn', { currency: format.currency }),
      numeric: true,
      cellClass: (r) => (r.amount.startsWith('-') ? 'mc-amount--out' : 'mc-amount--in'),
      cell: (r) =>
        r.amount.startsWith('-') ? format.amount(r.amount) : `+${format.amount(r.amount)}`,
      csv: (r) => toMajor(r.amount),
    },
    {
      key: 'balance',
      label: t('wallet.records.balanceAfter'),
      numeric: true,
      cell: (r) => format.amount(r.balanceAfter),
      csv: (r) => toMajor(r.balanceAfter),
    },
    {
      key: 'reference',
      label: t('wallet.records.reference'),
      cell: (r) => reference(r) || '—',
      csv: reference,
    },
  ];

  return (
    <div className="mc-page">
      <h3 className="mc-page__title">{t('wallet.records.title')}</h3>
      <RecordsFilters range={range}>
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
      </RecordsFilters>
      <RecordsList
        label={t('wallet.records.list')}
        caption={(answer) => t('wallet.records.caption', { total: answer.total })}
        query={records}
        rows={(answer) => answer.list}
        rowKey={(r) => String(r.id)}
        columns={columns}
        emptyText={t('wallet.records.none')}
        csvName={`account-record-${range.asked.startDate}-${range.asked.endDate}`}
        paging={{ pageNo, totalPages: records.data?.totalPages ?? 0, onPageChange: setPageNo }}
        fetchPage={(page, pageSize, signal) =>
          fetchRecordsPage({ ...filter, pageNo: page, pageSize }, signal)
        }
      />
    </div>
  );
}
