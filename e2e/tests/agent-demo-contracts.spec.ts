// The demo's contracts in the agent centre (issue 17, seed/agents.ts): the demo agent agent01
// logs in from /agentHome and finds on its daily-salary page the contract agreed with its upline
// agent00 and the one it gave its sub-agent agent02, with the statements of the days already
// settled; then its upline offers it a real-time salary, the menu marks the offer, and agent01
// accepts it on the page: it is in force and the mark goes.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openSite } from './player-kit';

const OPERATOR = { username: 'admin', password: 'e2e-operator-password' };
const DEMO_AGENT = 'agent01';
const DEMO_MASTER = 'agent00';
const DEMO_SUB_AGENT = 'agent02';
const PASSWORD = 'agent1234';

async function answer<T>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await res.json()) as { success: boolean; code?: string; value: T };
  expect(body, `${res.url()} answered ${body.code}`).toMatchObject({ success: true });
  return body.value;
}

function centre(page: Page) {
  return page.getByRole('navigation', { name: 'Agent centre' });
}

test("the demo agent sees its agreed contracts and accepts its upline's offer", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Every kind offered (another test may have switched some off on this server).
  const { token: ops } = await answer<{ token: string }>(
    await request.post('/ops/api/session', { data: OPERATOR }),
  );
  await answer(
    await request.put('/ops/api/system/setting/contract-flags', {
      headers: { authorization: `Bearer ${ops}` },
      data: {
        dailysalreqtype: true,
        divtypereq: true,
        contracthoursalreqtype: true,
        realtimesalreqtype: true,
      },
    }),
  );

  const page = await openSite(browser, { ip: '203.0.113.181', reducedMotion: 'reduce' });
  await page.goto('/agentHome');
  await page.getByRole('button', { name: 'Agent log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(DEMO_AGENT);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/agentHome/);

  // The daily salary agreed with agent00, the one given to agent02, and days already paid.
  await centre(page)
    .getByRole('button', { name: /^Daily salary/ })
    .click();
  const mine = page.getByRole('region', { name: 'My contract' });
  await expect(mine.getByText('In force', { exact: true })).toBeVisible();
  await expect(mine).toContainText(`From ${DEMO_MASTER}`);
  const given = page.getByRole('region', { name: 'Contracts I gave my downlines' });
  await expect(given.getByRole('row').filter({ hasText: DEMO_SUB_AGENT })).toContainText(
    'In force',
  );
  // The days settled on the first start: statements listed, and paid in all more than nothing.
  const statements = page.getByRole('region', { name: 'Statements' });
  await expect(statements.getByRole('button', { name: 'Open' }).first()).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Paid in the range' }).locator('+ dd')).toHaveText(
    /^Ks [1-9]/,
  );

  // agent00 offers a real-time salary (a new version of the demo's offer); the menu marks it.
  const { token: master } = await answer<{ token: string }>(
    await request.post('/wps/session/login', {
      data: { username: DEMO_MASTER, password: PASSWORD, type: 'username', portal: 'agent' },
      headers: { 'x-forwarded-for': '203.0.113.182' },
    }),
  );
  const offer = await answer<{ id: number; version: number }>(
    await request.post('/wps/agent/contracts/offer', {
      headers: { authorization: `Bearer ${master}`, 'x-forwarded-for': '203.0.113.182' },
      data: {
        username: DEMO_AGENT,
        kind: 'realtime_salary',
        periodType: 'R5',
        tiers: [{ rateBp: 25 }],
        idempotencyKey: `e2e-demo-${Date.now()}`,
      },
    }),
  );
  await page.reload();
  const entry = centre(page).getByRole('button', {
    name: 'Real-time salary (an offer waits for your answer)',
  });
  await entry.click();
  const offered = page.getByRole('region', { name: `Offer from ${DEMO_MASTER}` });
  await expect(offered).toContainText(`Version ${offer.version}`);
  await expect(offered.getByText('0.25%')).toBeVisible();
  await offered.getByRole('button', { name: 'Accept' }).click();
  await expect(offered).toHaveCount(0);
  await expect(mine.getByText('In force', { exact: true })).toBeVisible();
  await expect(mine).toContainText(`Version ${offer.version}`);
  // The menu's mark goes with the offer answered (no reload).
  await expect(
    centre(page).getByRole('button', { name: 'Real-time salary', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});
