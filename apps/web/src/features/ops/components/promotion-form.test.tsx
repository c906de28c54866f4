// The promotion form's types beyond those promotions-section.test.tsx covers (daily check-in,
// rebate, raffle, referral): the exact body each sends, which the contract's schema
// (opsCreatePromotion's body, ZPromotionInput) accepts as it is, and the list that shows the new
// promotion once saved.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  ZPromotionInput,
  type TPromotionInput,
  type TPromotionType,
} from '@wps/contracts/promotions/fields';
import type { TOpsPromotion } from '@wps/contracts/promotions/ops-promotions';
import { setupTestI18n } from '../../../test/test-i18n';
import { mockFetch, type SentRequest } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { PromotionsSection } from './promotions-section';

beforeAll(async () => {
  await setupTestI18n('EN');
});
beforeEach(() => {
  sessionStorage.setItem('opsToken', 'ops-token');
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The section against a server that keeps what it is sent: a new promotion is a draft in the
 * list read after the save; `created` adds what the server sets itself (a raffle's seed hash).
 */
function renderWithServer(created: Partial<TOpsPromotion> = {}) {
  const saved: TOpsPromotion[] = [];
  const { sent } = mockFetch({
    'GET /ops/api/promotions?pageNo=1&pageSize=20': () => ({
      value: { list: saved, total: saved.length, totalPages: 1 },
    }),
    'POST /ops/api/promotions': (req) => {
      const input = req.body as TPromotionInput;
      const promotion: TOpsPromotion = {
        ...input,
        id: 9,
        type: input.rules.type,
        state: 'draft',
        spent: '0',
        seedHash: null,
        serverSeed: null,
        drawnAt: null,
        ...created,
      };
      saved.unshift(promotion);
      return { value: promotion };
    },
  });
  renderWithClient(<PromotionsSection canEdit canReview />);
  return sent;
}

/** Opens a new promotion of this type with its English title and text. */
async function openForm(type: TPromotionType, title: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
  const form = screen.getByRole('form', { name: 'New promotion' });
  fireEvent.change(within(form).getByRole('combobox', { name: 'Type' }), {
    target: { value: type },
  });
  fireEvent.change(within(form).getByLabelText('Title (EN)'), { target: { value: title } });
  fireEvent.change(within(form).getByLabelText('Rules and text (EN)'), {
    target: { value: `${title}: the rules` },
  });
  return form;
}

const typeInto = (field: HTMLElement, value: string) =>
  fireEvent.change(field, { target: { value } });

/** Saves the form and gives the one body it sent. */
async function save(form: HTMLElement, sent: SentRequest[]) {
  fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
  // As long as findBy waits on a busy machine (test/setup.ts), not vi.waitFor's 1 s.
  await vi.waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true), {
    timeout: 5000,
  });
  const posts = sent.filter((r) => r.method === 'POST');
  expect(posts.map((r) => r.path)).toEqual(['/ops/api/promotions']);
  return posts[0]!.body;
}

/** What a form sends when its schedule, eligibility and limits are left as they open. */
const openToAll = {
  eligibility: {},
  startsAt: null,
  endsAt: null,
  perMember: null,
  perDay: null,
  perAddress: null,
  budget: null,
  sortOrder: 0,
};

const textsOf = (title: string) => ({
  EN: { title, body: `${title}: the rules`, image: null },
});

/** Back on the list, read again after the save: the new promotion's row. */
async function savedRow(title: string) {
  const row = await screen.findByRole('row', { name: new RegExp(title) });
  expect(screen.queryByRole('form', { name: 'New promotion' })).toBeNull();
  return row;
}

describe('the promotion form of each type', () => {
  it("sends a daily check-in's reward per streak day in minor units and whether it starts over", async () => {
    const sent = renderWithServer();
    const form = await openForm('checkin', 'Seven-day streak');
    typeInto(within(form).getByLabelText('Reward per streak day'), '100, 200,300 500 1000');
    const cycle = within(form).getByRole('combobox', { name: 'Start over after the last day' });
    expect(cycle).toHaveValue('yes');
    typeInto(cycle, 'no');
    typeInto(within(form).getByLabelText(/^Claims per member per day/), '1');

    const body = await save(form, sent);
    expect(body).toEqual({
      ...openToAll,
      texts: textsOf('Seven-day streak'),
      rules: { type: 'checkin', rewards: ['100', '200', '300', '500', '1000'], cycle: false },
      perDay: 1,
    });
    expect(ZPromotionInput.parse(body)).toEqual(body);

    const row = await savedRow('Seven-day streak');
    expect(within(row).getByText('Daily check-in')).toBeVisible();
    expect(within(row).getByText('Draft')).toBeVisible();
  });

  it('sends a manual rebate as basis points for the game types given, with its smallest and largest payout', async () => {
    const sent = renderWithServer();
    const form = await openForm('rebate', 'Daily rebate');
    // Each rate is labelled "Rebate %" with its game type written under it.
    const rate = (game: string) => within(form).getByLabelText(`Rebate %${game}`);
    typeInto(rate('RNG'), '0.8');
    typeInto(rate('LIVE'), '0.5');
    typeInto(rate('SPORTS'), '1.25');
    const payout = within(form).getByRole('combobox', { name: 'Paid' });
    expect(payout).toHaveDisplayValue('Automatically each period');
    typeInto(payout, 'manual');
    expect(payout).toHaveDisplayValue('Claimed by the member');
    const smallest = within(form).getByLabelText('Smallest payout');
    expect(smallest).toHaveValue('0.01');
    typeInto(smallest, '1');
    typeInto(within(form).getByLabelText('Largest payout per period'), '500');

    const body = await save(form, sent);
    expect(body).toEqual({
      ...openToAll,
      texts: textsOf('Daily rebate'),
      // Game types left empty earn nothing and are not sent.
      rules: {
        type: 'rebate',
        rates: { RNG: 80, LIVE: 50, SPORTS: 125 },
        payout: 'manual',
        minPayout: '100',
        maxPayout: '50000',
      },
    });
    expect(ZPromotionInput.parse(body)).toEqual(body);

    const row = await savedRow('Daily rebate');
    expect(within(row).getByText('Rebate')).toBeVisible();
    expect(within(row).getByText('Draft')).toBeVisible();
  });

  it('sends an automatic rebate with no largest payout when that field is left empty', async () => {
    const sent = renderWithServer();
    const form = await openForm('rebate', 'Live rebate');
    typeInto(within(form).getByLabelText('Rebate %LIVE'), '1');

    const body = await save(form, sent);
    expect(body).toEqual({
      ...openToAll,
      texts: textsOf('Live rebate'),
      rules: { type: 'rebate', rates: { LIVE: 100 }, payout: 'auto', minPayout: '1' },
    });
    expect(ZPromotionInput.parse(body)).toEqual(body);
    await savedRow('Live rebate');
  });

  it("sends a raffle's tickets per deposit, its prizes in draw order and its window; the list shows the seed's hash", async () => {
    const sent = renderWithServer({ seedHash: '9f86d081884c7d65' });
    const form = await openForm('raffle', 'February lucky draw');
    typeInto(within(form).getByLabelText('A ticket per deposit of'), '100');
    typeInto(within(form).getByLabelText('Prizes in draw order'), '500000, 200000, 100000');
    // In the site's zone (Asia/Yangon, UTC+6:30).
    typeInto(within(form).getByLabelText(/^Starts/), '2030/02/01 06:30');
    typeInto(within(form).getByLabelText(/^Ends/), '2030/03/01 06:30');

    const body = await save(form, sent);
    expect(body).toEqual({
      ...openToAll,
      texts: textsOf('February lucky draw'),
      // Bets earn no tickets: their field was left empty.
      rules: { type: 'raffle', depositPerTicket: '10000', prizes: ['500000', '200000', '100000'] },
      startsAt: '2030-02-01T00:00:00.000Z',
      endsAt: '2030-03-01T00:00:00.000Z',
    });
    expect(ZPromotionInput.parse(body)).toEqual(body);

    const row = await savedRow('February lucky draw');
    expect(within(row).getByText('Raffle / lucky draw')).toBeVisible();
    expect(within(row).getByText('Seed hash: 9f86d081884c7d65')).toBeVisible();
    // Not drawn before it has ended.
    expect(within(row).queryByRole('button', { name: 'Draw' })).toBeNull();
  });

  it('sends a raffle whose tickets come from valid bets only', async () => {
    const sent = renderWithServer({ seedHash: 'c3ab8ff13720e8ad' });
    const form = await openForm('raffle', 'Bettors draw');
    typeInto(within(form).getByLabelText('A ticket per valid bet of'), '1,000');
    typeInto(within(form).getByLabelText('Prizes in draw order'), '100000');

    const body = await save(form, sent);
    expect(body).toEqual({
      ...openToAll,
      texts: textsOf('Bettors draw'),
      rules: { type: 'raffle', betPerTicket: '100000', prizes: ['100000'] },
    });
    expect(ZPromotionInput.parse(body)).toEqual(body);
    await savedRow('Bettors draw');
  });

  it("sends a referral's reward and the referred member's minimum deposit in minor units", async () => {
    const sent = renderWithServer();
    const form = await openForm('referral', 'Bring a friend');
    typeInto(within(form).getByLabelText('Amount'), '20');
    typeInto(within(form).getByLabelText('Minimum deposit'), '100.50');
    typeInto(within(form).getByLabelText('Total budget'), '5,000');

    const body = await save(form, sent);
    expect(body).toEqual({
      ...openToAll,
      texts: textsOf('Bring a friend'),
      rules: { type: 'referral', amount: '2000', minDeposit: '10050' },
      budget: '500000',
    });
    expect(ZPromotionInput.parse(body)).toEqual(body);

    const row = await savedRow('Bring a friend');
    expect(within(row).getByText('Referral reward')).toBeVisible();
    expect(within(row).getByText(/0\.00 \/ .*5,000\.00/)).toBeVisible();
  });
});

describe("the operator's eligibility, limits and wagering (issue 18 walk)", () => {
  it('sends a sign-up bonus with its identities and wagering, and every eligibility rule and limit', async () => {
    const sent = renderWithServer();
    const form = await openForm('signup', 'Welcome 50');
    typeInto(within(form).getByLabelText('Amount'), '50');
    typeInto(within(form).getByLabelText('One per'), 'mobile, device,address');
    typeInto(within(form).getByLabelText('Wagering multiple'), '3');
    // The bonus's terms while active: bets up to 5.00, slots count 10 %, live casino none.
    typeInto(within(form).getByLabelText('Largest bet while the bonus is active'), '5');
    typeInto(within(form).getByRole('textbox', { name: 'Counts % RNG' }), '10');
    typeInto(within(form).getByRole('textbox', { name: 'Counts % LIVE' }), '0');
    typeInto(within(form).getByLabelText('Registered at most (days ago)'), '7');
    typeInto(within(form).getByLabelText('VIP rank levels'), '3, 5');
    typeInto(within(form).getByLabelText('Under agents (member ids)'), '12,40');
    typeInto(within(form).getByLabelText('Regions (country codes)'), 'mm, th');
    typeInto(within(form).getByLabelText(/^Claims per member(?! per day)/), '1');
    typeInto(within(form).getByLabelText(/^Claims per member per day/), '1');
    typeInto(within(form).getByLabelText(/^Claims per address/), '2');
    typeInto(within(form).getByLabelText('Total budget'), '1000');
    typeInto(within(form).getByLabelText(/^Ends/), '2030/03/01 06:30');

    const body = await save(form, sent);
    expect(body).toEqual({
      ...openToAll,
      texts: textsOf('Welcome 50'),
      rules: {
        type: 'signup',
        amount: '5000',
        identities: ['mobile', 'device', 'address'],
        wageringMultiple: 3,
        maxBet: '500',
        weights: { RNG: 10, LIVE: 0 },
      },
      eligibility: {
        newMemberDays: 7,
        rankLevels: [3, 5],
        agentIds: [12, 40],
        regions: ['MM', 'TH'],
      },
      endsAt: '2030-03-01T00:00:00.000Z',
      perMember: 1,
      perDay: 1,
      perAddress: 2,
      budget: '100000',
    });
    expect(ZPromotionInput.parse(body)).toEqual(body);
    expect(within(await savedRow('Welcome 50')).getByText('Sign-up bonus')).toBeVisible();
  });

  it('asks for bonus terms only on types that pay a bonus', async () => {
    renderWithServer();
    const form = await openForm('rebate', 'Daily rebate');
    expect(within(form).queryByLabelText('Largest bet while the bonus is active')).toBeNull();
    typeInto(within(form).getByRole('combobox', { name: 'Type' }), 'checkin');
    expect(within(form).getByLabelText('Largest bet while the bonus is active')).toBeVisible();
  });

  it('sends a deposit bonus chosen before depositing, through named channels, wagered on bonus plus deposit', async () => {
    const sent = renderWithServer();
    const form = await openForm('deposit', 'Reload 20%');
    typeInto(within(form).getByLabelText('Percent of the deposit'), '20');
    typeInto(within(form).getByLabelText('Cap'), '100');
    typeInto(within(form).getByLabelText('Minimum deposit'), '10');
    typeInto(within(form).getByRole('combobox', { name: 'Chosen' }), 'before');
    typeInto(within(form).getByLabelText('Wagering multiple'), '5');
    typeInto(
      within(form).getByRole('combobox', { name: 'Wagering counted on' }),
      'bonusPlusDeposit',
    );
    typeInto(within(form).getByLabelText('Payment channel codes'), 'kbz-bank, wave');
    typeInto(within(form).getByLabelText('Which deposit (1 = first)'), '2');

    const body = await save(form, sent);
    expect(body).toEqual({
      ...openToAll,
      texts: textsOf('Reload 20%'),
      rules: {
        type: 'deposit',
        percentBps: 2000,
        cap: '10000',
        minDeposit: '1000',
        choose: 'before',
        wageringMultiple: 5,
        wageringBase: 'bonusPlusDeposit',
      },
      eligibility: { channelCodes: ['kbz-bank', 'wave'], nthDeposit: 2 },
    });
    expect(ZPromotionInput.parse(body)).toEqual(body);
  });
});

describe('an input each form refuses before sending', () => {
  /** Saves the form: it names the field to fix and sends nothing. */
  async function expectRefused(form: HTMLElement, sent: SentRequest[], field: string) {
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      `Please check this field: ${field}`,
    );
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  }

  it('refuses a streak reward written in major units (2.50) among the minor-unit ones', async () => {
    const sent = renderWithServer();
    const form = await openForm('checkin', 'Seven-day streak');
    typeInto(within(form).getByLabelText('Reward per streak day'), '100, 2.50, 300');
    await expectRefused(form, sent, 'rules.rewards.1');
  });

  it('refuses a rebate rate typed with a percent sign', async () => {
    const sent = renderWithServer();
    const form = await openForm('rebate', 'Daily rebate');
    typeInto(within(form).getByLabelText('Rebate %LIVE'), '0.8%');
    await expectRefused(form, sent, 'rules.rates.LIVE');
  });

  it('refuses a raffle with no prizes', async () => {
    const sent = renderWithServer();
    const form = await openForm('raffle', 'February lucky draw');
    typeInto(within(form).getByLabelText('A ticket per deposit of'), '100');
    await expectRefused(form, sent, 'rules.prizes');
  });

  it("refuses a referral without the referred member's minimum deposit", async () => {
    const sent = renderWithServer();
    const form = await openForm('referral', 'Bring a friend');
    typeInto(within(form).getByLabelText('Amount'), '20');
    await expectRefused(form, sent, 'rules.minDeposit');
  });

  it('names each rebate rate by its game type', async () => {
    renderWithServer();
    const form = await openForm('rebate', 'Daily rebate');
    expect(within(form).getByRole('textbox', { name: /LIVE/ })).toBeInTheDocument();
  });
});
