import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOpsDeposit } from '@wps/contracts/payment/ops-deposits';
import { makeConsolidated } from '../../../test/fixtures';
import { inSiteZone, renderWithClient, rowOf, siteZoneUnlikeDevice } from '../test-render';
import { mockFetch } from '../test-fetch';
import { DepositsSection } from './deposits-section';
import { setUpConsoleTests } from '../test-setup';

const LIST = 'GET /ops/api/deposits?pageNo=1&pageSize=20';

const deposit: TOpsDeposit = {
  reference: 'D7K2Q9X4',
  memberId: 12,
  username: 'player01',
  channel: { id: 1, code: 'kbz-bank', type: 'bank', name: 'KBZ Bank transfer' },
  amount: '150000',
  fee: '1500',
  currency: 'MMK',
  state: 'pending',
  payerName: 'U Aung',
  proofIds: [31],
  gatewayRef: null,
  createdAt: '2030-01-02T03:04:00.000Z',
  decidedAt: null,
  decidedBy: null,
  reason: null,
};

const png = { type: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) };

const page = (items: TOpsDeposit[], totalPages = 1) => ({
  value: { items, total: items.length, totalPages },
});

function renderSection(canEdit = true) {
  renderWithClient(<DepositsSection canEdit={canEdit} />);
}

setUpConsoleTests();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:proof-31');
  URL.revokeObjectURL = vi.fn();
});

describe('DepositsSection', () => {
  it('lists a deposit with its member, channel, amounts and proof image', async () => {
    const { sent } = mockFetch({
      [LIST]: page([deposit]),
      'GET /wps/payment/proofs/31': { image: png },
    });
    renderSection();

    const row = await rowOf('D7K2Q9X4');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('player01 (#12)');
    expect(row).toHaveTextContent('KBZ Bank transfer · Bank transfer');
    expect(row).toHaveTextContent('AmountP 1,500.00');
    expect(row).toHaveTextContent('FeeP 15.00');
    expect(row).toHaveTextContent('Credits on approvalP 1,485.00');
    expect(row).toHaveTextContent('Payer nameU Aung');

    const proof = await within(row).findByRole('img', { name: 'Proof 1 of 1 for D7K2Q9X4' });
    expect(proof).toHaveAttribute('src', 'blob:proof-31');
    expect(proof.closest('a')).toHaveAttribute('href', 'blob:proof-31');
    expect(sent.find((r) => r.path === '/wps/payment/proofs/31')?.authorization).toBe(
      'Bearer ops-token',
    );
  });

  it("shows times in the site's zone, not the device's, and amounts with the site's label", async () => {
    mockFetch({ [LIST]: page([{ ...deposit, proofIds: [] }]) });
    renderWithClient(
      <DepositsSection canEdit />,
      makeConsolidated({ timeZone: siteZoneUnlikeDevice, whitelabel: { currencySymbol: 'Ks' } }),
    );

    const row = await rowOf('D7K2Q9X4');
    // 2030-01-02 03:04 UTC: 09:34 that day in Yangon (UTC+06:30), 22:04 the day before in New York.
    expect(row).toHaveTextContent(
      `Requested${inSiteZone('2030/01/02 09:34:00', '2030/01/01 22:04:00')}`,
    );
    // The whitelabel's label, not the payment's currency code.
    expect(row).toHaveTextContent('AmountKs 1,500.00');
    expect(row).not.toHaveTextContent('MMK');
  });

  it('asks the server for the filtered list and pages through it', async () => {
    // Days are the site's (Asia/Yangon, UTC+06:30), whatever the device's zone: 2030/01/01 to
    // 2030/01/02 included is [2030-01-01 00:00, 2030-01-03 00:00) there.
    const from = '2029-12-31T17:30:00.000Z';
    const to = '2030-01-02T17:30:00.000Z';
    const filtered = `GET /ops/api/deposits?${new URLSearchParams({
      state: 'rejected',
      username: 'player01',
      from,
      to,
      pageNo: '1',
      pageSize: '20',
    })}`;
    const { sent } = mockFetch({
      [LIST]: page([]),
      [filtered]: page([{ ...deposit, state: 'rejected', reason: 'No slip' }], 2),
      [filtered.replace('pageNo=1', 'pageNo=2')]: page([{ ...deposit, reference: 'D000002' }], 2),
    });
    renderSection();
    const user = userEvent.setup();

    expect(await screen.findByText('No deposits match.')).toBeInTheDocument();
    const filter = screen.getByRole('search', { name: 'Filter' });
    await user.selectOptions(within(filter).getByRole('combobox', { name: 'State' }), 'Rejected');
    await user.type(within(filter).getByRole('textbox', { name: 'Username (exact)' }), 'player01 ');
    await user.type(within(filter).getByLabelText('From day'), '2030/01/01');
    await user.type(within(filter).getByLabelText('To day (included)'), '2030/01/02');
    await user.click(within(filter).getByRole('button', { name: 'Apply filter' }));

    const rejected = await rowOf('D7K2Q9X4');
    expect(rejected).toHaveTextContent('ReasonNo slip');
    // A rejected deposit credits nothing, so no credit line.
    expect(rejected).not.toHaveTextContent('Credit');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await rowOf('D000002')).toBeInTheDocument();
    expect(sent.map((r) => r.path)).toContain(filtered.slice(4).replace('pageNo=1', 'pageNo=2'));
  });

  it('refuses a day range that ends before it starts without asking the server', async () => {
    const { sent } = mockFetch({ [LIST]: page([]) });
    renderSection();
    const user = userEvent.setup();

    const filter = await screen.findByRole('search', { name: 'Filter' });
    await user.type(within(filter).getByLabelText('From day'), '2030-01-05');
    await user.type(within(filter).getByLabelText('To day (included)'), '2030/01/02');
    await user.click(within(filter).getByRole('button', { name: 'Apply filter' }));

    expect(within(filter).getByRole('alert')).toHaveTextContent('The first day is after the last');
    expect(sent.every((r) => r.path.startsWith('/ops/api/deposits?pageNo=1'))).toBe(true);
  });

  it('approves only after the confirmation, then shows the refreshed row', async () => {
    let current = deposit;
    const { sent } = mockFetch({
      [LIST]: () => page([current]),
      'GET /wps/payment/proofs/31': { image: png },
      'POST /ops/api/deposits/D7K2Q9X4/approve': () => {
        current = {
          ...deposit,
          state: 'completed',
          decidedBy: 'admin',
          decidedAt: deposit.createdAt,
        };
        return { value: current };
      },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Approve D7K2Q9X4' }));
    const form = screen.getByRole('form', { name: 'Approve D7K2Q9X4' });
    expect(form).toHaveTextContent('Credit P 1,485.00 to player01?');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Confirm approve' }));

    const row = await rowOf('D7K2Q9X4');
    await vi.waitFor(() => expect(row).toHaveTextContent('Completed'));
    expect(row).toHaveTextContent('Decided byadmin');
    expect(row).toHaveTextContent('Credited to the memberP 1,485.00');
    expect(screen.queryByRole('button', { name: 'Approve D7K2Q9X4' })).toBeNull();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/ops/api/deposits/D7K2Q9X4/approve',
        authorization: 'Bearer ops-token',
        body: undefined,
      },
    ]);
  });

  it('rejects with the reason it requires', async () => {
    const { sent } = mockFetch({
      [LIST]: page([{ ...deposit, proofIds: [] }]),
      'POST /ops/api/deposits/D7K2Q9X4/reject': { value: { ...deposit, state: 'rejected' } },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Reject D7K2Q9X4' }));
    const form = screen.getByRole('form', { name: 'Reject D7K2Q9X4' });
    await user.click(within(form).getByRole('button', { name: 'Confirm reject' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please give a reason.');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(
      within(form).getByRole('textbox', { name: 'Reason (the member sees it)' }),
      '  The slip is unreadable ',
    );
    await user.click(within(form).getByRole('button', { name: 'Confirm reject' }));

    await vi.waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      reason: 'The slip is unreadable',
    });
  });

  it('shows the translated error when another operator decided first', async () => {
    mockFetch({
      [LIST]: page([{ ...deposit, proofIds: [] }]),
      'POST /ops/api/deposits/D7K2Q9X4/approve': { status: 409, code: 'INVALID_STATE' },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Approve D7K2Q9X4' }));
    const form = screen.getByRole('form', { name: 'Approve D7K2Q9X4' });
    await user.click(within(form).getByRole('button', { name: 'Confirm approve' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This request can no longer be changed.',
    );
  });

  it('leaves the decisions off for a role that may not decide', async () => {
    mockFetch({ [LIST]: page([{ ...deposit, proofIds: [] }]) });
    renderSection(false);

    expect(await screen.findByRole('button', { name: 'Approve D7K2Q9X4' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject D7K2Q9X4' })).toBeDisabled();
  });
});
