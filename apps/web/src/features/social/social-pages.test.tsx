import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as chat from '@wps/contracts/social/chat';
import * as messages from '@wps/contracts/social/messages';
import * as missions from '@wps/contracts/social/missions';
import { referralSummary } from '@wps/contracts/social/referral';
import type { TMission } from '@wps/contracts/social/missions';
import { itMatchesContracts } from '../../test/endpoint-contracts';
import { mockApi, type MockAnswers } from '../../test/mock-api';
import { setupTestI18n } from '../../test/test-i18n';
import { stubViewport } from '../../test/viewport';
import { renderPage } from '../payments/test-utils';
import { mergeMessages } from './chat-room';
import { MessagePage } from './message-page';
import { MissionPage, missionPercent } from './mission-page';
import { ReferralPage, referralLink } from './referral-page';
import * as endpoints from './social-endpoints';

beforeAll(async () => {
  await setupTestI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('social endpoints', () => {
  itMatchesContracts(
    [
      [endpoints.leaderboardEndpoint, missions.missionLeaderboard],
      [endpoints.claimMissionEndpoint, missions.claimMission],
      [endpoints.messagesEndpoint, messages.listMessages],
      [endpoints.readMessagesEndpoint, messages.readMessages],
      [endpoints.deleteMessagesEndpoint, messages.deleteMessages],
      [endpoints.referralEndpoint, referralSummary],
      [endpoints.chatHistoryEndpoint, chat.chatHistory],
      [endpoints.sendChatEndpoint, chat.sendChatMessage],
      [endpoints.startVisitorChatEndpoint, chat.startVisitorChat],
      [endpoints.chatStreamEndpoint, chat.chatStream],
      [endpoints.opsMissionsEndpoint, missions.listOpsMissions],
      [endpoints.createMissionEndpoint, missions.createMission],
      [endpoints.updateMissionEndpoint, missions.updateMission],
      [endpoints.opsMessagesEndpoint, messages.listOpsMessages],
      [endpoints.sendMessageEndpoint, messages.sendMessage],
      [endpoints.conversationsEndpoint, chat.listConversations],
      [endpoints.conversationMessagesEndpoint, chat.opsConversationMessages],
      [endpoints.answerEndpoint, chat.answerConversation],
      [endpoints.closeConversationEndpoint, chat.closeConversation],
      [endpoints.supportStreamEndpoint, chat.supportStream],
    ] as const,
    endpoints,
  );
});

describe('missionPercent', () => {
  it.each([
    ['0', '100', 0],
    ['50', '200', 25],
    ['1200', '1000', 100],
  ])('%s of %s is %s %%', (progress, target, want) => {
    expect(missionPercent(progress, target)).toBe(want);
  });
});

const mission = (overrides: Partial<TMission> = {}): TMission => ({
  id: 3,
  title: 'Bet big',
  period: 'daily',
  kind: 'rounds',
  gameType: '',
  target: '10',
  progress: '10',
  rewardAmount: '50000',
  rewardKind: 'bonus',
  status: 'claimable',
  periodStart: '2030-01-01',
  endsAt: '2030-01-01T17:30:00.000Z',
  ...overrides,
});
const board = {
  value: {
    periodStart: '2030-01-01',
    rows: [
      { rank: 1, username: 'ab***', value: '12' },
      { rank: 2, username: 'cd***', value: '10' },
    ],
    me: { rank: 2, value: '10' },
    participants: 2,
  },
};

function render(element: React.ReactNode, answers: MockAnswers) {
  const api = mockApi(answers);
  return { ...api, ...renderPage(element, { path: '/?mc=missionLeaderboard' }) };
}

describe('MissionPage', () => {
  it('shows the missions, the leaderboard as bars with the own rank, and claims a reward', async () => {
    const user = userEvent.setup();
    const { to } = render(<MissionPage />, {
      'GET /wps/relay/MCSFE_getMissionSummaryDetails': {
        value: { missions: [mission()], claimableCount: 1 },
      },
      'GET /wps/relay/MCSFE_getMissionLeaderboard': board,
      'POST /wps/missions/claim': {
        value: { missionId: 3, rewardKind: 'bonus', amount: '50000', bonusId: 9 },
      },
    });
    expect(await screen.findByText('Bet big')).toBeInTheDocument();
    expect(screen.getByText('Play 10 rounds')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Bet big' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(await screen.findByText('Your rank: 2 of 2 (10)')).toBeInTheDocument();
    expect(screen.getByText('ab***')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await vi.waitFor(() => expect(to('POST', '/wps/missions/claim')).toHaveLength(1));
    expect(to('POST', '/wps/missions/claim')[0]!.body).toEqual({ missionId: 3 });
  });

  it('says so when there are no missions, and when they cannot be read', async () => {
    const empty = render(<MissionPage />, {
      'GET /wps/relay/MCSFE_getMissionSummaryDetails': {
        value: { missions: [], claimableCount: 0 },
      },
    });
    expect(await screen.findByText('No missions today. Come back tomorrow.')).toBeInTheDocument();
    empty.unmount();
    render(<MissionPage />, {
      'GET /wps/relay/MCSFE_getMissionSummaryDetails': { code: 'INTERNAL_ERROR', status: 500 },
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('MessagePage', () => {
  it("writes a site message in the member's language and marks it read when opened", async () => {
    const user = userEvent.setup();
    const { to } = render(<MessagePage />, {
      'GET /wps/messages': {
        value: {
          items: [
            {
              id: 41,
              kind: 'site',
              title: '',
              body: '',
              template: 'depositCredited',
              params: { reference: 'D123', amount: '150000' },
              createdAt: '2030-01-01T08:00:00.000Z',
              isRead: false,
            },
          ],
          totalPages: 1,
          unreadCount: 1,
        },
      },
      'POST /wps/messages/read': { value: { unreadCount: 0 } },
    });
    const head = await screen.findByRole('button', { name: /Deposit credited/ });
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    await user.click(head);
    expect(
      screen.getByText(/Your deposit D123 of .*1,500.00 has been credited\./),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(to('POST', '/wps/messages/read')).toHaveLength(1));
    expect(to('POST', '/wps/messages/read')[0]!.body).toEqual({ ids: [41] });
  });

  it('says so when the inbox is empty', async () => {
    render(<MessagePage />, {
      'GET /wps/messages': { value: { items: [], totalPages: 0, unreadCount: 0 } },
    });
    expect(await screen.findByText('No messages.')).toBeInTheDocument();
  });

  it('deletes an opened message, marks the page read and deletes the page; says when it cannot be read', async () => {
    stubViewport(1280);
    const user = userEvent.setup();
    const note = (id: number, isRead: boolean): messages.TMessage => ({
      id,
      kind: 'operator',
      title: `Notice ${id}`,
      body: `Text ${id}`,
      template: null,
      params: {},
      createdAt: '2030-01-01T08:00:00.000Z',
      isRead,
    });
    const { to, unmount } = render(<MessagePage />, {
      'GET /wps/messages': {
        value: { items: [note(41, false), note(40, true)], totalPages: 1, unreadCount: 1 },
      },
      'POST /wps/messages/read': { value: { unreadCount: 0 } },
      'POST /wps/messages/delete': { value: { unreadCount: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Notice 40' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(to('POST', '/wps/messages/delete')).toHaveLength(1));
    expect(to('POST', '/wps/messages/delete')[0]!.body).toEqual({ ids: [40] });
    // An already read message is not marked read again.
    expect(to('POST', '/wps/messages/read')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await vi.waitFor(() => expect(to('POST', '/wps/messages/read')).toHaveLength(1));
    expect(to('POST', '/wps/messages/read')[0]!.body).toEqual({ ids: [41] });
    await user.click(screen.getByRole('button', { name: 'Delete this page' }));
    await vi.waitFor(() => expect(to('POST', '/wps/messages/delete')).toHaveLength(2));
    expect(to('POST', '/wps/messages/delete')[1]!.body).toEqual({ ids: [41, 40] });
    unmount();

    render(<MessagePage />, {
      'GET /wps/messages': { code: 'INTERNAL_ERROR', status: 500 },
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  describe('the list (the records kit)', () => {
    const message = (id: number, isRead: boolean): messages.TMessage => ({
      id,
      kind: 'operator',
      title: `Notice ${id}`,
      body: `Text ${id}`,
      template: null,
      params: {},
      createdAt: '2030-01-01T08:00:00.000Z',
      isRead,
    });
    const renderInbox = () =>
      render(<MessagePage />, {
        'GET /wps/messages': (req) => ({
          value: {
            items:
              req.query.get('page') === '2'
                ? [message(30, true)]
                : [message(41, false), message(40, true)],
            totalPages: 2,
            unreadCount: 1,
          },
        }),
      });

    it('is a table on a desktop, newest first, unread ones marked, times in the site zone', async () => {
      stubViewport(1280);
      renderInbox();
      const table = await screen.findByRole('table', { name: 'Platform information' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Status', 'Message', 'Time']);
      const [unread, read] = within(table).getAllByRole('row').slice(1);
      expect(unread).toHaveClass('message-row--unread');
      expect(within(unread!).getByText('New')).toBeInTheDocument();
      expect(read).not.toHaveClass('message-row--unread');
      expect(within(read!).getByText('Read')).toBeInTheDocument();
      // 08:00 UTC is 14:30 in Yangon, the site's zone.
      await vi.waitFor(() =>
        expect(within(read!).getByText('2030/01/01 14:30:00')).toBeInTheDocument(),
      );
    });

    it('is a card of labelled cells on a phone, pages, and exports the page as CSV', async () => {
      stubViewport(390);
      const user = userEvent.setup();
      const { to } = renderInbox();
      const table = await screen.findByRole('table', { name: 'Platform information' });
      const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
      expect([...cells].map((c) => c.dataset.label)).toEqual(['Status', 'Message', 'Time']);
      expect(screen.getByRole('button', { name: 'Download CSV (this page)' })).toBeEnabled();
      expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('Notice 30')).toBeInTheDocument();
      expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
      expect(to('GET', '/wps/messages').at(-1)!.query.get('page')).toBe('2');
    });
  });
});

describe('ReferralPage', () => {
  it('shows the link with its QR code, the reward and each friend with a status', async () => {
    render(<ReferralPage />, {
      'GET /wps/referral': {
        value: {
          referralCode: 'RABC123',
          reward: { amount: '100000', minDeposit: '500000' },
          friends: [
            {
              username: 'ko***',
              registeredAt: '2030-01-01T08:00:00.000Z',
              status: 'qualified',
              rewarded: true,
            },
          ],
          counts: { registered: 1, deposited: 1, qualified: 1 },
          totalPages: 1,
        },
      },
    });
    expect(await screen.findByText('RABC123')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your invitation link' })).toHaveValue(
      referralLink(window.location.origin, 'RABC123'),
    );
    expect(
      screen.getByRole('img', { name: 'QR code of your invitation link' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('ko***')).toBeInTheDocument();
    expect(within(table).getByText(/Qualified · reward paid/)).toBeInTheDocument();
  });

  it('says it is loading, then that nobody registered yet; and when it cannot be read', async () => {
    const empty = render(<ReferralPage />, {
      'GET /wps/referral': {
        value: {
          referralCode: 'RABC123',
          reward: null,
          friends: [],
          counts: { registered: 0, deposited: 0, qualified: 0 },
          totalPages: 1,
        },
      },
    });
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading');
    expect(await screen.findByText('No friends yet. Share your link!')).toBeInTheDocument();
    expect(screen.getByText('RABC123')).toBeInTheDocument();
    empty.unmount();
    render(<ReferralPage />, { 'GET /wps/referral': { code: 'INTERNAL_ERROR', status: 500 } });
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    expect(screen.queryByText('RABC123')).toBeNull();
  });
});

describe('mergeMessages', () => {
  it('keeps each message once, in id order', () => {
    const m = (id: number) => ({
      id,
      conversationId: 1,
      sender: 'player' as const,
      text: String(id),
      proofId: null,
      createdAt: '2030-01-01T00:00:00.000Z',
    });
    expect(mergeMessages([m(1), m(3)], [m(2), m(3)]).map((x) => x.id)).toEqual([1, 2, 3]);
  });
});
