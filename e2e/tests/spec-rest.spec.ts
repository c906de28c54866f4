// Issue 21's pieces, end to end in the browser against the real server: a visitor's feedback
// from the help centre reaches the console's feedback list; a member's avatar chosen from the
// header's avatar is saved and shown again after a reload and in the member centre (and on a
// phone the bar's avatar opens the picker beside the member centre's button); home's provider
// strip is 10 slides per view; /fbsports launches through the
// spec's GCS_gameLaunchFB; and with the whitelabel's free-play flag on, a visitor starts free
// play from the login pop-up, sees play money, and meets the real-account warning at Deposit.
import { expect, test } from '@playwright/test';
import { opsTokenOf, OPS_ADMIN } from './ops-kit';
import { humanCheck, openSite, register, uniqueName } from './player-kit';

test.describe.configure({ mode: 'serial' });

test('a visitor sends feedback from the help centre and the console lists it', async ({
  browser,
  request,
}) => {
  const page = await openSite(browser, { ip: '10.21.0.1' });
  await page.goto('/help');
  await page.locator('.help-page__feedback').getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  const comment = `Help page feedback ${uniqueName('fb')}: the deposit list is slow.`;
  await dialog.getByLabel('Category').selectOption('bug');
  await dialog.getByLabel('Your comment').fill(comment);
  await expect(dialog.getByText(`${comment.length} / 140 characters`)).toBeVisible();
  // A visitor may not attach images: the form says why instead of offering the picker.
  await expect(dialog.getByText('Log in to attach up to 3 screenshots.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByRole('status')).toContainText('Thank you! Your feedback was sent');

  const ops = await opsTokenOf(request, OPS_ADMIN);
  const res = await request.get('/ops/api/feedback?page=1', {
    headers: { authorization: `Bearer ${ops}` },
  });
  const list = (await res.json()) as {
    value: { items: Array<{ content: string; type: string; memberId: number | null }> };
  };
  expect(list.value.items.find((f) => f.content === comment)).toMatchObject({
    type: 'bug',
    memberId: null,
  });
  await page.context().close();
});

test("a member's avatar chosen from the header is saved and shown after a reload", async ({
  browser,
}) => {
  const page = await openSite(browser, { ip: '10.21.0.2' });
  await register(page, uniqueName('av'));
  const header = page.getByRole('banner');
  const avatar = header.locator('.member-panel__avatar').first();
  const before = await avatar.getAttribute('src');
  // The header's avatar itself opens the picker (issue 21).
  const avatarButton = header.locator('.member-panel__avatar-button').first();
  await expect(avatarButton).toHaveAccessibleName('Change avatar');
  await avatarButton.click();
  const picker = page.getByRole('dialog', { name: 'Choose your avatar' });
  // The one not chosen yet: the third of the shipped avatars.
  await picker.locator('.avatar-picker__choice').filter({ hasText: 'Avatar 3' }).click();
  await expect(picker.getByRole('radio', { name: 'Avatar 3' })).toBeChecked();
  await picker.getByRole('button', { name: 'Save avatar' }).click();
  await expect(picker).toHaveCount(0);
  await expect(avatar).not.toHaveAttribute('src', before ?? '');
  const chosen = await avatar.getAttribute('src');
  expect(chosen).toMatch(/avatar/);
  await page.reload();
  await expect(page.getByRole('banner').locator('.member-panel__avatar').first()).toHaveAttribute(
    'src',
    chosen!,
  );
  // The member centre, still a click away in the account menu, shows it too.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await page.getByRole('banner').getByRole('button', { name: 'Member centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.locator('.member-centre__avatar')).toHaveAttribute('src', chosen!);
  await page.context().close();
});

test("on a phone the bar's avatar opens the picker and the member centre has its button", async ({
  browser,
}) => {
  const page = await openSite(browser, { ip: '10.21.0.5' });
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page, uniqueName('ap'));
  const bar = page.locator('.phone-member-bar');
  await bar.getByRole('button', { name: 'Change avatar' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose your avatar' });
  await expect(picker.getByRole('radio')).toHaveCount(8);
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(picker).toHaveCount(0);
  await bar.getByRole('button', { name: 'Member centre' }).click();
  await expect(page.getByRole('dialog', { name: 'Member centre' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.context().close();
});

test("home's provider strip shows 10 slides per view at 1280 px", async ({ browser }) => {
  const page = await openSite(browser, { ip: '10.21.0.6' });
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Game providers' });
  await strip.scrollIntoViewIfNeeded();
  const track = strip.getByRole('list');
  await expect(track.getByRole('link').first()).toBeVisible();
  const box = (await track.boundingBox())!;
  const slides = await track
    .locator('.vendor-strip__slide')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
  // Whatever the number of vendors, a slide is a tenth of the track (less the 9 gaps).
  const gap = await track.evaluate((el) => parseFloat(getComputedStyle(el).columnGap) || 0);
  expect(slides.length).toBeGreaterThan(0);
  expect(Math.abs(slides[0]! * 10 + gap * 9 - box.width)).toBeLessThan(2);
  await page.context().close();
});

test('/fbsports launches the sportsbook through GCS_gameLaunchFB', async ({ browser }) => {
  const page = await openSite(browser, { ip: '10.21.0.3' });
  await register(page, uniqueName('fb'));
  const launch = page.waitForResponse((r) => r.url().includes('/wps/relay/GCS_gameLaunchFB'));
  await page.goto('/fbsports');
  const res = await launch;
  expect(res.request().method()).toBe('POST');
  expect(((await res.json()) as { success: boolean }).success).toBe(true);
  await expect(page.locator('iframe')).toBeVisible();
  await page.context().close();
});

test('free play starts from the login pop-up, shows play money, and guards Deposit', async ({
  browser,
  request,
}) => {
  const ops = await opsTokenOf(request, OPS_ADMIN);
  const auth = { authorization: `Bearer ${ops}` };
  const flags = ((await (await request.get('/wps/system/whitelabel')).json()) as { value: object })
    .value;
  const put = (freePlay: boolean) =>
    request.put('/ops/api/system/whitelabel', { headers: auth, data: { ...flags, freePlay } });
  expect((await put(true)).ok()).toBe(true);
  try {
    const page = await openSite(browser, { ip: '10.21.0.4' });
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Log in' }).first().click();
    await page.locator('.login-modal__free-play-button').click(humanCheck);
    await expect(header.locator('.play-money-tag').first()).toBeVisible(humanCheck);
    await header.getByRole('button', { name: 'Deposit' }).first().click();
    const guard = page.getByRole('dialog', { name: 'Real account needed' });
    await expect(
      guard.getByText('This is a trial account. Please register a real account'),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Member centre' })).toHaveCount(0);
    await page.context().close();
  } finally {
    expect((await put(false)).ok()).toBe(true);
  }
});
