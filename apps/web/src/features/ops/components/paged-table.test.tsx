// The one paged table the operators, outbox and lottery draws lists share.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseQueryResult } from '@tanstack/react-query';
import { setupTestI18n } from '../../../test/test-i18n';
import { PagedTable, type PagedTableColumn } from './paged-table';

type Row = { id: number; name: string };
type Page = { items: Row[]; totalPages: number };

const queryOf = (over: Partial<UseQueryResult<Page>>) =>
  ({ isPending: false, isError: false, isFetching: false, ...over }) as UseQueryResult<Page>;

const columns: Array<PagedTableColumn<Row> | false> = [
  { header: 'Number', isRowHeader: true, cell: (r) => r.id },
  { header: 'Name', cell: (r) => r.name },
  false,
  { header: 'Actions', isHeaderHidden: true, cell: (r) => <button>Edit {r.name}</button> },
];

const table = (query: UseQueryResult<Page>, onPage: (page: number) => void = () => {}) => (
  <PagedTable
    query={query}
    columns={columns}
    rowKey={(r) => r.id}
    empty={<p>Nothing yet.</p>}
    page={2}
    onPage={onPage}
  />
);

beforeAll(async () => {
  await setupTestI18n('EN');
});

describe('PagedTable', () => {
  it('shows loading, then the empty text', () => {
    const view = render(table(queryOf({ isPending: true })));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    view.rerender(table(queryOf({ data: { items: [], totalPages: 0 } })));
    expect(screen.getByText('Nothing yet.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('labels each cell for the narrow (card) layout, skips false columns, and pages', async () => {
    const onPage = vi.fn();
    render(table(queryOf({ data: { items: [{ id: 7, name: 'Ann' }], totalPages: 3 } }), onPage));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Number',
      'Name',
      'Actions',
    ]);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('7');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Name', null]);
    expect(within(cells[1]!).getByRole('button', { name: 'Edit Ann' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });
});
