// An operator's maintenance switch reaches players: pages already open switch to the maintenance
// screen within a few seconds, new visits see it at once, and switching off restores the site.
import { expect, test, type Browser, type Page } from '@playwright/test';

const OPERATOR = { username: 'admin', password: 'e2e-operator-password' };
/** "Within a few seconds" (the product's promise), with room for a slow test machine. */
const FEW_SECONDS = 12_000;

async function openPlayerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  // English text so elements can be found by their EN names (the site's default is MY).
  await context.addInitScript(() => localStorage.setItem('language', 'EN'));
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

async function signInOperator(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('language', 'EN'));
  const page = await context.newPage();
  await page.goto('/ops');
  await page.getByRole('textbox', { name: 'Username' }).fill(OPERATOR.username);
  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site status' })).toBeVisible();
  return page;
}

test('maintenance on shows the maintenance screen to players; off restores the site', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Wallet upgrade ${Date.now()}`;
  const player = await openPlayerPage(browser);
  const siteNav = player.getByRole('navigation', { name: 'Main' });
  const maintenanceHeading = player.getByRole('heading', { level: 1, name: title });
  await expect(siteNav).toBeVisible();

  const ops = await signInOperator(browser);
  const toggle = ops.getByRole('switch', { name: 'Maintenance mode' });
  await expect(toggle).not.toBeChecked();
  await ops.getByRole('textbox', { name: 'Title' }).fill(title);
  await ops.getByRole('textbox', { name: 'Information' }).fill('We are upgrading the wallet.');
  await toggle.click();
  // Turning it on asks first, naming what it does.
  const confirm = ops.getByRole('dialog', { name: 'Turn maintenance on?' });
  await expect(confirm).toContainText('every player sees the maintenance screen');
  await confirm.getByRole('button', { name: 'Close the site' }).click();
  await expect(toggle).toBeChecked();

  // The page that was already open follows without a reload.
  await expect(maintenanceHeading).toBeVisible({ timeout: FEW_SECONDS });
  await expect(player.getByText('We are upgrading the wallet.')).toBeVisible();
  await expect(siteNav).toHaveCount(0);
  // A new visit sees it at once, and the operators' console stays usable during maintenance.
  const visitor = await openPlayerPage(browser);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await ops.reload();
  await expect(ops.getByRole('switch', { name: 'Maintenance mode' })).toBeChecked();

  await ops.getByRole('switch', { name: 'Maintenance mode' }).click();
  await expect(ops.getByRole('switch', { name: 'Maintenance mode' })).not.toBeChecked();

  await expect(siteNav).toBeVisible({ timeout: FEW_SECONDS });
  await expect(maintenanceHeading).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
