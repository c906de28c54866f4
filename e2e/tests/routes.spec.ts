// Every route of the spec's table loads the site, in history mode, with no console error.
import { expect, test } from '@playwright/test';
import { siteRoutes } from '@wps/contracts/site-routes';

// Each route is its own page load with nothing shared: both workers take them.
test.describe.configure({ mode: 'parallel' });

const routes = [...siteRoutes, '/games/rng', '/help#term', '/help#agent', '/rng?page=slots'];

for (const route of routes) {
  test(`${route} loads with no console error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => localStorage.setItem('language', 'EN'));
    const response = await page.goto(route, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.getByText('Loading chunk failed')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('an unknown path shows the not-found screen with a 404 status', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('#root')).not.toBeEmpty();
});
