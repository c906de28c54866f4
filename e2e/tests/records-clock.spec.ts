// The records' one clock (issue 16): a withdrawal's time reads the same in every list (the
// withdraw page's own list and the account record) and in the site's zone (Asia/Yangon), whatever
// the device's zone; a device in another zone is told once per page which clock it reads.
import { expect, test, type Page } from '@playwright/test';
import { asPlayer, openSite, registerAndDeposit, uniqueName } from './player-kit';

const SITE_ZONE = 'Asia/Yangon';

/** An instant as the site writes it: 'YYYY/MM/DD HH:mm:ss' in the site's zone. */
function siteTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}/${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

async function openPage(page: Page, name: string) {
  await page
    .getByRole('dialog', { name: 'Member centre' })
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('button', { name, exact: true })
    .click();
}

test("a withdrawal's time reads the same in every list, on the site's clock, labelled where the device differs", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // New York is never Yangon's offset (UTC-5 or -4 against +6:30).
  const page = await openSite(browser, { ip: '203.0.113.161', timezoneId: 'America/New_York' });
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'America/New_York',
  );
  await registerAndDeposit(page, uniqueName('e2ec'), 300);

  // A payment password and a bank account through the member calls (the money spec does both on
  // screen), then a withdrawal of 120.00.
  await asPlayer(page, '/wps/member/payment-password', {
    method: 'PUT',
    data: {
      password: 'player1234',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    },
  });
  const account = await asPlayer<{ id: number }>(page, '/wps/member/bank-accounts', {
    method: 'POST',
    data: { bankName: 'KBZ Bank', accountName: 'Aung Min Thu', accountNumber: '0987654321' },
  });
  const withdrawal = await asPlayer<{ reference: string; createdAt: string }>(
    page,
    '/wps/payment/withdrawals',
    {
      method: 'POST',
      data: {
        idempotencyKey: `e2e-clock-${Date.now()}`,
        bankAccountId: account.id,
        amount: '12000',
        paymentPassword: '135790',
      },
    },
  );
  const expected = siteTime(withdrawal.createdAt);
  // The device's own reading of the instant is another: the test would prove nothing otherwise.
  const deviceReading = await page.evaluate((iso) => {
    const d = new Date(iso);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}/${two(d.getMonth() + 1)}/${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
  }, withdrawal.createdAt);
  expect(deviceReading).not.toBe(expected);

  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const zoneNote = centre.getByTestId('site-zone-note');

  // The withdraw page's list.
  await openPage(page, 'Withdraw');
  const listed = centre
    .getByRole('region', { name: 'My withdrawals' })
    .getByRole('listitem')
    .filter({ hasText: withdrawal.reference });
  await expect(listed).toContainText(expected);
  await expect(listed).not.toContainText(deviceReading);
  await expect(zoneNote).toHaveText(`All times are the site's time, ${SITE_ZONE} (UTC+06:30).`);
  await expect(zoneNote).toHaveCount(1);

  // The account record: the same withdrawal, once, at the same time, with its state.
  await openPage(page, 'Account record');
  const rows = centre
    .getByRole('table', { name: /Account records/ })
    .getByRole('row')
    .filter({ hasText: withdrawal.reference });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(expected);
  await expect(rows).toContainText('Withdrawal');
  await expect(rows).toContainText('Under review');
  await expect(zoneNote).toHaveCount(1);

  // A device on the site's clock reads the same time, and is not told about zones.
  const local = await openSite(browser, { ip: '203.0.113.162', timezoneId: SITE_ZONE });
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  await local.evaluate((value) => sessionStorage.setItem('token', value!), token);
  await local.goto('/?mc=transactionHistory');
  const localCentre = local.getByRole('dialog', { name: 'Member centre' });
  await expect(
    localCentre
      .getByRole('table', { name: /Account records/ })
      .getByRole('row')
      .filter({ hasText: withdrawal.reference }),
  ).toContainText(expected);
  await expect(local.getByTestId('site-zone-note')).toHaveCount(0);
});
