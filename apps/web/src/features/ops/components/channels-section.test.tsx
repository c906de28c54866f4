import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOpsChannel } from '@wps/contracts/payment/ops-channels';
import { renderWithClient } from '../test-render';
import { FIRST_PAGE, mockFetch, onePage, type SentRequest } from '../test-fetch';
import { ChannelsSection } from './channels-section';
import { setUpConsoleTests } from '../test-setup';

const LIST = `GET /ops/api/payment-channels${FIRST_PAGE}`;

const sandbox: TOpsChannel = {
  id: 2,
  code: 'sandbox',
  type: 'sandbox',
  name: 'Sandbox gateway',
  texts: {
    EN: { name: 'Sandbox payment', instructions: 'Press Pay.' },
    MY: { name: 'စမ်းသပ်', instructions: '' },
  },
  currency: 'MMK',
  minAmount: '100000',
  maxAmount: '100000000',
  feeFixed: '500',
  feeBps: 150,
  forDeposit: true,
  forWithdrawal: true,
  enabled: true,
  sort: 20,
  bank: null,
  isConfigured: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

const writes = (sent: SentRequest[]) =>
  sent.filter((r) => r.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

function renderSection(canEdit = true) {
  renderWithClient(<ChannelsSection canEdit={canEdit} />);
}

setUpConsoleTests();

describe('ChannelsSection', () => {
  it('lists a channel with its limits, fee, uses and a missing gateway secret', async () => {
    mockFetch({ [LIST]: { value: onePage([sandbox]) } });
    renderSection();

    const item = (await screen.findByRole('heading', { name: 'Sandbox gateway sandbox' })).closest(
      'li',
    )!;
    expect(item).toHaveTextContent('Sandbox (test)');
    expect(item).toHaveTextContent('secret not configured');
    expect(item).toHaveTextContent('For deposits');
    expect(item).toHaveTextContent('For withdrawal payouts');
    expect(item).toHaveTextContent('LimitsP 1,000.00 – P 1,000,000.00');
    expect(item).toHaveTextContent('Fee1.5 % + P 5.00');
    expect(item).toHaveTextContent('LanguagesEN, MY');
  });

  // Many fields are typed key by key: slower than the default timeout on a busy machine.
  it('creates a bank channel from major-unit amounts sent as minor-unit strings', async () => {
    const { sent } = mockFetch({
      [LIST]: { value: onePage([]) },
      'POST /ops/api/payment-channels': { value: { ...sandbox, id: 9 } },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'New channel' }));
    const form = screen.getByRole('form', { name: 'New channel' });
    const field = (name: string) => within(form).getByRole('textbox', { name });
    await user.type(field('Code'), 'aya-bank');
    await user.type(field('Name (operators)'), 'AYA Bank transfer');
    await user.type(field('Name shown to players (EN)'), 'Bank transfer (AYA)');
    await user.type(field('Instructions (EN)'), 'Transfer, then upload the slip.');
    await user.click(within(form).getByRole('button', { name: 'MY' }));
    await user.type(field('Name shown to players (MY)'), 'ဘဏ်လွှဲ (AYA)');
    await user.type(field('Minimum (P)'), '1,000');
    await user.type(field('Maximum (P)'), '5000000.50');
    const bps = within(form).getByRole('spinbutton', { name: 'Fee (basis points)' });
    await user.clear(bps);
    await user.type(bps, '25');
    // Bank channels cannot pay withdrawals out.
    expect(within(form).getByRole('checkbox', { name: /For withdrawal payouts/ })).toBeDisabled();
    await user.type(field('Bank'), 'AYA Bank');
    await user.type(field('Account name'), 'Demo Gaming Co., Ltd.');
    await user.type(field('Account number'), '0200 1234 5678');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'New channel' })).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: '/ops/api/payment-channels',
        body: {
          code: 'aya-bank',
          type: 'bank',
          name: 'AYA Bank transfer',
          texts: {
            MY: { name: 'ဘဏ်လွှဲ (AYA)', instructions: '' },
            EN: { name: 'Bank transfer (AYA)', instructions: 'Transfer, then upload the slip.' },
          },
          minAmount: '100000',
          maxAmount: '500000050',
          feeFixed: '0',
          feeBps: 25,
          forDeposit: true,
          forWithdrawal: false,
          enabled: true,
          sort: 0,
          bank: {
            bankName: 'AYA Bank',
            accountName: 'Demo Gaming Co., Ltd.',
            accountNumber: '0200 1234 5678',
          },
        },
      },
    ]);
  }, 20_000);

  it('edits a channel without sending its code or type', async () => {
    const { sent } = mockFetch({
      [LIST]: { value: onePage([sandbox]) },
      'PUT /ops/api/payment-channels/2': { value: sandbox },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Sandbox gateway' }));
    const form = screen.getByRole('form', { name: 'Edit channel' });
    expect(within(form).getByRole('textbox', { name: 'Code' })).toBeDisabled();
    expect(within(form).getByRole('textbox', { name: 'Fixed fee (P)' })).toHaveValue('5');
    const max = within(form).getByRole('textbox', { name: 'Maximum (P)' });
    expect(max).toHaveValue('1000000');
    await user.clear(max);
    await user.type(max, '2000000.05');
    await user.click(within(form).getByRole('checkbox', { name: 'Switched on' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]).toEqual({
      method: 'PUT',
      path: '/ops/api/payment-channels/2',
      body: {
        name: 'Sandbox gateway',
        texts: sandbox.texts,
        minAmount: '100000',
        maxAmount: '200000005',
        feeFixed: '500',
        feeBps: 150,
        forDeposit: true,
        forWithdrawal: true,
        enabled: false,
        sort: 20,
        bank: null,
      },
    });
  });

  it('names a field that is not an amount and sends nothing', async () => {
    const { sent } = mockFetch({ [LIST]: { value: onePage([sandbox]) } });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Sandbox gateway' }));
    const form = screen.getByRole('form', { name: 'Edit channel' });
    const min = within(form).getByRole('textbox', { name: 'Minimum (P)' });
    await user.clear(min);
    await user.type(min, '10.005');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(within(form).getByRole('alert')).toHaveTextContent('Please check this field: minAmount');
    expect(writes(sent)).toEqual([]);
  });

  it('shows the server refusing a code that is taken', async () => {
    mockFetch({
      [LIST]: { value: onePage([]) },
      'POST /ops/api/payment-channels': { status: 409, code: 'CONFLICT' },
    });
    renderSection();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'New channel' }));
    const form = screen.getByRole('form', { name: 'New channel' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Type' }), 'Gateway');
    const field = (name: string) => within(form).getByRole('textbox', { name });
    await user.type(field('Code'), 'sandbox');
    await user.type(field('Name (operators)'), 'Again');
    await user.type(field('Name shown to players (EN)'), 'Again');
    await user.type(field('Minimum (P)'), '1');
    await user.type(field('Maximum (P)'), '2');
    expect(within(form).queryByRole('textbox', { name: 'Account number' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This conflicts with existing data.',
    );
  });
});

describe('ChannelsSection pages', () => {
  it('asks the server for each page and shows the pager', async () => {
    const page2 = '/ops/api/payment-channels?pageNo=2&pageSize=15';
    const wave: TOpsChannel = { ...sandbox, id: 3, code: 'wave', name: 'Wave gateway' };
    const { sent } = mockFetch({
      [LIST]: { value: { items: [sandbox], total: 16, totalPages: 2 } },
      [`GET ${page2}`]: { value: { items: [wave], total: 16, totalPages: 2 } },
    });
    renderWithClient(<ChannelsSection canEdit />);
    const user = userEvent.setup();

    await screen.findByRole('heading', { name: 'Sandbox gateway sandbox' });
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Wave gateway wave' })).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(sent.map((r) => r.path)).toContain(page2);
  });
});
