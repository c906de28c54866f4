// Operators and roles end to end: a finance operator's console has no content or operator
// sections and the content API refuses it (403, nothing changes); an admin disables that operator
// through the confirmation, which ends their session. The console is its own page at /ops.
// Screenshots at 1280 and 768 px, light and dark, when SHOTS_DIR is set.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { OPS_ADMIN as ADMIN, opsTokenOf as tokenOf } from './ops-kit';

const FINANCE = { username: `cashier${Date.now() % 100000}`, password: 'cashier-password-1' };
const SHOTS = process.env.SHOTS_DIR;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function consoleAs(
  browser: Browser,
  token: string,
  section: string,
  options: { width?: number; theme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  await context.addInitScript(
    ([t, theme]) => {
      sessionStorage.setItem('opsToken', t);
      localStorage.setItem('theme', theme);
    },
    [token, options.theme ?? 'light'] as const,
  );
  const page = await context.newPage();
  await page.goto(`/ops#${section}`);
  // The site opens in Myanmar (or the language last chosen); the steps read the English texts.
  await page.getByRole('banner').getByRole('combobox').selectOption('EN');
  return page;
}

test('a finance operator cannot change content; an admin disables them after confirming', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await tokenOf(request, ADMIN);
  const created = await request.post('/ops/api/operators', {
    data: { ...FINANCE, role: 'finance' },
    headers: bearer(admin),
  });
  expect(created.ok()).toBe(true);
  const financeId = ((await created.json()) as { value: { id: number } }).value.id;
  const finance = await tokenOf(request, FINANCE);

  // The console's page is its own: the player site's page loads none of its code.
  const consolePage = await (await request.get('/ops')).text();
  const playerPage = await (await request.get('/')).text();
  const consoleEntry = /src="(\/assets\/ops-[^"]+\.js)"/.exec(consolePage)?.[1];
  expect(consoleEntry).toBeDefined();
  expect(playerPage).not.toContain(consoleEntry!);

  // Finance: asked for notices, the console opens the first section it may see; no content or
  // operator section is offered.
  const cashier = await consoleAs(browser, finance, 'notices');
  await expect(cashier.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const nav = cashier.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Withdrawals' })).toBeVisible();
  for (const hidden of ['Notices', 'Banners', 'Help', 'Operators']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  // The maintenance switch is there but not theirs.
  await nav.getByRole('link', { name: 'Site status', exact: true }).click();
  await expect(cashier.getByRole('switch', { name: 'Maintenance mode' })).toBeDisabled();

  // Called directly, the content API refuses finance, and no notice appears (the list pages on
  // the server: every notice fits its largest page, and the total would move).
  const notices = '/ops/api/notices?pageSize=100';
  const before = await request.get(notices, { headers: bearer(admin) });
  const notice = {
    type: 'PL',
    title: { EN: 'Free money' },
    content: { EN: 'Not from finance.' },
    startsAt: new Date().toISOString(),
    endsAt: null,
    sort: 0,
    isActive: true,
  };
  const refused = await request.post('/ops/api/notices', {
    data: notice,
    headers: bearer(finance),
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('FORBIDDEN');
  const after = await request.get(notices, { headers: bearer(admin) });
  expect(await after.json()).toEqual(await before.json());

  // The admin disables the finance operator: the dialog names the effect first.
  const desk = await consoleAs(browser, admin, 'operators');
  await expect(desk.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();
  const list = desk.getByRole('region', { name: 'Operator accounts' });
  // The list pages on the server: the new operator may be on a later page.
  while ((await list.getByRole('cell', { name: FINANCE.username }).count()) === 0) {
    await list.getByRole('button', { name: 'Next' }).click();
  }
  await list.getByRole('button', { name: `Sessions of ${FINANCE.username}` }).click();
  await expect(
    desk.getByRole('region', { name: `Sessions of ${FINANCE.username}` }).getByRole('row'),
  ).toHaveCount(2);
  await list.getByRole('button', { name: `Disable ${FINANCE.username}` }).click();
  const dialog = desk.getByRole('dialog', { name: `Disable operator ${FINANCE.username}?` });
  await expect(dialog).toContainText('is signed out of the console at once');
  if (SHOTS) await desk.screenshot({ path: `${SHOTS}/confirm-1280-light.png` });
  await dialog.getByRole('button', { name: `Confirm: disable ${FINANCE.username}` }).click();
  await expect(list.getByRole('row', { name: new RegExp(FINANCE.username) })).toContainText(
    'Disabled',
  );
  const me = await request.get('/ops/api/me', { headers: bearer(finance) });
  expect(me.status()).toBe(401);
  const relogin = await request.post('/ops/api/session', { data: FINANCE });
  expect(relogin.status()).toBe(401);
  expect(financeId).toBeGreaterThan(0);
  if (SHOTS) await desk.screenshot({ path: `${SHOTS}/operators-1280-light.png`, fullPage: true });

  if (SHOTS) {
    for (const [width, theme] of [
      [1280, 'dark'],
      [768, 'light'],
      [768, 'dark'],
    ] as const) {
      const page = await consoleAs(browser, admin, 'operators', { width, theme });
      await expect(page.getByRole('region', { name: 'Roles' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/operators-${width}-${theme}.png`, fullPage: true });
      await page.goto('/ops#status');
      await page.getByRole('switch', { name: 'Maintenance mode' }).click();
      await expect(page.getByRole('dialog', { name: 'Turn maintenance on?' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/confirm-${width}-${theme}.png` });
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.context().close();
    }
    // And in Myanmar, the site's first language.
    const my = await consoleAs(browser, admin, 'operators');
    await my.getByRole('banner').getByRole('combobox').selectOption('MY');
    await expect(my.getByRole('heading', { level: 1, name: 'Operators' })).toHaveCount(0);
    await my.screenshot({ path: `${SHOTS}/operators-1280-light-my.png`, fullPage: true });
    await my.goto('/ops#status');
    await my.getByRole('switch').first().click();
    await expect(my.getByRole('dialog')).toBeVisible();
    await my.screenshot({ path: `${SHOTS}/confirm-1280-light-my.png` });
    await my.keyboard.press('Escape');
    await expect(my.getByRole('dialog')).toHaveCount(0);
  }
});

test('at 768 px the operators list shows every action without scrolling sideways', async ({
  browser,
  request,
}) => {
  const admin = await tokenOf(request, ADMIN);
  // An operator another admin can act on: its row carries the role choice and Disable.
  const wide = { username: `agentmanager${Date.now() % 100000}`, password: 'wide-password-1' };
  const created = await request.post('/ops/api/operators', {
    data: { ...wide, role: 'agent-manager' },
    headers: bearer(admin),
  });
  expect(created.ok()).toBe(true);
  const page = await consoleAs(browser, admin, 'operators', { width: 768 });
  const list = page.getByRole('region', { name: 'Operator accounts' });
  await expect(list.getByRole('table')).toBeVisible();
  while ((await list.getByRole('button', { name: `Disable ${wide.username}` }).count()) === 0) {
    await list.getByRole('button', { name: 'Next' }).click();
  }
  // Inside the window's width, and nothing in the list hides to the right.
  for (const name of [`Disable ${wide.username}`, `Sessions of ${wide.username}`]) {
    const box = (await list.getByRole('button', { name }).boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(768);
  }
  const overflow = await list
    .locator('.ops-table-scroll')
    .evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.context().close();
});
