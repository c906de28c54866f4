import { expect, test } from '@playwright/test';

test('the site answers', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
});
