// The shell every page shares: header, navigation with vendor dropdowns, footer, banners and
// notices; language and theme survive a reload; every route of the spec's table loads cleanly.
import { expect, test, type Page } from '@playwright/test';

async function useEnglish(page: Page, options: { popupSeen: boolean }) {
  await page.addInitScript((popupSeen) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('language', 'EN');
      sessionStorage.setItem('e2e-language-set', '1');
      // The notice popup opens once per visit; tests not about it start as if it was seen.
      if (popupSeen) sessionStorage.setItem('noticePopupSeen', '1');
    }
  }, options.popupSeen);
}

test('home shows the header, navigation with vendor dropdowns, footer, banners and notices', async ({
  page,
}) => {
  await useEnglish(page, { popupSeen: false });
  await page.goto('/');

  // The popup notices open by themselves on the first visit, and stay closed once closed.
  const popup = page.getByRole('dialog', { name: 'Notices' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Register' })).toBeVisible();
  await expect(header.getByText(/^\d{4}\/\d{2}\/\d{2} \(\w{3}\) \d{2}:\d{2}:\d{2}$/)).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Cockfight/ })).toHaveCount(0);
  await nav.getByRole('button', { name: 'Show Slots providers' }).click();
  const slots = nav.getByRole('list', { name: 'Slots providers' });
  await expect(slots.getByRole('link', { name: /Royal Slots/ })).toBeVisible();
  await expect(slots.getByText('Hot').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(slots).toBeHidden();

  const banners = page.getByRole('region', { name: 'Banners' });
  await expect(banners).toBeVisible();
  await expect(banners.getByRole('button', { name: 'Show banner 2' })).toBeVisible();
  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(notices.getByRole('button').first()).toBeVisible();
  // A click on a notice title opens the notice modal at that notice.
  // The bar scrolls all the time and pauses under the pointer: hover, then click a title.
  await notices.hover();
  const firstTitle = await notices.getByRole('button').first().innerText();
  await notices.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: 'Notices' });
  await expect(dialog.getByRole('button', { name: firstTitle, expanded: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Help centre' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
  await expect(footer.getByRole('img', { name: 'KBZPay' })).toBeVisible();
});

test('switching from MY to EN changes the text and survives a reload', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('noticePopupSeen', '1'));
  await page.goto('/');
  const nav = page.getByRole('navigation').first();
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expect(nav.getByRole('link', { name: 'ပင်မ' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'ကြေညာချက်များ' }).getByRole('button').first(),
  ).toHaveText(/[\u1000-\u109F]/);

  await page.getByRole('combobox', { name: 'ဘာသာစကား' }).selectOption('EN');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Header data is reloaded in the new language: the notices now have English titles.
  await expect(
    page.getByRole('region', { name: 'Notices' }).getByRole('button').first(),
  ).toHaveText(/^[\x20-\x7e]+$/);

  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('EN');
});

test('the theme survives a reload', async ({ page }) => {
  await useEnglish(page, { popupSeen: true });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = page.getByRole('button', { name: 'Dark theme' }).first();
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Dark theme' }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    background,
  );
});
