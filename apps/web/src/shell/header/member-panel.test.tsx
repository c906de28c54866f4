import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestI18n } from '../../test/test-i18n';
import { MemberPanel, type MemberPanelProps } from './member-panel';

beforeAll(async () => {
  await setupTestI18n('EN');
});

function renderPanel(overrides: Partial<MemberPanelProps> = {}) {
  const props: MemberPanelProps = {
    nickname: 'Aung Aung',
    avatarUrl: null,
    balance: 123_450,
    currencySymbol: 'P',
    memberCentreEnabled: true,
    isRefreshingBalance: false,
    onRefreshBalance: vi.fn(),
    onOpenMemberCentre: vi.fn(),
    onDeposit: vi.fn(),
    onWithdraw: vi.fn(),
    onChangePassword: vi.fn(),
    onSignOut: vi.fn(),
    ...overrides,
  };
  render(<MemberPanel {...props} />);
  return props;
}

describe('the logged-in panel (spec 2)', () => {
  it('shows nickname and balance with the currency symbol, two decimals and separators', () => {
    renderPanel();
    expect(screen.getByText('Aung Aung')).toBeVisible();
    expect(screen.getByText('P 1,234.50')).toBeVisible();
  });

  it("shows 'updating' until the balance is known", () => {
    renderPanel({ balance: null });
    expect(screen.getByText('Updating…')).toBeVisible();
  });

  it('refreshes the balance on click', async () => {
    const props = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(props.onRefreshBalance).toHaveBeenCalledTimes(1);
  });

  it("hides the balance as '***' and shows it again", async () => {
    renderPanel();
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(screen.getByText('***')).toBeVisible();
    expect(screen.queryByText('P 1,234.50')).toBeNull();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(screen.getByText('P 1,234.50')).toBeVisible();
  });

  it('offers deposit, withdraw and member centre when the member centre is enabled', async () => {
    const props = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Member centre' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open member centre' }));
    expect(props.onDeposit).toHaveBeenCalledTimes(1);
    expect(props.onWithdraw).toHaveBeenCalledTimes(1);
    expect(props.onOpenMemberCentre).toHaveBeenCalledTimes(2);
  });

  it('leaves them out, avatar included, when the member centre is disabled', () => {
    renderPanel({ memberCentreEnabled: false });
    for (const name of ['Deposit', 'Withdraw', 'Member centre', 'Open member centre']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByText('P 1,234.50')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('signs out only after the member confirms', async () => {
    const props = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    let dialog = screen.getByRole('dialog', { name: 'Sign out' });
    expect(within(dialog).getByText('Do you want to sign out?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(props.onSignOut).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    dialog = screen.getByRole('dialog', { name: 'Sign out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(props.onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the password change as a labelled button', async () => {
    const props = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(props.onChangePassword).toHaveBeenCalledTimes(1);
  });
});
