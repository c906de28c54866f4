// What the player specs share: a visitor with its own address and English texts, amounts as the
// site shows them, member calls with the player's own token, and a new player with a sandbox
// deposit made through the site's own pages.
import { expect, type Browser, type Page } from '@playwright/test';

/**
 * How long a step that passes the human check may take: the browser solves a proof of work of
 * up to 50,000 hashes, which took over 5 s (the default wait) beside the other tests' load.
 */
export const humanCheck = { timeout: 30_000 };

export async function openSite(
  browser: Browser,
  { ip, reducedMotion, timezoneId }: { ip: string; reducedMotion?: 'reduce'; timezoneId?: string },
): Promise<Page> {
  const context = await browser.newContext({
    // Each spec its own visitor, so the login and captcha limits of one never reach another.
    extraHTTPHeaders: { 'x-forwarded-for': ip },
    reducedMotion,
    // The device's clock zone (the site shows every time in its own zone whatever this is).
    timezoneId,
  });
  await context.addInitScript(() => {
    localStorage.setItem('language', 'EN');
    sessionStorage.setItem('noticePopupSeen', '1');
  });
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

/** Minor units as the site shows them: '1,234.56' (lib/format). */
export function money(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** A yyyy-MM-dd day `offset` days from today (UTC). */
export function day(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A member call with the player's session token (GET, or `send`'s method and body); fails the
 * test unless the envelope says success, and gives its value.
 */
export async function asPlayer<T>(
  page: Page,
  path: string,
  send?: { method: 'POST' | 'PUT'; data: object },
): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token, 'the player has a session token').toBeTruthy();
  const res = await page.request.fetch(path, {
    method: send?.method ?? 'GET',
    ...(send ? { data: send.data } : {}),
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { success: boolean; code?: string; value: T };
  expect(body, `${path} answered ${body.code}`).toMatchObject({ success: true });
  return body.value;
}

/** A new name for each run: the e2e database outlives a single test. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}`;
}

/** Registers `username` through the register dialog; the header then shows a zero balance. */
export async function register(page: Page, username: string, password = 'player1234') {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByRole('textbox', { name: 'Username' }).fill(username);
  await register.getByLabel('Password', { exact: true }).fill(password);
  await register.getByLabel('Confirm password').fill(password);
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register).toHaveCount(0, humanCheck);
  await expect(banner.getByText('Ks 0.00')).toBeVisible();
}

/** Registers `username` and deposits `amount` (whole MMK) through the sandbox gateway. */
export async function registerAndDeposit(page: Page, username: string, amount: number) {
  await register(page, username);
  const banner = page.getByRole('banner');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await banner.getByRole('button', { name: 'Deposit' }).click();
  await expect(centre.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  await centre.getByRole('radio', { name: /Sandbox payment/ }).check();
  await centre.getByRole('textbox', { name: 'Amount (Ks)' }).fill(String(amount));
  await centre.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\/D[A-Z0-9]+\?/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  // Back on the site: the deposit page takes the gateway's reference from the address once and
  // then removes it (so closing the member centre does not open the deposit again).
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/sandbox-gateway'));
  await expect(page).not.toHaveURL(/depositReference=/);
  await expect(banner.getByText(`Ks ${money(BigInt(amount) * 100n)}`)).toBeVisible();
}

/**
 * Plays `rounds` spins of the built-in slot (Royal Slots' first game) on one line at the largest
 * stake up to `maxStake` minor units, waiting for each round (the seed nonce moves on by one).
 */
export async function playSlot(page: Page, rounds: number, maxStake = 2000) {
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
  const slot = page.frameLocator('iframe.game-frame__iframe');
  const spin = slot.getByRole('button', { name: 'Spin', exact: true });
  const nonce = slot.getByTestId('seed-nonce');
  // The game frame loads its own client: slow beside the other workers.
  await expect(spin).toBeEnabled({ timeout: 30_000 });
  await slot.getByLabel('Lines').selectOption('1');
  const stake = slot.getByLabel('Stake per line');
  const stakes = await stake
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const fitting = stakes.filter((v) => Number(v) <= maxStake);
  await stake.selectOption(fitting[fitting.length - 1] ?? stakes[0]!);
  const first = Number(await nonce.textContent());
  for (let i = 1; i <= rounds; i++) {
    await spin.click();
    await expect(nonce).toHaveText(String(first + i), { timeout: 15_000 });
    await expect(spin).toBeEnabled({ timeout: 15_000 });
  }
}
