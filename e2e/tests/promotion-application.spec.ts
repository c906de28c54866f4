// An application promotion end to end (issue 18): a new player applies on /promoDetail with a
// remark and two images, an operator approves it in the console's promotions section (seeing the
// remark and both images), and the player sees the bonus issued: beside the header balance and on
// the bonus page.
import { expect, test } from '@playwright/test';
import { openSite, register, uniqueName } from './player-kit';

const OPERATOR = { username: 'admin', password: 'e2e-operator-password' };
/** A 1 x 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a player applies with a remark and two images, an operator sees them and approves, the bonus is issued', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Share your win ${uniqueName('')}`;
  const session = await request.post('/ops/api/session', { data: OPERATOR });
  const ops = ((await session.json()) as { value: { token: string } }).value.token;
  const headers = { authorization: `Bearer ${ops}` };
  const created = await request.post('/ops/api/promotions', {
    headers,
    data: {
      texts: { EN: { title, body: 'Send a screenshot of a big win for 30.00.', image: null } },
      rules: { type: 'application', amount: '3000', needsImage: true },
      perMember: 1,
    },
  });
  const id = ((await created.json()) as { value: { id: number } }).value.id;
  const published = await request.post(`/ops/api/promotions/${id}/state`, {
    headers,
    data: { state: 'active' },
  });
  expect(published.ok()).toBe(true);

  // The player applies.
  const page = await openSite(browser, { ip: '203.0.113.182', reducedMotion: 'reduce' });
  await register(page, uniqueName('e2ea'));
  await page.goto(`/promoDetail?id=${id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const remark = 'Big win on Royal Slots';
  await page.getByRole('textbox', { name: /Remark/ }).fill(remark);
  await page.getByLabel(/^Add image/).setInputFiles([
    { name: 'win.png', mimeType: 'image/png', buffer: PNG },
    { name: 'balance.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByLabel('Add image (2/3)')).toBeAttached();
  const send = page.getByRole('button', { name: 'Send application' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByText('Application sent. We will review it soon.')).toBeVisible();

  // The operator approves it in the console.
  const console = await browser.newContext();
  await console.addInitScript((t) => {
    localStorage.setItem('language', 'EN');
    sessionStorage.setItem('opsToken', t);
  }, ops);
  const opsPage = await console.newPage();
  await opsPage.goto('/ops#promotions');
  const row = opsPage.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: 'Applications' }).click();
  await expect(opsPage.getByText(remark)).toBeVisible();
  // Both images, fetched with the operator's token and drawn.
  const images = opsPage.getByRole('list', { name: /^Proof images of / }).getByRole('img');
  await expect(images).toHaveCount(2);
  for (const image of await images.all()) {
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(1);
  }
  await opsPage.getByRole('button', { name: 'Approve and pay' }).click();
  await expect(opsPage.getByText(remark)).toBeHidden();
  await console.close();

  // The player sees the bonus issued: in the header and on the bonus page.
  await page.goto('/');
  const bonusNote = page.getByRole('banner').getByRole('button', { name: 'Bonus Ks 30.00' });
  await expect(bonusNote).toBeVisible();
  await bonusNote.click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('heading', { name: 'Bonus details' })).toBeVisible();
  await expect(centre.getByText(title)).toBeVisible();
  await page.goto(`/promoDetail?id=${id}`);
  await expect(page.getByText('Issued').first()).toBeVisible();
});
