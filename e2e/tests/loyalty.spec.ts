// Loyalty end to end (issue 19), against the demo points mall and VIP ranks: a new player deposits
// and plays the slot, earning points (1 per 1,000 Ks of valid bet), claims a mission paying
// points (a day logged in), redeems 100 points for a bonus credit in /pointMall with the payment
// password and finds it in the redeem history, sees the progress to the next rank on /vip, reads
// a message an operator sent (the badge goes), reaches a rank above 4 and meets VIP customer
// service, and writes in the chat room while an operator answers from the /ops support inbox in a
// second browser context.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { openSite, playSlot, registerAndDeposit, uniqueName } from './player-kit';

const OPERATOR = { username: 'admin', password: 'e2e-operator-password' };
const PAYMENT_PASSWORD = '135790';

async function operatorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/ops/api/session', { data: OPERATOR });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: { token: string } }).value.token;
}

async function asOperator(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: object,
) {
  const res = await request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { success: boolean; code?: string; value?: unknown };
  expect(body, `${path} answered ${body.code}`).toMatchObject({ success: true });
  return body.value as Record<string, unknown>;
}

async function playerPut(page: Page, path: string, data: object) {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await page.request.put(path, { data, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
}

async function supportConsole(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((t) => sessionStorage.setItem('opsToken', t), token);
  const page = await context.newPage();
  await page.goto('/ops#support');
  await page.getByRole('banner').getByRole('combobox').selectOption('EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
  return page;
}

test('a player earns points by playing and from a mission, redeems a bonus, reaches VIP customer service, reads a message and chats with support', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const ops = await operatorToken(request);
  const title = `Log in today ${uniqueName('')}`;
  const mission = await asOperator(request, ops, 'POST', '/ops/api/missions', {
    title: { EN: title, MY: title },
    period: 'daily',
    kind: 'login_days',
    target: '1',
    rewardKind: 'points',
    rewardAmount: '100',
  });

  try {
    const page = await openSite(browser, { ip: '203.0.113.191', reducedMotion: 'reduce' });
    const banner = page.getByRole('banner');
    const username = uniqueName('e2el');
    // The day's login counts for the mission; the deposit pays for the play.
    await registerAndDeposit(page, username, 200);
    await playerPut(page, '/wps/member/payment-password', {
      password: 'player1234',
      newPaymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    });

    // Play earns points by the operators' rule per game type. The demo's (1 point per 1,000 Ks
    // of valid bet) needs more play than a test does, so slots earn 1 point per 1 Ks while this
    // player plays; the demo's rules come back after.
    const pointRules = await asOperator(request, ops, 'GET', '/ops/api/points/settings');
    const earnRules = pointRules.earnRules as Array<{ gameType: string }>;
    await asOperator(request, ops, 'PUT', '/ops/api/points/settings', {
      ...pointRules,
      earnRules: [
        ...earnRules.filter((rule) => rule.gameType !== 'RNG'),
        { gameType: 'RNG', points: 1, per: '100' },
      ],
    });
    try {
      await playSlot(page, 5);
    } finally {
      await asOperator(request, ops, 'PUT', '/ops/api/points/settings', pointRules);
    }
    await page.goto('/pointMall');
    const balance = page.getByTestId('points-balance');
    // A whole number above 0 (the balance reads '…' while it loads).
    await expect(balance).toHaveText(/^[1-9][0-9,]*$/);
    const earned = Number((await balance.textContent())!.replace(/,/g, ''));
    expect(earned).toBeGreaterThan(0);

    // Missions: the day's login made it claimable; the claim pays 100 points.
    await page.goto('/?mc=missionLeaderboard');
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    const card = centre.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('Reward 100 points')).toBeVisible();
    await card.getByRole('button', { name: 'Claim' }).click();
    await expect(card.getByText('Claimed')).toBeVisible();

    // The points mall: 100 points buy the demo's "Bonus 1,000 Ks", behind the payment password.
    await page.goto('/pointMall');
    await expect(balance).toHaveText(String(earned + 100));
    const reward = page.getByRole('article').filter({ hasText: 'Bonus 1,000 Ks' });
    await reward.getByRole('button', { name: 'Redeem' }).click();
    const form = page.getByRole('form', { name: 'Redeem Bonus 1,000 Ks' });
    await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Redeemed: the bonus is in your bonus wallet.')).toBeVisible();
    await expect(balance).toHaveText(String(earned));
    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const history = page.getByRole('region', { name: 'Redeem history' });
    const redeemed = history.getByRole('row').filter({ hasText: 'Bonus 1,000 Ks' });
    await expect(redeemed).toBeVisible();
    const column = async (name: string) =>
      (await history.getByRole('columnheader').allTextContents()).indexOf(name);
    expect(await column('Points')).toBeGreaterThanOrEqual(0);
    await expect(redeemed.getByRole('cell').nth(await column('Points'))).toHaveText('100');
    await expect(redeemed.getByRole('cell').nth(await column('Status'))).toHaveText('Approved');

    // VIP: rank 1 and the bar to the next rank.
    await page.goto('/vip');
    const myRank = page.getByRole('region', { name: 'My rank' });
    await expect(myRank.getByTestId('vip-level')).toHaveText('VIP 1');
    await expect(myRank.getByRole('progressbar', { name: 'Progress to Bronze' })).toBeVisible();

    // Messages: the site wrote one when the deposit was credited; an operator's makes two, and
    // reading it leaves one.
    const unread = (n: number) => banner.getByRole('button', { name: `${n} unread messages` });
    await expect(unread(1)).toBeVisible({ timeout: 20_000 });
    await asOperator(request, ops, 'POST', '/ops/api/messages', {
      audience: 'member',
      username,
      title: 'Welcome gift',
      body: 'Your welcome gift is ready.',
    });
    await expect(unread(2)).toBeVisible({ timeout: 20_000 });
    await unread(2).click();
    await centre.getByRole('button', { name: /Welcome gift/ }).click();
    await expect(centre.getByText('Your welcome gift is ready.')).toBeVisible();
    await expect(unread(1)).toBeVisible();
    await page.keyboard.press('Escape');

    // VIP customer service is for ranks above 4. For a moment the ranks ask only for what this
    // player did (a deposit and a bet), with no rank-up reward, so that another spec's player who
    // looks meanwhile is paid nothing; then the demo's ranks come back.
    const vip = await asOperator(request, ops, 'GET', '/ops/api/vip/settings');
    type Rank = { level: number; names: Record<string, string | null>; members?: number };
    const ranks = (vip.ranks as Rank[]).map(({ members: _members, names, ...rank }) => ({
      ...rank,
      names: Object.fromEntries(Object.entries(names).filter(([, text]) => text)),
    }));
    const settings = {
      enabled: vip.enabled,
      windowDays: vip.windowDays,
      relegationGraceDays: vip.relegationGraceDays,
    };
    await asOperator(request, ops, 'PUT', '/ops/api/vip/settings', {
      ...settings,
      ranks: ranks.map((rank) =>
        rank.level === 1 || rank.level > 5
          ? rank
          : { ...rank, minValidBet: '1', minDeposit: '1', reward: '0' },
      ),
    });
    try {
      await page.goto('/vip');
      await expect(myRank.getByTestId('vip-level')).toHaveText('VIP 5');
      await expect(myRank.getByTestId('vip-cs')).toHaveText('VIP customer service');
    } finally {
      await asOperator(request, ops, 'PUT', '/ops/api/vip/settings', { ...settings, ranks });
    }

    // The chat room from the VIP page; support answers from /ops; the answer arrives live.
    await page.goto('/vip');
    await page.getByTestId('vip-cs').click();
    const chat = page.getByRole('dialog', { name: 'Live chat' });
    await chat.getByRole('textbox', { name: 'Message' }).fill('Where is my bonus?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByText('Where is my bonus?')).toBeVisible();

    const consolePage = await supportConsole(browser, ops);
    await consolePage
      .getByRole('button', { name: `Open the conversation with ${username}` })
      .click();
    const conversation = consolePage.getByRole('region', { name: /^Conversation \d+$/ });
    await expect(conversation.getByText('Where is my bonus?')).toBeVisible();
    await conversation.getByRole('textbox', { name: 'Answer' }).fill('It is in your bonus wallet.');
    await conversation.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByText('It is in your bonus wallet.')).toBeVisible({ timeout: 20_000 });
  } finally {
    // The mission stays out of the other specs' players' way.
    await asOperator(request, ops, 'PUT', `/ops/api/missions/${mission.id as number}`, {
      title: { EN: title, MY: title },
      period: 'daily',
      kind: 'login_days',
      target: '1',
      rewardKind: 'points',
      rewardAmount: '100',
      isActive: false,
    });
  }
});
