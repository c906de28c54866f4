// A balance adjustment reaches the dashboard: an operator signs in through the console's own
// page (the e2e server turns the two-factor requirement off, as the other console specs rely
// on; the code step has its component test), notes the dashboard's
// balance adjustments figure, credits a member below the approval amount (posted at once) and
// finds the figure grown by exactly that much.
import { expect, test, type Page } from '@playwright/test';
import { OPS_ADMIN as ADMIN, dashboardAdjustments as adjustmentsFigure } from './ops-kit';

async function signIn(page: Page) {
  await page.goto('/ops');
  // The sign-in page speaks the site's first language (Myanmar) and offers no language choice:
  // its one form is its username, password and one button.
  const form = page.getByRole('main');
  await form.getByRole('textbox').nth(0).fill(ADMIN.username);
  await form.getByRole('textbox').nth(1).fill(ADMIN.password);
  await form.getByRole('button').click();
  // Signed in; the steps read the English texts.
  await page.getByRole('banner').getByRole('combobox').selectOption('EN');
}

test('a balance adjustment shows in the dashboard figure it feeds', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/ops#reports');
  const before = await adjustmentsFigure(page);

  // Credit player01 12.34 in cash: below the approval amount, so it posts at once.
  await page.goto('/ops#members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await page.getByLabel('Search by').selectOption('mobile');
  await page.getByLabel('Username starts with').fill('09700000002');
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('region', { name: 'Members' })
    .getByRole('button', { name: 'player01', exact: true })
    .click();
  const form = page
    .getByRole('region', { name: 'Balances' })
    .getByRole('form', { name: 'Adjust balance' });
  await form.getByLabel('Amount').fill('12.34');
  await form.getByLabel('Reason').fill('Goodwill for a slow payout');
  await form.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(form.getByRole('status')).toContainText(/Adjustment \d+ posted\./);

  // The dashboard shows what it had while it asks again: wait for the fresh figure.
  await page.goto('/ops#reports');
  // ops-members.spec (the other worker may run it meanwhile) credits player01 2,000.00 the same
  // day: the figure then holds that too, and nothing else.
  await expect
    .poll(
      async () => [before + 1234, before + 1234 + 200_000].includes(await adjustmentsFigure(page)),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
});
