// What the console's end-to-end tests share: the seeded admin, an operator's session token and
// the dashboard's balance adjustments figure.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const OPS_ADMIN = { username: 'admin', password: 'e2e-operator-password' };

/** Signs the operator in through the API and answers the session token. */
export async function opsTokenOf(
  request: APIRequestContext,
  who: { username: string; password: string },
): Promise<string> {
  const res = await request.post('/ops/api/session', { data: who });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: { token: string } }).value.token;
}

/** "1,234.56" (the site's money format) as minor units. */
const minorOf = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);

/** The dashboard's "Balance adjustments" figure, in minor units, on a page showing /ops#reports. */
export async function dashboardAdjustments(page: Page): Promise<number> {
  const board = page.getByRole('region', { name: 'Dashboard' });
  const value = board.locator('.ops-report-totals dt', { hasText: 'Balance adjustments' });
  await expect(value).toBeVisible();
  return minorOf(await value.locator('xpath=following-sibling::dd[1]').innerText());
}
