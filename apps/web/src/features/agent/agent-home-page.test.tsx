// The agent centre's shell: who may open it (spec 6: account types 1, 2, 41 and 42; the spec's
// messages for a visitor and a non-agent), the menu in the spec's order with the contract-flag
// entries only while on, the open page highlighted, and the close button.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TNotice } from '@wps/contracts/content/announcements';
import type { TContractFlags } from '@wps/contracts/wallet/contract-flags';
import { makeFunds, makeMemberInfo } from '../../test/fixtures';
import { LanguageProvider } from '../../lib/language';
import { mockApi } from '../../test/mock-api';
import { renderWithSession } from '../../test/render-with-session';
import { setupTestI18n } from '../../test/test-i18n';
import { AgentHandoverContext } from './agent-handover';
import { AgentHomePage } from './agent-home-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});

const noFlags: TContractFlags = {
  dailysalreqtype: false,
  divtypereq: false,
  contracthoursalreqtype: false,
  realtimesalreqtype: false,
};

function renderAgentHome({
  accountType = 1,
  flags = noFlags,
  pending = noFlags,
  token = 'tok-agent' as string | null,
  path = '/agentHome',
  openLogin = () => {},
  notices = [] as TNotice[],
} = {}) {
  const api = mockApi({
    'GET /wps/member/info': { value: makeMemberInfo({ accountType, isAgent: accountType !== 0 }) },
    'GET /wps/member/info/funds/consolidated': {
      value: makeFunds({ contractsOffered: flags, contract: pending }),
    },
    'GET /wps/relay/MCSFE_getListAnnouncements': {
      value: { player: notices, banners: [], popup: [], promotion: [] },
    },
  });
  const view = renderWithSession(
    <LanguageProvider>
      <AgentHandoverContext.Provider value={{ openLogin }}>
        <AgentHomePage />
      </AgentHandoverContext.Provider>
    </LanguageProvider>,
    { path, token },
  );
  return { ...view, api };
}

const menuNames = async () => {
  const menu = await screen.findByRole('navigation', { name: 'Agent centre' });
  return within(within(menu).getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.textContent);
};

describe('the agent centre', () => {
  it('opens on team overview with the menu in the spec’s order, without the contract pages while they are off', async () => {
    renderAgentHome();
    expect(await screen.findByRole('heading', { name: 'Agent', level: 1 })).toBeInTheDocument();
    expect(await menuNames()).toEqual([
      'Announcement',
      'Team overview',
      'Account centre',
      'Team management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Downline transactions',
    ]);
    const menu = screen.getByRole('navigation', { name: 'Agent centre' });
    expect(
      within(menu).getByRole('button', { name: 'Team overview', current: 'page' }),
    ).toBeTruthy();
  });

  it('shows each contract page only while its flag is on, in the spec’s order', async () => {
    renderAgentHome({
      flags: { ...noFlags, divtypereq: true, realtimesalreqtype: true, dailysalreqtype: true },
    });
    const names = await menuNames();
    expect(names.slice(8)).toEqual(['Dividend', 'Daily salary', 'Real-time salary']);
  });

  it('marks a contract page whose offer waits for my answer', async () => {
    renderAgentHome({
      flags: { ...noFlags, dailysalreqtype: true, divtypereq: true },
      pending: { ...noFlags, dailysalreqtype: true },
    });
    const menu = await screen.findByRole('navigation', { name: 'Agent centre' });
    expect(
      within(menu).getByRole('button', { name: 'Daily salary (an offer waits for your answer)' }),
    ).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Dividend' })).toBeInTheDocument();
  });

  it('shows nothing of the centre until the member and the flags have loaded', async () => {
    renderAgentHome();
    expect(screen.queryByRole('navigation', { name: 'Agent centre' })).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await menuNames();
  });

  it('highlights the entry chosen and shows its page; the address keeps it', async () => {
    const { router } = renderAgentHome();
    const menu = await screen.findByRole('navigation', { name: 'Agent centre' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Announcement' }));
    expect(
      within(menu).getByRole('button', { name: 'Announcement', current: 'page' }),
    ).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'Team overview' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(router.state.location.search).toBe('?page=announcement');
    expect(await screen.findByText('No announcements right now.')).toBeInTheDocument();
  });

  it('lists the site’s notices on the announcement page, the newest open, the others on demand', async () => {
    const notice = (id: number, title: string, content: string): TNotice => ({
      id,
      type: 'PL',
      title,
      content,
      publishedAt: `2026-03-0${id}T03:00:00.000Z`,
    });
    renderAgentHome({
      path: '/agentHome?page=announcement',
      notices: [
        notice(2, 'New salary tiers', 'Daily salary now pays up to 2%.'),
        notice(1, 'Maintenance', 'Sunday 02:00 to 04:00.'),
      ],
    });
    const newest = await screen.findByRole('button', { name: /New salary tiers/ });
    const older = screen.getByRole('button', { name: /Maintenance/ });
    expect(newest).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Daily salary now pays up to 2%.')).toBeVisible();
    expect(older).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Sunday 02:00 to 04:00.')).not.toBeVisible();
    await userEvent.click(older);
    expect(screen.getByText('Sunday 02:00 to 04:00.')).toBeVisible();
  });

  it('opens team overview for an unknown or switched-off page in the address', async () => {
    renderAgentHome({ path: '/agentHome?page=dividend' });
    const menu = await screen.findByRole('navigation', { name: 'Agent centre' });
    expect(
      within(menu).getByRole('button', { name: 'Team overview', current: 'page' }),
    ).toBeTruthy();
  });

  it('folds the menu under a button naming the open page, which opens and closes the list', async () => {
    renderAgentHome();
    const menu = await screen.findByRole('navigation', { name: 'Agent centre' });
    const toggle = within(menu).getByRole('button', { name: 'Team overview', expanded: false });
    const list = within(menu).getByRole('list');
    expect(list).not.toHaveClass('agent-centre__menu-list--open');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveClass('agent-centre__menu-list--open');
    // Choosing a page closes the list again.
    await userEvent.click(within(list).getByRole('button', { name: 'Team betting' }));
    expect(
      within(menu).getByRole('button', { name: 'Team betting', expanded: false }),
    ).toBeTruthy();
    expect(list).not.toHaveClass('agent-centre__menu-list--open');
  });

  it('leaves for home with the close button', async () => {
    const { router } = renderAgentHome();
    await userEvent.click(await screen.findByRole('button', { name: 'Close the agent centre' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([1, 2, 41, 42])('opens for account type %i', async (accountType) => {
    renderAgentHome({ accountType });
    expect(await menuNames()).toHaveLength(8);
  });

  it.each([0, 4])('tells account type %i it is not an agent', async (accountType) => {
    renderAgentHome({ accountType });
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not an agent.');
    expect(screen.getByText('Non-agents cannot log in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become an agent' })).toHaveAttribute('href', '/join');
    expect(screen.queryByRole('navigation', { name: 'Agent centre' })).toBeNull();
  });

  it('tells a visitor that non-members cannot log in and offers the agent login', async () => {
    let opened = 0;
    const { api } = renderAgentHome({ token: null, openLogin: () => (opened += 1) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-members cannot log in.');
    await userEvent.click(screen.getByRole('button', { name: 'Agent log in' }));
    expect(opened).toBe(1);
    // No member call without a session (each would answer 401, an error in the console).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sent.filter((req) => req.path.startsWith('/wps/member/'))).toEqual([]);
  });
});
