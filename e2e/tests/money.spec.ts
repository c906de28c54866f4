// Money end to end (issue 4): a new player registers, sets a payment password and binds a bank
// account in the security centre, deposits through the sandbox gateway (paying on its page) and
// sees the header balance change, asks for a withdrawal, an operator approves it and marks it
// paid through the operators' API, the player confirms receipt, and the account records show
// the deposit and the withdrawal. Each test is its own visitor (X-Forwarded-For).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openSite, register, uniqueName } from './player-kit';

const OPERATOR = { username: 'admin', password: 'e2e-operator-password' };
async function operatorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/ops/api/session', { data: OPERATOR });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { value: { token: string } };
  return body.value.token;
}

/** An operator's call; fails the test unless the envelope says success. */
async function asOperator(request: APIRequestContext, token: string, path: string, data = {}) {
  const res = await request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { success: boolean; code?: string; value?: unknown };
  expect(body, `${path} answered ${body.code}`).toMatchObject({ success: true });
  return body.value as Record<string, unknown>;
}

function memberCentre(page: Page) {
  return page.getByRole('dialog', { name: 'Member centre' });
}

async function openPage(page: Page, name: string) {
  await memberCentre(page)
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('button', { name, exact: true })
    .click();
}

test('a new player deposits through the sandbox, withdraws, and confirms receipt; the records show it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await openSite(browser, { ip: '203.0.113.101' });
  const banner = page.getByRole('banner');
  const username = uniqueName('e2em');
  const password = 'money1234';

  await register(page, username, password);

  // The withdraw button before any set-up: the page sends the player to the security centre.
  await banner.getByRole('button', { name: 'Withdraw' }).click();
  const centre = memberCentre(page);
  await expect(centre.getByRole('heading', { name: 'Withdraw', exact: true })).toBeVisible();
  await expect(
    centre.getByText('Bind a bank account in the security centre before you withdraw.'),
  ).toBeVisible();
  await centre.getByRole('button', { name: 'Go to the security centre' }).click();

  // Security centre: a payment password, then a bank account in the player's name.
  await centre.getByRole('button', { name: 'Set payment password' }).click();
  const setPassword = centre.getByRole('form', { name: 'Set payment password' });
  await setPassword.getByLabel('Login password', { exact: true }).fill(password);
  await setPassword.getByLabel('New payment password', { exact: true }).fill('246810');
  await setPassword.getByLabel('Confirm new payment password', { exact: true }).fill('246810');
  await setPassword.getByRole('button', { name: 'Save' }).click();
  await expect(centre.getByText('Your payment password is set.')).toBeVisible();

  await centre.getByRole('button', { name: 'Bind a bank account' }).click();
  const bind = centre.getByRole('form', { name: 'Bind a bank account' });
  await bind.getByLabel('Bank', { exact: true }).fill('KBZ Bank');
  await bind.getByLabel('Account name', { exact: true }).fill('Aung Min Thu');
  await bind.getByLabel('Account number', { exact: true }).fill('0987654321');
  await bind.getByRole('button', { name: 'Bind account' }).click();
  await expect(centre.getByText(/KBZ Bank .*4321 is bound\./)).toBeVisible();

  // Deposit 500.00 through the sandbox gateway, from the header's deposit button.
  await centre.getByRole('button', { name: 'Close' }).click();
  await expect(centre).toHaveCount(0);
  await banner.getByRole('button', { name: 'Deposit' }).click();
  await expect(centre.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
  await centre.getByRole('radio', { name: /Sandbox payment/ }).check();
  await centre.getByRole('textbox', { name: 'Amount (Ks)' }).fill('500');
  await centre.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/sandbox-gateway\/pay\/D[A-Z0-9]+\?/);
  const depositReference = /\/pay\/(D[A-Z0-9]+)\?/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { name: 'Pay with the sandbox' })).toBeVisible();
  await expect(page.getByText('500.00 MMK')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Back on the site: the deposit page shows the deposit, and the header balance has changed.
  // The deposit page read the reference from the address once and took it out again.
  await expect(page).toHaveURL((url) => !url.pathname.startsWith('/sandbox-gateway'));
  await expect(page).not.toHaveURL(/depositReference=/);
  const payment = centre.getByRole('region', { name: 'Your payment' });
  await expect(
    payment.getByText('Payment received: 500.00 has been added to your balance.'),
  ).toBeVisible();
  await expect(banner.getByText('Ks 500.00')).toBeVisible();
  const deposits = centre.getByRole('region', { name: 'My deposits' });
  await expect(deposits.getByRole('listitem').filter({ hasText: depositReference })).toContainText(
    'Completed',
  );

  // Withdraw 200.00 to the bound account.
  await openPage(page, 'Withdraw');
  await expect(centre.getByText('Ks 500.00')).toBeVisible();
  await expect(centre.getByRole('radio', { name: /KBZ Bank/ })).toBeChecked();
  await centre.getByRole('textbox', { name: 'Amount (Ks)' }).fill('200');
  await centre.getByLabel('Payment password', { exact: true }).fill('246810');
  await centre.getByRole('button', { name: 'Request withdrawal' }).click();
  const requested = centre.getByText(/^Reference W[A-Z0-9]+: 200\.00 to your bank account/);
  await expect(requested).toBeVisible();
  const withdrawalReference = /Reference (W[A-Z0-9]+):/.exec((await requested.textContent())!)![1]!;
  await expect(banner.getByText('Ks 300.00')).toBeVisible();
  const withdrawal = centre
    .getByRole('region', { name: 'My withdrawals' })
    .getByRole('listitem')
    .filter({ hasText: withdrawalReference });
  await expect(withdrawal).toContainText('Under review');

  // The operator approves it (no gateway) and marks it paid with the bank's reference.
  const token = await operatorToken(request);
  const listed = await request.get(`/ops/api/withdrawals?state=pending&username=${username}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const pending = (await listed.json()) as { value: { items: Array<{ reference: string }> } };
  expect(pending.value.items.map((w) => w.reference)).toEqual([withdrawalReference]);
  await asOperator(request, token, `/ops/api/withdrawals/${withdrawalReference}/approve`);
  const paid = await asOperator(
    request,
    token,
    `/ops/api/withdrawals/${withdrawalReference}/mark-paid`,
    { payoutRef: 'KBZ-E2E-0001' },
  );
  expect(paid).toMatchObject({ state: 'paid', receiptAnswer: null });

  // The player sees it paid, with the time it counts as received, and confirms receipt.
  await openPage(page, 'Deposit');
  await openPage(page, 'Withdraw');
  await expect(withdrawal).toContainText('Paid – please confirm');
  await expect(withdrawal).toContainText('200.00 was paid to KBZ Bank');
  await expect(withdrawal).toContainText(/counts as received at (\d{4}\/\d\d\/\d\d )?\d\d:\d\d/);
  await withdrawal.getByRole('button', { name: 'Received in full', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm receipt' });
  await expect(confirm).toContainText('Confirm that you received the full 200.00?');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(withdrawal).toContainText('Received');
  await expect(withdrawal).toContainText(/You confirmed receipt of the full amount at/);
  await expect(withdrawal.getByRole('button', { name: /^Received/ })).toHaveCount(0);

  // The operators' record agrees.
  const after = await request.get(`/ops/api/withdrawals?username=${username}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const closed = (await after.json()) as {
    value: { items: Array<{ reference: string; state: string; receiptAnswer: string | null }> };
  };
  expect(closed.value.items).toEqual([
    expect.objectContaining({
      reference: withdrawalReference,
      state: 'received',
      receiptAnswer: 'full_payment',
    }),
  ]);

  // Account records: the deposit credited, then the withdrawal, listed once as its money leaves
  // the main wallet, with its state now.
  await openPage(page, 'Account record');
  const records = centre.getByRole('table', { name: /Account records/ });
  const depositRow = records.getByRole('row').filter({ hasText: depositReference });
  await expect(depositRow).toContainText('Deposit');
  await expect(depositRow).toContainText('500.00');
  const withdrawalRows = records.getByRole('row').filter({ hasText: withdrawalReference });
  await expect(withdrawalRows).toHaveCount(1);
  await expect(withdrawalRows).toContainText('Withdrawal');
  await expect(withdrawalRows).toContainText('Received');
  await expect(withdrawalRows).toContainText('-200.00');
  await expect(withdrawalRows).toContainText('300.00');
  await expect(banner.getByText('Ks 300.00')).toBeVisible();
});
