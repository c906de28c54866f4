// The back office's member page end to end: an operator finds a member by mobile number, asks for
// a balance adjustment above the approval amount, a second operator approves it, and the first
// sees it in the member's ledger, in the dashboard's adjustments figure and in the operator
// actions (the member's audit rows). Screenshots at 1280 and 768 px.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { OPS_ADMIN as ADMIN, dashboardAdjustments, opsTokenOf as tokenOf } from './ops-kit';

const CHECKER = { username: `checker${Date.now() % 100000}`, password: 'checker-password-1' };
const SHOTS = process.env.SHOTS_DIR;

async function consoleAs(browser: Browser, token: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((t) => sessionStorage.setItem('opsToken', t), token);
  const page = await context.newPage();
  await page.goto('/ops#members');
  // The site opens in Myanmar (or the language last chosen); the steps read the English texts.
  await page.getByRole('banner').getByRole('combobox').selectOption('EN');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  return page;
}

async function openByMobile(page: Page, mobile: string, username: string) {
  await page.getByLabel('Search by').selectOption('mobile');
  await page.getByLabel('Username starts with').fill(mobile);
  await page.getByRole('button', { name: 'Search' }).click();
  const list = page.getByRole('region', { name: 'Members' });
  await list.getByRole('button', { name: username, exact: true }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${username} ·`) })).toBeVisible();
}

test('an adjustment made by one operator and approved by another lands in the ledger', async ({
  browser,
  request,
}) => {
  // Four consoles open one after another, each loading the console's chunk.
  test.setTimeout(150_000);
  const admin = await tokenOf(request, ADMIN);
  const created = await request.post('/ops/api/operators', {
    data: { ...CHECKER, role: 'admin' },
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(created.ok()).toBe(true);
  const checker = await tokenOf(request, CHECKER);

  // The maker: notes the dashboard's adjustments of today, then finds player01 (+95 9700000002)
  // by mobile and asks for 2,000.00 (above 1,000.00).
  const maker = await consoleAs(browser, admin);
  await maker.goto('/ops#reports');
  const before = await dashboardAdjustments(maker);
  await maker.goto('/ops#members');
  await expect(maker.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await openByMobile(maker, '09700000002', 'player01');
  const balances = maker.getByRole('region', { name: 'Balances' });
  const form = balances.getByRole('form', { name: 'Adjust balance' });
  await form.getByLabel('Amount').fill('2,000');
  await form.getByLabel('Reason').fill('Refund of a failed payout');
  await form.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(form.getByRole('status')).toContainText("waits for another operator's approval");
  if (SHOTS) await maker.screenshot({ path: `${SHOTS}/member-1280.png`, fullPage: true });

  // The maker cannot approve its own.
  await maker.getByRole('button', { name: 'Back to the member list' }).click();
  await maker
    .getByRole('button', { name: /^Approve adjustment \d+ for player01$/ })
    .first()
    .click();
  await expect(
    maker.getByText('Another operator must approve an adjustment you made.'),
  ).toBeVisible();

  // The checker approves it.
  const second = await consoleAs(browser, checker, 768);
  if (SHOTS) await second.screenshot({ path: `${SHOTS}/members-768.png`, fullPage: true });
  await second
    .getByRole('button', { name: /^Approve adjustment \d+ for player01$/ })
    .first()
    .click();
  await expect(second.getByText('No adjustment is waiting.')).toBeVisible();

  // The maker sees it in the dashboard: the figure grew by the approved 2,000.00 (and by the
  // 12.34 of ops-dashboard-adjustment.spec, should the other worker run it meanwhile).
  const later = await consoleAs(browser, admin);
  await later.goto('/ops#reports');
  await expect
    .poll(async () => [200_000, 201_234].includes((await dashboardAdjustments(later)) - before), {
      timeout: 15_000,
    })
    .toBe(true);
  // And in the member's ledger and the operators' actions.
  await later.goto('/ops#members');
  await expect(later.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await openByMobile(later, '+95 970 000 0002', 'player01');
  const history = later.getByRole('region', { name: 'History' });
  await expect(history.getByRole('cell', { name: 'balance_adjustment' }).first()).toBeVisible();
  await expect(history.getByRole('cell', { name: /2,000\.00/ }).first()).toBeVisible();
  await history.getByRole('tab', { name: 'Operator actions' }).click();
  await expect(history.getByRole('cell', { name: 'member.adjustment.approve' })).toBeVisible();
  await expect(history.getByRole('cell', { name: CHECKER.username })).toBeVisible();
  if (SHOTS) {
    await later.screenshot({ path: `${SHOTS}/member-audit-1280.png`, fullPage: true });
    const narrow = await consoleAs(browser, admin, 768);
    await openByMobile(narrow, '09700000002', 'player01');
    await narrow.screenshot({ path: `${SHOTS}/member-768.png`, fullPage: true });
  }
});
