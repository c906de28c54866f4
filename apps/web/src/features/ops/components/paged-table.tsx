// A console list paged on the server: loading and error states, the empty text, the table and
// its pager. In a narrow card (the console at 768 px) each row becomes a card of label-value
// lines, so no column (the actions least of all) hides off to the right.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Pager } from './pager';
import { QueryView } from './query-view';

export interface PagedTableColumn<T> {
  /** The header, also each cell's label when rows are cards. */
  header: string;
  cell: (row: T) => ReactNode;
  /** The header is for screen readers only (an actions column). */
  isHeaderHidden?: boolean;
  /** The cell names its row (`<th scope="row">`). */
  isRowHeader?: boolean;
  className?: string;
}

export function PagedTable<T>({
  query,
  columns,
  rowKey,
  empty,
  page,
  onPage,
}: {
  query: UseQueryResult<{ items: T[]; totalPages: number }>;
  columns: Array<PagedTableColumn<T> | false>;
  rowKey: (row: T) => string | number;
  /** What an empty page says. */
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
}) {
  const shown = columns.filter((c): c is PagedTableColumn<T> => c !== false);
  return (
    <QueryView query={query}>
      {({ items, totalPages }) =>
        items.length === 0 ? (
          empty
        ) : (
          <>
            <div className="ops-table-scroll ops-table-cards-host">
              <table className="ops-table ops-table-cards" aria-busy={query.isFetching}>
                <thead>
                  <tr>
                    {shown.map((c) => (
                      <th key={c.header} scope="col">
                        {c.isHeaderHidden ? (
                          <span className="ops-visually-hidden">{c.header}</span>
                        ) : (
                          c.header
                        )}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {items.map((row) => (
                    <tr key={rowKey(row)}>
                      {shown.map((c) => {
                        const Cell = c.isRowHeader ? 'th' : 'td';
                        return (
                          <Cell
                            key={c.header}
                            {...(c.isRowHeader ? { scope: 'row' } : {})}
                            className={c.className}
                            data-label={c.isHeaderHidden ? undefined : c.header}
                          >
                            {c.cell(row)}
                          </Cell>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} totalPages={totalPages} onPage={onPage} />
          </>
        )
      }
    </QueryView>
  );
}
