// The player's promotion pages against answers shaped by their contracts: /promotions (filters,
// statuses, loading/empty/error), /promoDetail (claim, why not, check-in days, application
// limits, raffle entry and the draw's check), rewardCenter and manualRebate.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { applyPromotion } from '@wps/contracts/promotions/apply-promotion';
import { claimPromotion } from '@wps/contracts/promotions/claim-promotion';
import { claimRafflePromotion } from '@wps/contracts/promotions/claim-raffle';
import {
  promoStatuses,
  promotionTypes,
  type TPromotionCard,
} from '@wps/contracts/promotions/fields';
import { listPromotions } from '@wps/contracts/promotions/list-promotions';
import { manualRebate } from '@wps/contracts/promotions/manual-rebate';
import { promoDetail, type TPromoDetail } from '@wps/contracts/promotions/promo-detail';
import { raffleDraw } from '@wps/contracts/promotions/raffle-draw';
import { sha256Hex } from '@wps/games/fair';
import { drawRaffle } from '@wps/games/raffle';
import { mockApi, type MockAnswer, type MockAnswers } from '../../test/mock-api';
import { itMatchesContracts } from '../../test/endpoint-contracts';
import { itHasEveryText } from '../../test/locale-texts';
import { languageFiles } from '../../i18n/languages';
import { localeValue, setupTestI18n } from '../../test/test-i18n';
import { renderPage } from '../payments/test-utils';
import { ManualRebatePage } from './manual-rebate-page';
import { PromoDetailPage } from './promo-detail-page';
import * as endpoints from './promotions-endpoints';
import { PromotionsHandoverContext, type PromotionsHandover } from './promotions-handover';
import { PromotionsPage } from './promotions-page';
import { RewardCenterPage } from './reward-center-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function makeCard(overrides: Partial<TPromotionCard> = {}): TPromotionCard {
  return {
    id: 5,
    type: 'signup',
    title: 'Welcome 50',
    body: 'Sign up and get 50.',
    image: null,
    startsAt: null,
    endsAt: null,
    status: 'claim',
    unavailableReason: null,
    ...overrides,
  };
}

function makeDetail(overrides: Partial<TPromoDetail> = {}): TPromoDetail {
  return {
    card: makeCard(),
    rules: { type: 'signup', amount: '5000', identities: ['mobile'], wageringMultiple: 1 },
    limits: { perMember: 1, perDay: null },
    action: 'claim',
    canAct: true,
    mine: { signedDays: [], streak: 0, tickets: null, claims: [] },
    ...overrides,
  };
}

const handover: PromotionsHandover = {
  openLogin: vi.fn(),
  openDeposit: vi.fn(),
  openBonusDetails: vi.fn(),
  ProofPicker: ({ label, onChange }) => (
    <button type="button" onClick={() => onChange({ proofIds: [41, 42], problem: null })}>
      {label}
    </button>
  ),
};

function render(element: ReactNode, answers: MockAnswers, path: string) {
  const api = mockApi(answers);
  const view = renderPage(
    <PromotionsHandoverContext.Provider value={handover}>
      {element}
    </PromotionsHandoverContext.Provider>,
    { path },
  );
  return { ...api, ...view };
}

/** An answer held open until the test releases it: the page stays in its loading state. */
function heldAnswer() {
  let release: (answer: MockAnswer) => void = () => {};
  const answer = () =>
    new Promise<MockAnswer>((resolve) => {
      release = resolve;
    });
  return { answer, release: (value: MockAnswer) => release(value) };
}

const LOAD_FAILED = 'This content could not be loaded. Check your connection and reload.';

describe('promotion endpoints and texts', () => {
  itMatchesContracts(
    [
      [endpoints.listPromotionsEndpoint, listPromotions],
      [endpoints.promoDetailEndpoint, promoDetail],
      [endpoints.claimPromotionEndpoint, claimPromotion],
      [endpoints.applyPromotionEndpoint, applyPromotion],
      [endpoints.claimRaffleEndpoint, claimRafflePromotion],
      [endpoints.raffleDrawEndpoint, raffleDraw],
      [endpoints.manualRebateEndpoint, manualRebate],
    ] as const,
    endpoints,
  );
  it("names each of the spec's statuses and each type in every language", () => {
    for (const language of languageFiles) {
      for (const key of [
        ...promoStatuses.map((s) => `promo.status.${s}`),
        ...promotionTypes.map((type) => `promo.type.${type}`),
      ]) {
        expect(localeValue(language, key), `${language} ${key}`).toEqual(expect.any(String));
      }
    }
  });
  itHasEveryText(['promo'], {
    sameInEveryLanguage: [
      'promo.checkin.signed',
      'promo.apply.count',
      'promo.raffle.seedHash',
      'promo.raffle.serverSeed',
    ],
  });
});

describe('/promotions', () => {
  it('shows each card with its status and filters by type through the address', async () => {
    const { sent } = render(
      <PromotionsPage />,
      {
        'GET /wps/promotions': (req) => ({
          value: {
            list:
              req.query.get('type') === 'checkin'
                ? [makeCard({ id: 7, type: 'checkin', title: 'Daily', status: 'signed' })]
                : [
                    makeCard(),
                    makeCard({ id: 6, type: 'deposit', title: 'Reload 20%', status: 'coming' }),
                  ],
          },
        }),
      },
      '/promotions',
    );
    const welcome = await screen.findByRole('link', { name: /Welcome 50/ });
    expect(welcome).toHaveAttribute('href', '/promoDetail?id=5');
    expect(within(welcome).getByText('Claim')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Reload 20%/ })).getByText('Coming soon'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Daily check-in' }));
    const daily = await screen.findByRole('link', { name: /Daily/ });
    expect(within(daily).getByText('Signed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Welcome 50/ })).toBeNull();
    expect(sent.at(-1)!.query.get('type')).toBe('checkin');
    expect(screen.getByRole('button', { name: 'Daily check-in' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says so when there are none, and when the list failed', async () => {
    render(<PromotionsPage />, { 'GET /wps/promotions': { value: { list: [] } } }, '/promotions');
    expect(await screen.findByText(/There are no promotions right now/)).toBeInTheDocument();
  });

  it('shows a loading status while the list is pending', async () => {
    const held = heldAnswer();
    render(<PromotionsPage />, { 'GET /wps/promotions': held.answer }, '/promotions');
    const list = await screen.findByRole('region', { name: 'Promotions' });
    expect(within(list).getByRole('status')).toHaveTextContent('Loading…');
    expect(within(list).queryByRole('link')).toBeNull();
    held.release({ value: { list: [makeCard()] } });
    expect(await within(list).findByRole('link', { name: /Welcome 50/ })).toBeInTheDocument();
    expect(within(list).queryByRole('status')).toBeNull();
  });

  it('offers a retry when the list failed', async () => {
    render(
      <PromotionsPage />,
      { 'GET /wps/promotions': { status: 500, code: 'INTERNAL_ERROR' } },
      '/promotions',
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('/promoDetail', () => {
  it('claims a sign-up bonus and says what was paid', async () => {
    const { sent } = render(
      <PromoDetailPage />,
      {
        'GET /wps/promotions/5': { value: makeDetail() },
        'POST /wps/promotions/claim': { value: { status: 'claimed', amount: '5000', claims: 1 } },
      },
      '/promoDetail?id=5',
    );
    expect(await screen.findByRole('heading', { name: 'Welcome 50' })).toBeInTheDocument();
    expect(screen.getByText('Sign up and get 50.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim bonus' }));
    expect(await screen.findByText(/added to your bonus wallet/)).toBeInTheDocument();
    // With this browser's id, for promotions given once per device.
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({
      promotionId: 5,
      deviceId: localStorage.getItem('deviceId'),
    });
    expect(localStorage.getItem('deviceId')).toMatch(/^[0-9a-f]{32}$/);
  });

  it("shows the bonus's maximum bet and wagering weights among the rules", async () => {
    render(
      <PromoDetailPage />,
      {
        'GET /wps/promotions/5': {
          value: makeDetail({
            rules: {
              type: 'signup',
              amount: '5000',
              identities: ['mobile'],
              wageringMultiple: 1,
              maxBet: '2500',
              weights: { RNG: 10, LIVE: 0 },
            },
          }),
        },
      },
      '/promoDetail?id=5',
    );
    const maxBet = await screen.findByText('Largest bet while the bonus is active');
    expect(maxBet.nextElementSibling).toHaveTextContent('25.00');
    expect(screen.getByText('Wagering counted on Slots').nextElementSibling).toHaveTextContent(
      '10 %',
    );
    expect(
      screen.getByText('Wagering counted on Live casino').nextElementSibling,
    ).toHaveTextContent('0 %');
  });

  it('keeps the button off and says why when it is not available', async () => {
    render(
      <PromoDetailPage />,
      {
        'GET /wps/promotions/5': {
          value: makeDetail({
            card: makeCard({ status: 'claimed', unavailableReason: 'PROMOTION_LIMIT_REACHED' }),
            canAct: false,
          }),
        },
      },
      '/promoDetail?id=5',
    );
    expect(await screen.findByRole('button', { name: 'Claim bonus' })).toBeDisabled();
    expect(screen.getByText(/already taken part as often as allowed/)).toBeInTheDocument();
  });

  it('says a Zalo number ID is needed and takes one, then offers the claim', async () => {
    let zaloSet = false;
    const { sent } = render(
      <PromoDetailPage />,
      {
        'GET /wps/promotions/5': () => ({
          value: zaloSet
            ? makeDetail()
            : makeDetail({
                card: makeCard({ status: 'join', unavailableReason: 'ZALO_REQUIRED' }),
                canAct: false,
              }),
        }),
        'PUT /wps/member/zalo-id': (req) => {
          zaloSet = true;
          return { value: { zaloId: (req.body as { zaloId: string }).zaloId } };
        },
      },
      '/promoDetail?id=5',
    );
    expect(await screen.findByText('Zalo number ID needed to redeem bonus')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim bonus' })).toBeNull();
    const field = await screen.findByLabelText('Zalo number ID');
    await userEvent.type(field, '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a Zalo number ID of 9 to 15 digits.'),
    ).toBeInTheDocument();
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);
    await userEvent.clear(field);
    await userEvent.type(field, '+84 90-123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Claim bonus' })).toBeEnabled();
    expect(sent.find((r) => r.method === 'PUT')!.body).toEqual({ zaloId: '+84901234567' });
    expect(screen.queryByText('Zalo number ID needed to redeem bonus')).toBeNull();
  });

  it('asks a visitor to log in', async () => {
    render(
      <PromoDetailPage />,
      {
        'GET /wps/promotions/5': {
          value: makeDetail({
            card: makeCard({ status: 'join', unavailableReason: 'NOT_LOGGED_IN' }),
            canAct: false,
            mine: null,
          }),
        },
      },
      '/promoDetail?id=5',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(handover.openLogin).toHaveBeenCalled();
  });

  it('leads a bonus chosen before depositing on to the deposit page', async () => {
    render(
      <PromoDetailPage />,
      {
        'GET /wps/promotions/6': {
          value: makeDetail({
            card: makeCard({ id: 6, type: 'deposit', status: 'process' }),
            rules: {
              type: 'deposit',
              percentBps: 10_000,
              cap: '50000',
              minDeposit: '10000',
              choose: 'before',
              wageringMultiple: 5,
              wageringBase: 'bonus',
            },
          }),
        },
      },
      '/promoDetail?id=6',
    );
    expect(await screen.findByText(/Bonus chosen/)).toBeInTheDocument();
    expect(screen.getByText('100 %')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(handover.openDeposit).toHaveBeenCalled();
  });

  it('shows the signed days of a check-in and signs today', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const { sent } = render(
      <PromoDetailPage />,
      {
        'GET /wps/promotions/7': {
          value: makeDetail({
            card: makeCard({ id: 7, type: 'checkin', status: 'join' }),
            rules: { type: 'checkin', rewards: ['100', '200', '300'], cycle: true },
            action: 'checkin',
            mine: { signedDays: [yesterday], streak: 1, tickets: null, claims: [] },
          }),
        },
        'POST /wps/promotions/claim': { value: { status: 'signed', amount: '200', claims: 1 } },
      },
      '/promoDetail?id=7',
    );
    expect(await screen.findByText('1 day in a row')).toBeInTheDocument();
    const days = screen.getByRole('list', { name: 'The last 7 days' });
    expect(within(days).getAllByText('✓')).toHaveLength(1);
    // The site's zone may be a day off the test's UTC date: today's cell is one of the last two.
    expect(within(days).getByText('Today')).toBeInTheDocument();
    expect(screen.getByText(/Today's reward/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in today' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
  });

  it('sends an application with its remark (at most 140 characters) and images', async () => {
    const { sent } = render(
      <PromoDetailPage />,
      {
        'GET /wps/promotions/8': {
          value: makeDetail({
            card: makeCard({ id: 8, type: 'application', status: 'join' }),
            rules: { type: 'application', amount: '1000', needsImage: true },
            action: 'apply',
          }),
        },
        'POST /wps/promotions/apply': { value: { status: 'applying', amount: '0', claims: 1 } },
      },
      '/promoDetail?id=8',
    );
    const remark = await screen.findByRole('textbox', { name: /^Remark/ });
    expect(remark).toHaveAttribute('maxLength', '140');
    const send = screen.getByRole('button', { name: 'Send application' });
    // An image is required by this promotion: off until one is uploaded.
    expect(send).toBeDisabled();
    await userEvent.type(remark, 'x'.repeat(150));
    expect((remark as HTMLTextAreaElement).value).toHaveLength(140);
    expect(screen.getByText('140 / 140')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Images' }));
    expect(send).toBeEnabled();
    await userEvent.click(send);
    expect(await screen.findByText(/Application sent/)).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({
      promotionId: 8,
      remark: 'x'.repeat(140),
      proofIds: [41, 42],
    });
  });

  it('enters a raffle with MCS2_claimRafflePromotion and checks a drawn raffle', async () => {
    const serverSeed = 'seed-of-the-draw';
    const entries = [
      { memberId: 3, tickets: 2 },
      { memberId: 9, tickets: 5 },
    ];
    const { clientSeed, winners } = drawRaffle(serverSeed, entries, 1);
    const drawAnswer = {
      seedHash: await sha256Hex(serverSeed),
      drawn: true,
      serverSeed,
      clientSeed,
      nonce: 0,
      ticketList: '3:2\n9:5',
      winners,
    };
    const { sent } = render(
      <PromoDetailPage />,
      {
        'GET /wps/promotions/9': {
          value: makeDetail({
            card: makeCard({ id: 9, type: 'raffle', status: 'join' }),
            rules: { type: 'raffle', betPerTicket: '1000', prizes: ['10000'] },
            mine: { signedDays: [], streak: 0, tickets: 4, claims: [] },
          }),
        },
        'POST /wps/relay/MCS2_claimRafflePromotion': {
          value: { status: 'process', tickets: 4, seedHash: drawAnswer.seedHash },
        },
        'GET /wps/promotions/9/raffle-draw': { value: drawAnswer },
      },
      '/promoDetail?id=9',
    );
    expect(await screen.findByText('You have 4 tickets so far.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join the draw' }));
    expect(await screen.findByText(/in the draw with 4 tickets/)).toBeInTheDocument();
    expect(sent.find((r) => r.method === 'POST')!.path).toBe(
      '/wps/relay/MCS2_claimRafflePromotion',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Verify the draw' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Check the draw' }));
    expect(await screen.findByText(/Verified: the seed matches/)).toBeInTheDocument();
  });

  it('refuses a draw whose winners were changed', async () => {
    const serverSeed = 'another-seed';
    const entries = [
      { memberId: 3, tickets: 2 },
      { memberId: 9, tickets: 5 },
    ];
    const { clientSeed, winners } = drawRaffle(serverSeed, entries, 1);
    render(
      <PromoDetailPage />,
      {
        'GET /wps/promotions/9': {
          value: makeDetail({
            card: makeCard({ id: 9, type: 'raffle', status: 'close' }),
            rules: { type: 'raffle', betPerTicket: '1000', prizes: ['10000'] },
            canAct: false,
          }),
        },
        'GET /wps/promotions/9/raffle-draw': {
          value: {
            seedHash: await sha256Hex(serverSeed),
            drawn: true,
            serverSeed,
            clientSeed,
            nonce: 0,
            ticketList: '3:2\n9:5',
            winners: winners[0] === 3 ? [9] : [3],
          },
        },
      },
      '/promoDetail?id=9',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Verify the draw' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Check the draw' }));
    expect(await screen.findByText(/The check failed/)).toBeInTheDocument();
  });

  it('shows a loading status while the promotion is pending', async () => {
    const held = heldAnswer();
    render(<PromoDetailPage />, { 'GET /wps/promotions/5': held.answer }, '/promoDetail?id=5');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'Welcome 50' })).toBeNull();
    held.release({ value: makeDetail() });
    expect(await screen.findByRole('heading', { name: 'Welcome 50' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('says the promotion could not be loaded on a server error, and loads it on retry', async () => {
    let fails = true;
    render(
      <PromoDetailPage />,
      {
        'GET /wps/promotions/5': () =>
          fails ? { status: 500, code: 'INTERNAL_ERROR' } : { value: makeDetail() },
      },
      '/promoDetail?id=5',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_FAILED);
    // A server error is not a missing promotion.
    expect(screen.queryByText(/does not exist or has ended/)).toBeNull();
    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome 50' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a missing promotion does not exist', async () => {
    render(
      <PromoDetailPage />,
      { 'GET /wps/promotions/99': { status: 404, code: 'NOT_FOUND' } },
      '/promoDetail?id=99',
    );
    expect(await screen.findByText(/does not exist or has ended/)).toBeInTheDocument();
  });
});

describe('rewardCenter', () => {
  it('lists what can be claimed with its count, and claims one', async () => {
    const { sent } = render(
      <RewardCenterPage />,
      {
        'GET /wps/promotions/reward-center': {
          value: { list: [makeCard({ type: 'referral', title: 'Friend joined' })], count: 1 },
        },
        'POST /wps/promotions/claim': { value: { status: 'claimed', amount: '3000', claims: 1 } },
      },
      '/?mc=rewardCenter',
    );
    expect(await screen.findByLabelText('1 reward to claim')).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText(/added to your bonus wallet/)).toBeInTheDocument();
    // With this browser's id, for promotions given once per device.
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({
      promotionId: 5,
      deviceId: localStorage.getItem('deviceId'),
    });
    expect(localStorage.getItem('deviceId')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('shows a loading status while the rewards are pending', async () => {
    const held = heldAnswer();
    render(
      <RewardCenterPage />,
      { 'GET /wps/promotions/reward-center': held.answer },
      '/?mc=rewardCenter',
    );
    const card = screen.getByRole('region', { name: 'Reward centre' });
    expect(within(card).getByRole('status')).toHaveTextContent('Loading…');
    held.release({ value: { list: [makeCard({ title: 'Friend joined' })], count: 1 } });
    expect(await within(card).findByRole('link', { name: 'Friend joined' })).toBeInTheDocument();
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it('says the rewards could not be loaded when the call fails', async () => {
    render(
      <RewardCenterPage />,
      { 'GET /wps/promotions/reward-center': { status: 500, code: 'INTERNAL_ERROR' } },
      '/?mc=rewardCenter',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Nothing to claim right now.')).toBeNull();
  });

  it('says when there is nothing to claim', async () => {
    render(
      <RewardCenterPage />,
      { 'GET /wps/promotions/reward-center': { value: { list: [], count: 0 } } },
      '/?mc=rewardCenter',
    );
    expect(await screen.findByText('Nothing to claim right now.')).toBeInTheDocument();
  });
});

describe('manualRebate', () => {
  it('shows each day by game type with its calculation and claims it', async () => {
    const { sent } = render(
      <ManualRebatePage />,
      {
        'GET /wps/promotions/manual-rebate': {
          value: {
            list: [
              {
                promotionId: 12,
                title: 'Daily slots rebate',
                rates: { RNG: 100, LIVE: 50 },
                days: [
                  {
                    day: '2026-11-26',
                    total: '1500',
                    lines: [
                      { gameType: 'RNG', validBet: '100000', rateBps: 100, rebate: '1000' },
                      { gameType: 'LIVE', validBet: '100000', rateBps: 50, rebate: '500' },
                    ],
                  },
                ],
                total: '1500',
                canClaim: true,
              },
            ],
          },
        },
        'POST /wps/promotions/claim': { value: { status: 'claimed', amount: '1500', claims: 1 } },
      },
      '/?mc=manualRebate',
    );
    expect(await screen.findByRole('heading', { name: 'Daily slots rebate' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/2026\/11\/26.*15\.00/);
    expect(rows[2]).toHaveTextContent(/Slots.*1,000\.00.*1 %.*10\.00/);
    expect(rows[3]).toHaveTextContent(/Live casino.*1,000\.00.*0\.5 %.*5\.00/);
    expect(screen.getByRole('figure', { name: 'Rebate by game type' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')?.body).toMatchObject({ promotionId: 12 }),
    );
  });

  it('shows a loading status while the rebates are pending', async () => {
    const held = heldAnswer();
    render(
      <ManualRebatePage />,
      { 'GET /wps/promotions/manual-rebate': held.answer },
      '/?mc=manualRebate',
    );
    const card = screen.getByRole('region', { name: 'Manual rebate' });
    expect(within(card).getByRole('status')).toHaveTextContent('Loading…');
    held.release({ value: { list: [] } });
    expect(await within(card).findByText(/no manual rebate promotion/)).toBeInTheDocument();
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it('says the rebates could not be loaded when the call fails', async () => {
    render(
      <ManualRebatePage />,
      { 'GET /wps/promotions/manual-rebate': { status: 500, code: 'INTERNAL_ERROR' } },
      '/?mc=manualRebate',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Claim rebate' })).toBeNull();
  });

  it('says when there is no manual rebate promotion', async () => {
    render(
      <ManualRebatePage />,
      { 'GET /wps/promotions/manual-rebate': { value: { list: [] } } },
      '/?mc=manualRebate',
    );
    expect(await screen.findByText(/no manual rebate promotion/)).toBeInTheDocument();
  });
});
