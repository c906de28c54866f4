// Promotions end to end (issue 18, the player's side): an operator publishes a first-deposit
// bonus chosen before depositing; a new player finds it on /promotions, chooses it on
// /promoDetail, deposits through the sandbox from there, sees the bonus beside the header
// balance and on the bonus page, and the wagering progress moves after rounds of the house slot.
// The player plays on until the wagering is met: the bonus becomes cash, and the player
// withdraws it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { asPlayer, money, openSite, playSlot, register, uniqueName } from './player-kit';

const OPERATOR = { username: 'admin', password: 'e2e-operator-password' };

async function operatorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/ops/api/session', { data: OPERATOR });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: { token: string } }).value.token;
}

async function asOperator(request: APIRequestContext, token: string, path: string, data: object) {
  const res = await request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { success: boolean; code?: string; value?: unknown };
  expect(body, `${path} answered ${body.code}`).toMatchObject({ success: true });
  return body.value as Record<string, unknown>;
}

interface Bonus {
  status: string;
  amount: string;
  wagered: string;
  required: string;
}

test('a new player chooses a first-deposit bonus, deposits, plays until the wagering is met, sees it become cash and withdraws', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `First deposit 100% ${uniqueName('')}`;
  const ops = await operatorToken(request);
  const created = await asOperator(request, ops, '/ops/api/promotions', {
    texts: {
      EN: { title, body: 'Double your first deposit, up to 500.00.', image: null },
      MY: { title: `ပထမ ငွေသွင်း ${title}`, body: 'ဘောနပ်စ်', image: null },
    },
    rules: {
      type: 'deposit',
      percentBps: 10_000,
      cap: '50000',
      minDeposit: '10000',
      choose: 'before',
      // Once the bonus: 200.00 to wager, about ten spins of the slot at its 20.00 stake.
      wageringMultiple: 1,
    },
    eligibility: { nthDeposit: 1 },
    perMember: 1,
  });
  await asOperator(request, ops, `/ops/api/promotions/${created.id as number}/state`, {
    state: 'active',
  });

  const page = await openSite(browser, { ip: '203.0.113.181', reducedMotion: 'reduce' });
  const banner = page.getByRole('banner');
  await register(page, uniqueName('e2ep'));

  // /promotions from the header, filtered to deposit bonuses: the card says "Join".
  await banner.getByRole('link', { name: 'Promotions' }).first().click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Deposit bonus', exact: true }).click();
  await expect(page).toHaveURL(/type=deposit/);
  const card = page.getByRole('link', { name: new RegExp(title) });
  await expect(card).toContainText('Join');
  await card.click();

  // /promoDetail: the rules and the button; choosing it leads on to the deposit.
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Before depositing')).toBeVisible();
  await page.getByRole('button', { name: 'Choose this bonus' }).click();
  await expect(page.getByText(/Bonus chosen/)).toBeVisible();
  await page.getByRole('button', { name: 'Deposit now' }).click();

  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  await centre.getByRole('radio', { name: /Sandbox payment/ }).check();
  await centre.getByRole('textbox', { name: 'Amount (Ks)' }).fill('200');
  await centre.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\/D[A-Z0-9]+\?/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/sandbox-gateway'));

  // The header: cash 200.00 and, beside it, the bonus 200.00 (100 % of the first deposit).
  await expect(banner.getByText('Ks 200.00').first()).toBeVisible();
  const bonusNote = banner.getByRole('button', { name: 'Bonus Ks 200.00' });
  await expect(bonusNote).toBeVisible();

  // The bonus page, from the header's bonus note: active, nothing wagered yet.
  // (Home first: closing the centre on the gateway's return address opens the deposit again.)
  await page.goto('/');
  await bonusNote.click();
  await expect(centre.getByRole('heading', { name: 'Bonus details' })).toBeVisible();
  const progress = centre.getByRole('progressbar', { name: 'Wagering' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(centre.getByText('0.00 / 200.00')).toBeVisible();
  const [granted] = (await asPlayer<{ items: Bonus[] }>(page, '/wps/member/bonuses')).items;
  expect(granted).toMatchObject({ status: 'active', amount: '20000', wagered: '0' });

  // The promotion now says issued.
  await page.goto('/promotions?type=deposit');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toContainText('Issued', {
    timeout: 20_000,
  });

  // A few rounds of the house slot: settled bets count towards the wagering.
  await playSlot(page, 5);
  const [after] = (await asPlayer<{ items: Bonus[] }>(page, '/wps/member/bonuses')).items;
  const wagered = BigInt(after!.wagered);
  expect(wagered).toBeGreaterThan(0n);
  expect(after!.required).toBe('20000');
  await page.goto('/');
  await banner.getByRole('button', { name: /^Bonus Ks / }).click();
  const bonusPage = page.getByRole('dialog', { name: 'Member centre' });
  const moved = bonusPage.getByRole('progressbar', { name: 'Wagering' });
  await expect(moved).toHaveAttribute('aria-valuenow', String((wagered * 100n) / 20_000n), {
    timeout: 15_000,
  });
  await expect(bonusPage.getByText(`${money(wagered)} / 200.00`)).toBeVisible();

  // On until the wagering is met. Each spin stakes at most 20.00: when it is met, at least 200.00
  // is left, and the rest of that block of five spins takes at most 80.00 of it.
  let bonus = after!;
  for (let turn = 0; bonus.status === 'active' && turn < 8; turn++) {
    await playSlot(page, 5);
    [bonus] = (await asPlayer<{ items: Bonus[] }>(page, '/wps/member/bonuses')).items as [Bonus];
  }
  expect(bonus).toMatchObject({ status: 'released' });
  expect(BigInt(bonus.wagered)).toBeGreaterThanOrEqual(20_000n);

  // The bonus became cash: no bonus beside the header balance, "Released to cash" on its page.
  await page.goto('/');
  await expect(banner.getByRole('button', { name: /^Bonus Ks / })).toHaveCount(0);
  // The wallet: no bonus, nothing locked, all of the cash withdrawable, and the header says so.
  const wallet = await asPlayer<{
    balance: string;
    bonus: string;
    withdrawable: string;
    locked: string;
  }>(page, '/wps/v2/wallets/balance');
  expect(wallet).toMatchObject({ bonus: '0', locked: '0', withdrawable: wallet.balance });
  expect(BigInt(wallet.balance)).toBeGreaterThanOrEqual(10_000n);
  await expect(banner.getByText(`Ks ${money(BigInt(wallet.balance))}`).first()).toBeVisible();
  await page.goto('/?mc=bonusDetails');
  await expect(centre.getByText('Released to cash').first()).toBeVisible();
  await expect(centre.getByRole('progressbar', { name: 'Wagering' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );

  // And the player withdraws 100.00 of it, with nothing to forfeit on the way.
  await asPlayer(page, '/wps/member/payment-password', {
    method: 'PUT',
    data: {
      password: 'player1234',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    },
  });
  await asPlayer(page, '/wps/member/bank-accounts', {
    method: 'POST',
    data: { bankName: 'KBZ Bank', accountName: 'Aung Min Thu', accountNumber: '0987654321' },
  });
  await page.goto('/?mc=withdraw');
  await expect(centre.getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();
  await centre.getByRole('textbox', { name: 'Amount (Ks)' }).fill('100');
  await centre.getByLabel('Payment password', { exact: true }).fill('246810');
  await centre.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(
    centre.getByText(/^Reference W[A-Z0-9]+: 100\.00 to your bank account/),
  ).toBeVisible();
});
