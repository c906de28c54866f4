// The audit viewer: its filters as the request sends them (typed times read in the site's zone),
// paging by the last id seen, the chain check's two answers, and the export of the filtered rows
// as CSV.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAuditRow } from '@wps/contracts/ops/audit';
import { mockFetch } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { AuditSection } from './audit-section';
import { setUpConsoleTests } from '../test-setup';

const empty = { value: { rows: [], nextBefore: null } };

const row = (id: number, patch: Partial<TAuditRow> = {}): TAuditRow => ({
  id,
  createdAt: '2030-01-10T02:00:00.000Z',
  actorKind: 'operator',
  actorId: 7,
  actorName: 'alice',
  action: 'member.status',
  subject: 'member:12',
  memberId: 12,
  detail: { status: 'disabled' },
  hash: 'a'.repeat(64),
  ...patch,
});

/** The list's path for these filters, as the console writes its query strings. */
const auditPath = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

/** The CSV texts handed to downloads, by file name. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return {
    names,
    texts: () =>
      Promise.all(
        blobs.map(async (b) =>
          new TextDecoder('utf-8', { ignoreBOM: true }).decode(await b.arrayBuffer()),
        ),
      ),
  };
}

setUpConsoleTests();

describe('AuditSection', () => {
  it('sends the typed times as instants of the site zone (Asia/Yangon, UTC+6:30)', async () => {
    const from = encodeURIComponent('2030-01-10T01:30:00.000Z');
    const { sent } = mockFetch({
      'GET /ops/api/audit': empty,
      [`GET /ops/api/audit?from=${from}`]: empty,
    });
    const user = userEvent.setup();
    renderWithClient(<AuditSection />);
    const field = await screen.findByLabelText('From');
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('placeholder', 'YYYY/MM/DD HH:mm');
    await user.type(field, '2030/01/10 08:00');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(sent.map((r) => r.path)).toContain(`/ops/api/audit?from=${from}`),
    );
  });

  it('sends every filter applied, shows the rows, and pages back and forth by the last id seen', async () => {
    const filters = {
      operatorId: 7,
      memberId: 12,
      action: 'member.',
      from: '2030-01-10T01:30:00.000Z',
      to: '2030-01-10T03:00:00.000Z',
    };
    const filtered = auditPath('/ops/api/audit', filters);
    const next = auditPath('/ops/api/audit', { ...filters, before: 41 });
    const { sent } = mockFetch({
      'GET /ops/api/audit': {
        value: { rows: [row(99, { action: 'ops.login' })], nextBefore: null },
      },
      [`GET ${filtered}`]: {
        value: {
          rows: [row(42), row(41, { action: 'member.password.reset', detail: {} })],
          nextBefore: 41,
        },
      },
      [`GET ${next}`]: {
        value: {
          rows: [
            row(17, { actorKind: 'member', actorId: 12, actorName: null, action: 'member.login' }),
          ],
          nextBefore: null,
        },
      },
    });
    const user = userEvent.setup();
    renderWithClient(<AuditSection />);
    expect(await screen.findByText('ops.login')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Operator id'), '7');
    await user.type(screen.getByLabelText('Member id'), '12');
    await user.type(screen.getByLabelText('Action'), ' member. ');
    await user.type(screen.getByLabelText('From'), '2030/01/10 08:00');
    await user.type(screen.getByLabelText('To'), '2030/01/10 09:30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const table = await screen.findByRole('table');
    expect(await within(table).findByText('member.password.reset')).toBeInTheDocument();
    expect(sent.map((r) => r.path)).toContain(filtered);
    expect(sent.every((r) => r.authorization === 'Bearer ops-token')).toBe(true);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1, 4)
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['alice', 'member.status', 'member:12 (#12)'],
      ['alice', 'member.password.reset', 'member:12 (#12)'],
    ]);

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('member.login')).toBeInTheDocument();
    expect(sent.map((r) => r.path)).toContain(next);
    expect(screen.getByText('member #12')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('member.password.reset')).toBeInTheDocument();
  });

  it('refuses a filter that is not a value, naming it, instead of listing every row', async () => {
    const { sent } = mockFetch({
      'GET /ops/api/audit': empty,
      [`GET ${auditPath('/ops/api/audit', { operatorId: 1000, action: 'ops.' })}`]: empty,
    });
    const user = userEvent.setup();
    renderWithClient(<AuditSection />);
    const apply = await screen.findByRole('button', { name: 'Apply' });
    const operator = screen.getByLabelText('Operator id');
    const member = screen.getByLabelText('Member id');
    const from = screen.getByLabelText('From');
    await user.type(screen.getByLabelText('Action'), 'ops.');

    for (const [field, typed, name] of [
      [operator, '1e3', 'Operator id'],
      [operator, '0x10', 'Operator id'],
      [member, '2147483648', 'Member id'],
      [from, 'tomorrow', 'From'],
      [from, '2030/02/30 08:00', 'From'],
    ] as const) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(apply);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Please check this field: ${name}`,
      );
      await user.clear(field);
    }
    expect(sent.map((r) => r.path)).toEqual(['/ops/api/audit']);

    await user.type(operator, '1000');
    await user.click(apply);
    await vi.waitFor(() =>
      expect(sent.map((r) => r.path)).toContain('/ops/api/audit?operatorId=1000&action=ops.'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the verify button shows the chain intact, then the row where it breaks', async () => {
    const answers = [
      { value: { ok: true, checked: 1234, unchained: 0, firstBreak: null } },
      { value: { ok: false, checked: 41, unchained: 0, firstBreak: { id: 42, reason: 'hash' } } },
      { status: 403, code: 'FORBIDDEN' },
    ];
    const { sent } = mockFetch({
      'GET /ops/api/audit': empty,
      'POST /ops/api/audit/verify': () => answers.shift()!,
    });
    const user = userEvent.setup();
    renderWithClient(<AuditSection />);
    const verify = await screen.findByRole('button', { name: 'Verify chain' });

    await user.click(verify);
    const intact = await screen.findByRole('status');
    expect(intact).toHaveTextContent('The chain is intact: 1234 rows rechecked.');
    expect(intact).toHaveClass('ops-badge-ok');

    await user.click(screen.getByRole('button', { name: 'Verify chain' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'The chain is broken at row 42 (hash): that row or one before it was changed or removed.',
      ),
    );
    expect(screen.getByRole('status')).toHaveClass('ops-badge-warn');
    const verifies = sent.filter((r) => r.path === '/ops/api/audit/verify');
    expect(verifies.map((r) => [r.method, r.authorization])).toEqual([
      ['POST', 'Bearer ops-token'],
      ['POST', 'Bearer ops-token'],
    ]);

    // Refused: said, not shown as a result.
    await user.click(screen.getByRole('button', { name: 'Verify chain' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(/The chain is intact/)).toBeNull();
  });

  it('exports the rows of the filters applied as CSV, and says when it was cut short', async () => {
    const exportPath = auditPath('/ops/api/audit/export', { memberId: 12, action: 'member.' });
    const exported = [
      row(42, { detail: { reason: 'said "no", twice', amount: '100' } }),
      row(17, {
        actorKind: 'member',
        actorId: 12,
        actorName: null,
        action: 'member.login',
        subject: null,
        hash: null,
      }),
      row(3, {
        actorKind: 'system',
        actorId: null,
        actorName: null,
        action: '=cmd|calc',
        subject: null,
        memberId: null,
      }),
    ];
    const answers = [
      { value: { rows: exported, truncated: false } },
      { value: { rows: exported, truncated: true } },
    ];
    const { sent } = mockFetch({
      'GET /ops/api/audit': empty,
      [`GET ${auditPath('/ops/api/audit', { memberId: 12, action: 'member.' })}`]: empty,
      [`GET ${exportPath}`]: () => answers.shift()!,
    });
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderWithClient(<AuditSection />);
    await user.type(await screen.findByLabelText('Member id'), '12');
    await user.type(screen.getByLabelText('Action'), 'member.');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // Typed but not applied: the export is of the rows the list shows.
    await user.type(screen.getByLabelText('Operator id'), '9');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await vi.waitFor(() => expect(downloads.names).toEqual(['audit-log.csv']));
    expect(
      sent.filter((r) => r.path.startsWith('/ops/api/audit/export')).map((r) => r.path),
    ).toEqual([exportPath]);
    expect(await downloads.texts()).toEqual([
      '\uFEFF' +
        'id,time,actor,action,subject,member,detail,hash\r\n' +
        `42,2030-01-10T02:00:00.000Z,alice,member.status,member:12,12,` +
        `"{""reason"":""said \\""no\\"", twice"",""amount"":""100""}",${'a'.repeat(64)}\r\n` +
        '17,2030-01-10T02:00:00.000Z,member #12,member.login,,12,"{""status"":""disabled""}",\r\n' +
        `3,2030-01-10T02:00:00.000Z,system,'=cmd|calc,,,"{""status"":""disabled""}",${'a'.repeat(64)}\r\n`,
    ]);
    expect(screen.queryByText(/Only the newest 10,000 rows/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Only the newest 10,000 rows were exported: narrow the filters.'),
    ).toBeInTheDocument();
  });
});
