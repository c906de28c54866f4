// The deposit and withdrawal lists' shell: the filter bar, the total, the rows and the pager. The
// section keeps the list call (each has its own endpoint) and says how one row looks.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSiteFormat } from '../../../lib/use-site-format';
import { Pager } from './pager';
import { filterQuery, noFilter, PaymentFilters, type PaymentFilter } from './payment-filters';
import { QueryView } from './query-view';

/** The filter and page a list shows, and the list call's query for them. */
export function usePaymentListQuery<S extends string>() {
  const [filter, setFilter] = useState<PaymentFilter<S>>(noFilter);
  const [page, setPage] = useState(1);
  const { timeZone } = useSiteFormat();
  return {
    filter,
    page,
    setPage,
    /** A new filter starts again on the first page. */
    applyFilter(next: PaymentFilter<S>) {
      setFilter(next);
      setPage(1);
    },
    query: { ...filterQuery(filter, timeZone), pageNo: page },
  };
}

export function PaymentList<S extends string, T>({
  states,
  stateLabel,
  paging,
  list,
  emptyText,
  children: renderRow,
}: {
  states: readonly S[];
  stateLabel: (state: S) => string;
  paging: ReturnType<typeof usePaymentListQuery<S>>;
  list: UseQueryResult<{ items: T[]; total: number; totalPages: number }>;
  emptyText: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PaymentFilters
        states={states}
        stateLabel={stateLabel}
        value={paging.filter}
        onApply={paging.applyFilter}
      />
      <QueryView query={list}>
        {({ items, total, totalPages }) => (
          <>
            <p className="ops-hint" role="status">
              {t('ops.money.total', { total })}
            </p>
            {items.length === 0 && <p className="ops-card">{emptyText}</p>}
            <ul className="ops-list" aria-busy={list.isFetching}>
              {items.map((item) => renderRow(item))}
            </ul>
            <Pager page={paging.page} totalPages={totalPages} onPage={paging.setPage} />
          </>
        )}
      </QueryView>
    </>
  );
}
