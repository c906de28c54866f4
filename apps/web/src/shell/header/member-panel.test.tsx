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

const openMenu = () => userEvent.click(screen.getByRole('button', { name: /Account menu/ }));

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

  it('says what game wallets hold, hides it with the balance, and opens the transfer page', async () => {
    const onOpenGameWallets = vi.fn();
    renderPanel({ inGames: 1_000_000n, onOpenGameWallets });
    const note = screen.getByRole('button', { name: '+P 10,000.00 in games' });
    await userEvent.click(note);
    expect(onOpenGameWallets).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByRole('button', { name: '+*** in games' })).toBeVisible();
  });

  it('counts the rewards to claim on the account menu, which holds the member centre', () => {
    renderPanel({ rewardCount: 3 });
    const menu = screen.getByRole('button', { name: /Account menu/ });
    expect(within(menu).getByText('3')).toBeVisible();
    expect(menu).toHaveAccessibleName('Aung Aung Account menu 3 rewards to claim');
  });

  it('counts them on the drawer’s member centre button', () => {
    renderPanel({ rewardCount: 3, layout: 'stack' });
    const centre = screen.getByRole('button', { name: 'Member centre' });
    expect(within(centre).getByText('3')).toBeVisible();
    expect(centre).toHaveAccessibleDescription('3 rewards to claim');
  });

  it('shows no reward badge at zero', () => {
    renderPanel({ rewardCount: 0 });
    expect(screen.getByRole('button', { name: /Account menu/ })).toHaveAccessibleName(
      'Aung Aung Account menu',
    );
    expect(screen.queryByText(/rewards? to claim/)).toBeNull();
  });

  it('says nothing of game wallets that hold nothing', () => {
    renderPanel({ inGames: 0n });
    expect(screen.queryByText(/in games/)).toBeNull();
  });

  it('offers an agent the agent centre in the account menu', async () => {
    const onOpenAgentCentre = vi.fn();
    renderPanel({ onOpenAgentCentre });
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Agent centre' }));
    expect(onOpenAgentCentre).toHaveBeenCalledTimes(1);
  });

  it('shows no agent centre entry to a member who is not an agent', async () => {
    renderPanel();
    await openMenu();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Agent centre' })).toBeNull();
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
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Member centre' }));
    expect(props.onDeposit).toHaveBeenCalledTimes(1);
    expect(props.onWithdraw).toHaveBeenCalledTimes(1);
    expect(props.onOpenMemberCentre).toHaveBeenCalledTimes(1);
  });

  it("opens the avatar picker from the header's avatar (issue 21), the member centre from the menu", async () => {
    const props = renderPanel({ onChangeAvatar: vi.fn() });
    const avatar = screen.getByRole('button', { name: 'Change avatar' });
    expect(avatar.querySelector('img.member-panel__avatar')).not.toBeNull();
    // The pencil drawn on it says what it does; it is no button of its own.
    expect(avatar.querySelector('.avatar-edit-badge')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(avatar);
    expect(props.onChangeAvatar).toHaveBeenCalledTimes(1);
    expect(props.onOpenMemberCentre).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Open member centre' })).toBeNull();
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Member centre' }));
    expect(props.onOpenMemberCentre).toHaveBeenCalledTimes(1);
    expect(props.onChangeAvatar).toHaveBeenCalledTimes(1);
  });

  it("in the drawer too the avatar opens the picker, beside the member centre's button", async () => {
    const props = renderPanel({ onChangeAvatar: vi.fn(), layout: 'stack' });
    const avatars = screen.getAllByRole('button', { name: 'Change avatar' });
    expect(avatars).toHaveLength(1);
    await userEvent.click(avatars[0]!);
    expect(props.onChangeAvatar).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Member centre' }));
    expect(props.onOpenMemberCentre).toHaveBeenCalledTimes(1);
  });

  it('shows the avatar as a picture where it cannot be changed', () => {
    renderPanel();
    expect(screen.queryByRole('button', { name: 'Change avatar' })).toBeNull();
    expect(document.querySelector('img.member-panel__avatar')).not.toBeNull();
  });

  it('leaves them out, avatar included, when the member centre is disabled', async () => {
    renderPanel({ memberCentreEnabled: false });
    await openMenu();
    for (const name of ['Deposit', 'Withdraw', 'Member centre', 'Open member centre']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByText('P 1,234.50')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('signs out only after the member confirms', async () => {
    const props = renderPanel();
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    let dialog = screen.getByRole('dialog', { name: 'Sign out' });
    expect(within(dialog).getByText('Do you want to sign out?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(props.onSignOut).not.toHaveBeenCalled();
    // The dialog gives the focus back to the menu's button (the chosen item is hidden again).
    expect(screen.getByRole('button', { name: /Account menu/ })).toHaveFocus();

    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    dialog = screen.getByRole('dialog', { name: 'Sign out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(props.onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the password change as a labelled button', async () => {
    const props = renderPanel();
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(props.onChangePassword).toHaveBeenCalledTimes(1);
  });

  it('keeps member centre, password change and sign-out in an account menu the nickname opens', async () => {
    renderPanel();
    const button = screen.getByRole('button', { name: 'Aung Aung Account menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    for (const name of ['Member centre', 'Change password', 'Sign out']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    // The money actions stay in the bar.
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeVisible();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Member centre', 'Change password', 'Sign out']);

    // Tab reaches the actions; Escape closes and gives the focus back to the button.
    await userEvent.tab();
    expect(within(list).getByRole('button', { name: 'Member centre' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('closes the account menu on a click outside it, and after an action', async () => {
    const props = renderPanel();
    const button = screen.getByRole('button', { name: /Account menu/ });
    await userEvent.click(button);
    await userEvent.click(screen.getByText('P 1,234.50'));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(props.onChangePassword).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows extra content in the account menu (the narrow bar moves its language there)', async () => {
    renderPanel({ menuExtra: <a href="/help#agent">Affiliate</a> });
    expect(screen.queryByRole('link', { name: 'Affiliate' })).toBeNull();
    await openMenu();
    await userEvent.click(screen.getByRole('link', { name: 'Affiliate' }));
    expect(screen.getByRole('button', { name: /Account menu/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('in the phone drawer (stack) lists every action as its own button, with no menu', () => {
    renderPanel({ layout: 'stack' });
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    for (const name of ['Deposit', 'Withdraw', 'Member centre', 'Change password', 'Sign out']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
  });
});
