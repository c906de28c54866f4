// Becoming an agent (issue 17): a visitor applies on /join with the account it wants, an
// operator approves it in /ops, and the new agent logs in and finds its affiliate link with a
// QR code of the registration address in the account centre.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { openSite, uniqueName } from './player-kit';

const OPERATOR = { username: 'admin', password: 'e2e-operator-password' };

async function signInOperator(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '10.77.0.2' },
  });
  await context.addInitScript(() => localStorage.setItem('language', 'EN'));
  const page = await context.newPage();
  await page.goto('/ops#agents');
  await page.getByRole('textbox', { name: 'Username' }).fill(OPERATOR.username);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  return page;
}

test('a visitor applies on /join, an operator approves, the agent sees its link and QR code', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const username = uniqueName('joiner');
  const password = 'agent-pass-1';
  const mobile = `97${String(Date.now()).slice(-8)}`;

  // 1. The visitor's application: nothing is made yet.
  const visitor = await openSite(browser, { ip: '10.77.0.1' });
  await visitor.goto('/join');
  const apply = visitor.getByRole('region', { name: 'Apply to become an agent' });
  await apply.getByRole('textbox', { name: 'Your name' }).fill('Aung Aung');
  await apply.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await apply.getByLabel('Contact app').selectOption('viber');
  await apply.getByRole('textbox', { name: 'Your ID or number on that app' }).fill(`+95 ${mobile}`);
  await apply.getByRole('textbox', { name: 'Expected team size (players)' }).fill('30');
  await apply.getByLabel('Remark (optional)').fill('I run a tea shop with many regulars.');
  await apply.getByRole('textbox', { name: 'Username' }).fill(username);
  await apply.getByLabel('Password', { exact: true }).fill(password);
  await apply.getByLabel('Confirm password').fill(password);
  await apply.getByRole('button', { name: 'Send application' }).click();
  await expect(apply.getByRole('heading', { name: 'Application received' })).toBeVisible();

  // 2. The operator approves it as a top-level agent.
  const ops = await signInOperator(browser);
  const row = ops.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('Aung Aung');
  await expect(row).toContainText('Waiting');
  await row.getByRole('button', { name: `Decide the application of ${username}` }).click();
  const decision = ops.getByRole('form', { name: `Decide the application of ${username}` });
  await decision.getByLabel('Account type').selectOption({ label: 'Agent' });
  await decision.getByLabel('Remark').fill('Welcome aboard');
  await decision.getByRole('button', { name: 'Approve' }).click();
  // The list shows waiting applications: the approved one leaves it, and is under Approved.
  await expect(ops.getByRole('row').filter({ hasText: username })).toHaveCount(0);
  await ops.getByLabel('Show').selectOption({ label: 'Approved' });
  const approved = ops.getByRole('row').filter({ hasText: username });
  await expect(approved).toContainText('Approved');
  await expect(approved).toContainText('by admin');

  // 3. The new agent logs in with the password it chose and opens its account centre.
  const agent = await openSite(browser, { ip: '10.77.0.3' });
  await agent.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = agent.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill(username);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toHaveCount(0);
  await agent.goto('/agentHome/account');
  const links = agent.getByRole('list', { name: 'Affiliate links' });
  const first = links.getByRole('listitem').first();
  const code = (await first.locator('.affiliate-link__code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  const url = `${new URL(agent.url()).origin}/register?affiliateCode=${code}`;
  await expect(first.getByText(url)).toBeVisible();
  await expect(
    first.getByRole('img', { name: `QR code of the link with code ${code}` }),
  ).toHaveAttribute('data-qr-text', url);
  await expect(
    first.getByRole('button', { name: `Download the QR code of ${code}` }),
  ).toBeVisible();
});
