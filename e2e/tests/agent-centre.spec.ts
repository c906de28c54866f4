// The agent centre end to end (issue 17): an operator turns daily salary on and gives a new top
// agent the platform's daily-salary contract; the agent logs in from /agentHome (an agent-portal
// login), registers a sub-agent in the account centre and offers it a daily-salary contract from
// team management; the sub-agent logs in and accepts; a player registers with the sub-agent's
// invitation code, deposits and plays the built-in slot; the day settles (the operators'
// settle-now call with the test clock one day ahead); both agents see their statement line by
// line and the payout in their account records (the ledger).
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type FrameLocator,
  type Page,
} from '@playwright/test';
import { asPlayer, money, openSite, register, registerAndDeposit, uniqueName } from './player-kit';

const OPERATOR = { username: 'admin', password: 'e2e-operator-password' };
const PASSWORD = 'agent1234';

async function operatorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/ops/api/session', { data: OPERATOR });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: { token: string } }).value.token;
}

async function asOperator<T>(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'PUT',
  path: string,
  data: unknown,
): Promise<T> {
  const res = await request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as {
    success: boolean;
    code?: string;
    message?: string;
    value: T;
  };
  expect(body, `${path} answered ${body.code} ${body.message}`).toMatchObject({ success: true });
  return body.value;
}

function centre(page: Page) {
  return page.getByRole('navigation', { name: 'Agent centre' });
}

/** A menu entry by its name; an entry whose offer waits says so after it. */
async function openAgentPage(page: Page, name: string) {
  const entry = centre(page).getByRole('button', { name: new RegExp(`^${name}( \\(|$)`) });
  await entry.click();
  await expect(entry).toHaveAttribute('aria-current', 'page');
}

/** Logs in on /agentHome through its own button: an agent-portal login that stays there. */
async function agentLogin(browser: Browser, ip: string, username: string): Promise<Page> {
  const page = await openSite(browser, { ip, reducedMotion: 'reduce' });
  await page.goto('/agentHome');
  await expect(page.getByRole('alert')).toHaveText('Non-members cannot log in.');
  await page.getByRole('button', { name: 'Agent log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome/);
  await expect(centre(page).getByRole('button', { name: 'Team overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  return page;
}

function slotFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe.game-frame__iframe');
}

async function playSlot(page: Page, rounds: number) {
  await page.goto('/rng');
  await page
    .getByRole('navigation', { name: 'Game providers' })
    .getByRole('link', { name: 'Royal Slots' })
    .click();
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  const slot = slotFrame(page);
  const spin = slot.getByRole('button', { name: 'Spin', exact: true });
  const nonce = slot.getByTestId('seed-nonce');
  await expect(spin).toBeEnabled();
  // Stakes big enough that 1% of the valid bet is whole minor units: the largest stake on one line.
  const stake = slot.getByLabel('Stake per line');
  const stakes = await stake
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  await stake.selectOption(stakes[stakes.length - 1]!);
  await slot.getByLabel('Lines').selectOption('1');
  const first = Number(await nonce.textContent());
  for (let i = 1; i <= rounds; i++) {
    await spin.click();
    await expect(nonce).toHaveText(String(first + i));
    await expect(spin).toBeEnabled();
  }
}

test('agents register a sub-agent, contract a daily salary, and both are paid when the day settles', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const ops = await operatorToken(request);

  // A new top agent: registered as a player, promoted by an operator.
  const top = uniqueName('e2eta');
  const topSite = await openSite(browser, { ip: '203.0.113.171' });
  await register(topSite, top, PASSWORD);
  const topInfo = await asPlayer<{ id: number }>(topSite, '/wps/member/info');
  await topSite.context().close();
  await asOperator(request, ops, 'POST', `/ops/api/members/${topInfo.id}/account-type`, {
    accountType: 1,
    remark: 'e2e top agent',
  });
  await asOperator(request, ops, 'PUT', '/ops/api/system/setting/contract-flags', {
    dailysalreqtype: true,
    divtypereq: true,
    contracthoursalreqtype: false,
    realtimesalreqtype: false,
  });
  // The platform pays the top agent 2% of its team's valid bet per day.
  await asOperator(request, ops, 'POST', '/ops/api/agent-contracts', {
    username: top,
    kind: 'daily_salary',
    periodType: 'D',
    tiers: [{ rateBp: 200 }],
  });

  // The top agent opens the agent centre and registers a sub-agent.
  const topPage = await agentLogin(browser, '203.0.113.172', top);
  await expect(centre(topPage).getByRole('button', { name: 'Daily salary' })).toBeVisible();
  await expect(centre(topPage).getByRole('button', { name: 'Hourly salary' })).toHaveCount(0);
  const sub = uniqueName('e2esa');
  await openAgentPage(topPage, 'Account centre');
  const registerCard = topPage.getByRole('region', { name: 'Open an account for your team' });
  await registerCard.getByRole('radio', { name: 'Sub-agent' }).check();
  await registerCard.getByRole('textbox', { name: 'Username' }).fill(sub);
  await registerCard.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await registerCard.getByLabel('Confirm password').fill(PASSWORD);
  await registerCard.getByRole('button', { name: 'Open account' }).click();
  const made = registerCard.getByRole('status');
  await expect(made).toContainText(`Sub-agent account ${sub} is open`);
  const subCode = /invitation code is (\S+)\./.exec((await made.textContent())!)![1]!;

  // Team management lists it; the contract action offers it 1% of its team's valid bet per day.
  await openAgentPage(topPage, 'Team management');
  const row = topPage.getByRole('row').filter({ hasText: sub });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Offer ${sub} a contract` }).click();
  const offer = topPage.getByRole('dialog', { name: `Offer ${sub} a contract` });
  await offer.getByLabel('Contract').selectOption('daily_salary');
  await offer.getByLabel('Period').selectOption('D');
  await offer.getByLabel('Rate (%)').fill('1');
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(offer.getByRole('status')).toContainText(`Offer sent to ${sub}`);
  await offer.getByRole('button', { name: 'Close' }).click();

  // The sub-agent accepts it on its daily salary page.
  const subPage = await agentLogin(browser, '203.0.113.173', sub);
  await expect(
    centre(subPage).getByRole('button', {
      name: 'Daily salary (an offer waits for your answer)',
    }),
  ).toBeVisible();
  await openAgentPage(subPage, 'Daily salary');
  const offered = subPage.getByRole('region', { name: `Offer from ${top}` });
  await expect(offered.getByText('1.00%')).toBeVisible();
  await offered.getByRole('button', { name: 'Accept' }).click();
  await expect(offered).toHaveCount(0);
  await expect(
    subPage.getByRole('region', { name: 'My contract' }).getByText('In force', { exact: true }),
  ).toBeVisible();

  // A player registers with the sub-agent's code, deposits 100 and plays 10 rounds.
  const player = await openSite(browser, { ip: '203.0.113.174', reducedMotion: 'reduce' });
  await player.goto(`/?affiliateCode=${subCode}`);
  await registerAndDeposit(player, uniqueName('e2eap'), 100);
  await playSlot(player, 10);
  const playerInfo = await asPlayer<{ toUpline: string | null }>(player, '/wps/member/info');
  expect(playerInfo.toUpline).toBe(sub);
  // The team's valid bet: the player's stakes (its only rounds), from its account records.
  const playerRecords = await asPlayer<{ list: { type: string; amount: string }[] }>(
    player,
    '/wps/relay/ODSFE2_MemTransDet?type=all&pageSize=100',
  );
  const validBet = playerRecords.list
    .filter((r) => r.type === 'game_bet')
    .reduce((sum, r) => sum + (BigInt(r.amount) < 0n ? -BigInt(r.amount) : BigInt(r.amount)), 0n);
  expect(validBet).toBeGreaterThan(0n);
  // Level difference: the sub-agent 1% of it, the top agent 2% of it less the sub-agent's part.
  const subPaid = (validBet * 100n) / 10_000n;
  const expectedPaid = { [sub]: subPaid, [top]: (validBet * 200n) / 10_000n - subPaid };

  // The day settles: the job's clock one day ahead.
  const settled = await asOperator<{ statements: number; paid: string }>(
    request,
    ops,
    'POST',
    '/ops/api/agent-settlements/settle',
    { kind: 'daily_salary', asOf: new Date(Date.now() + 26 * 3_600_000).toISOString() },
  );
  expect(settled.statements).toBeGreaterThanOrEqual(2);
  expect(BigInt(settled.paid)).toBeGreaterThan(0n);

  // Each agent's statement, line by line: the sub-agent 1% of its team's valid bet, the top
  // agent 2% less the sub-agent's share; the same amount is in the agent's account records (the
  // ledger's agent_daily_salary entry on its main wallet) and in its income.
  for (const [page, deduction, agent] of [
    [subPage, null, sub],
    [topPage, sub, top],
  ] as const) {
    await page.reload();
    await openAgentPage(page, 'Daily salary');
    const statements = page.getByRole('region', { name: 'Statements' });
    await statements.getByRole('button', { name: 'Open' }).first().click();
    const statement = page.getByRole('dialog', { name: 'Statement' });
    await expect(statement.getByText('Rate applied')).toBeVisible();
    if (deduction) await expect(statement.getByRole('cell', { name: deduction })).toBeVisible();
    else await expect(statement.getByText('No downline contract took a share.')).toBeVisible();
    const paid = (await statement
      .locator('dt', { hasText: /^Paid$/ })
      .locator('+ dd')
      .textContent())!;
    expect(paid).toContain(money(expectedPaid[agent]!));
    await statement.getByRole('button', { name: 'Close' }).click();

    const records = await asPlayer<{ list: { type: string; amount: string }[] }>(
      page,
      '/wps/relay/ODSFE2_MemTransDet?type=all&pageSize=100',
    );
    const payout = records.list.find((r) => r.type === 'agent_daily_salary');
    expect(payout, 'the payout is in the account records').toBeTruthy();
    expect(BigInt(payout!.amount)).toBe(expectedPaid[agent]);

    await openAgentPage(page, 'My income');
    const income = page.getByRole('region', { name: 'My income' });
    await expect(income.getByRole('row').filter({ hasText: 'Daily salary' })).toContainText(
      money(BigInt(payout!.amount)),
    );
  }
});
