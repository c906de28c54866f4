import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMoneySettings } from '@wps/contracts/wallet/money-settings';
import { renderWithClient } from '../test-render';
import { mockFetch, type SentRequest } from '../test-fetch';
import { MoneySettingsSection } from './money-settings-section';
import { setUpConsoleTests } from '../test-setup';

const settings: TMoneySettings = {
  paymentPasswordRequired: true,
  withdrawalMin: '100000',
  withdrawalMax: '500000000',
  withdrawalFeeBps: 100,
  withdrawalAutoReceiptMinutes: 60,
  maxBankAccounts: 3,
  transferMin: '1000',
  transferMax: '100000000',
  autoTransferOnLaunch: true,
  adjustmentApprovalAbove: '100000',
  kycRule: 'never',
  kycAbove: '10000000',
};
const flags = {
  dailysalreqtype: true,
  divtypereq: false,
  contracthoursalreqtype: false,
  realtimesalreqtype: true,
};

const answers = {
  'GET /ops/api/system/setting/money': { value: settings },
  'GET /ops/api/system/setting/contract-flags': { value: flags },
  'PUT /ops/api/system/setting/money': (req: SentRequest) => ({ value: req.body }),
  'PUT /ops/api/system/setting/contract-flags': (req: SentRequest) => ({ value: req.body }),
};
const puts = (sent: SentRequest[]) => sent.filter((r) => r.method === 'PUT');

function renderSection() {
  renderWithClient(<MoneySettingsSection canEdit />);
}

setUpConsoleTests();

describe('MoneySettingsSection', () => {
  it('shows minor units as major ones and saves typed amounts as minor-unit strings', async () => {
    const { sent } = mockFetch(answers);
    renderSection();
    const user = userEvent.setup();

    const money = screen.getByRole('region', {
      name: 'Payment password, withdrawals and transfers',
    });
    const min = await within(money).findByRole('textbox', { name: 'Minimum withdrawal (P)' });
    expect(min).toHaveValue('1000');
    expect(within(money).getByRole('textbox', { name: 'Minimum transfer (P)' })).toHaveValue('10');
    await user.clear(min);
    await user.type(min, '2,500.75');
    await user.click(
      within(money).getByRole('checkbox', {
        name: 'Withdrawals and transfers ask for the payment password',
      }),
    );
    await user.click(within(money).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(within(money).getByRole('status')).toHaveTextContent('Saved.'));
    expect(puts(sent)).toEqual([
      {
        method: 'PUT',
        path: '/ops/api/system/setting/money',
        authorization: 'Bearer ops-token',
        body: { ...settings, paymentPasswordRequired: false, withdrawalMin: '250075' },
      },
    ]);
  });

  it('sets the amount above which an adjustment needs a checker, and KYC above an amount', async () => {
    const { sent } = mockFetch(answers);
    renderSection();
    const user = userEvent.setup();

    const money = screen.getByRole('region', {
      name: 'Payment password, withdrawals and transfers',
    });
    const approval = await within(money).findByRole('textbox', {
      name: 'Adjustments need a second operator above (P)',
    });
    expect(approval).toHaveValue('1000');
    // The KYC amount is asked only once the rule needs it.
    expect(within(money).queryByRole('textbox', { name: /KYC needed/ })).toBeNull();
    await user.clear(approval);
    await user.type(approval, '250.50');
    await user.selectOptions(
      within(money).getByRole('combobox', { name: 'Identity check (KYC) before withdrawing' }),
      'Above an amount',
    );
    const kycAbove = within(money).getByRole('textbox', {
      name: 'KYC needed for withdrawals above (P)',
    });
    await user.clear(kycAbove);
    await user.type(kycAbove, '5,000');
    await user.click(within(money).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]!.body).toEqual({
      ...settings,
      adjustmentApprovalAbove: '25050',
      kycRule: 'above_amount',
      kycAbove: '500000',
    });
  });

  it('asks KYC before the first withdrawal, with no amount', async () => {
    const { sent } = mockFetch(answers);
    renderSection();
    const user = userEvent.setup();

    const money = screen.getByRole('region', {
      name: 'Payment password, withdrawals and transfers',
    });
    await user.selectOptions(
      await within(money).findByRole('combobox', {
        name: 'Identity check (KYC) before withdrawing',
      }),
      'Before the first withdrawal',
    );
    expect(within(money).queryByRole('textbox', { name: /KYC needed/ })).toBeNull();
    await user.click(within(money).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]!.body).toEqual({ ...settings, kycRule: 'first_withdrawal' });
  });

  it("switches the own-wallet vendors' automatic transfers off", async () => {
    const { sent } = mockFetch(answers);
    renderSection();
    const user = userEvent.setup();

    const money = screen.getByRole('region', {
      name: 'Payment password, withdrawals and transfers',
    });
    const auto = await within(money).findByRole('checkbox', {
      name: /Move the main wallet into the vendor's wallet when its game opens/,
    });
    expect(auto).toBeChecked();
    await user.click(auto);
    await user.click(within(money).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(within(money).getByRole('status')).toHaveTextContent('Saved.'));
    expect(puts(sent).map((r) => r.body)).toEqual([{ ...settings, autoTransferOnLaunch: false }]);
  });

  it('refuses a minimum above the maximum before sending anything', async () => {
    const { sent } = mockFetch(answers);
    renderSection();
    const user = userEvent.setup();

    const money = screen.getByRole('region', {
      name: 'Payment password, withdrawals and transfers',
    });
    const min = await within(money).findByRole('textbox', { name: 'Minimum transfer (P)' });
    await user.clear(min);
    await user.type(min, '2000000');
    await user.click(within(money).getByRole('button', { name: 'Save' }));

    expect(within(money).getByRole('alert')).toHaveTextContent(
      'The minimum transfer is above the maximum.',
    );
    expect(puts(sent)).toEqual([]);
  });

  it('names an amount that cannot be read', async () => {
    const { sent } = mockFetch(answers);
    renderSection();
    const user = userEvent.setup();

    const money = screen.getByRole('region', {
      name: 'Payment password, withdrawals and transfers',
    });
    const max = await within(money).findByRole('textbox', { name: 'Maximum withdrawal (P)' });
    await user.clear(max);
    await user.type(max, '12.345');
    await user.click(within(money).getByRole('button', { name: 'Save' }));

    expect(within(money).getByRole('alert')).toHaveTextContent(
      'Please check this field: Maximum withdrawal (P)',
    );
    expect(puts(sent)).toEqual([]);
  });

  it('switches an agent contract on and saves the flags', async () => {
    const { sent } = mockFetch(answers);
    renderSection();
    const user = userEvent.setup();

    const contracts = screen.getByRole('region', { name: 'Agent contracts offered' });
    await user.click(
      await within(contracts).findByRole('checkbox', { name: 'Dividend divtypereq' }),
    );
    await user.click(within(contracts).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() =>
      expect(within(contracts).getByRole('status')).toHaveTextContent('Saved.'),
    );
    expect(puts(sent).map((r) => [r.path, r.body])).toEqual([
      ['/ops/api/system/setting/contract-flags', { ...flags, divtypereq: true }],
    ]);
  });

  it('shows a refused save by its error code', async () => {
    mockFetch({
      ...answers,
      'PUT /ops/api/system/setting/money': () => ({ status: 403, code: 'FORBIDDEN' }),
    });
    renderSection();
    const user = userEvent.setup();

    const money = screen.getByRole('region', {
      name: 'Payment password, withdrawals and transfers',
    });
    await within(money).findByRole('textbox', { name: 'Minimum withdrawal (P)' });
    await user.click(within(money).getByRole('button', { name: 'Save' }));

    expect(await within(money).findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this.',
    );
  });
});
