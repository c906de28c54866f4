import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { walletBalanceKey } from '../../../api/wallet';
import { mockApi, type MockAnswers } from '../../../test/mock-api';
import { setupTestI18n } from '../../../test/test-i18n';
import { makeBalance } from '../../../test/fixtures';
import { imageFile, makeChannel, makeDeposit, renderPage, sandboxChannel } from '../test-utils';
import { proofPreview } from '../components/use-proof-uploads';
import { goToPayPage } from './deposit-form';
import { DepositPage } from './deposit-page';
import { useMemberCentre } from '../../../lib/member-centre';
import { useOpenDepositOnReturn } from '../use-deposit-return';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bankChannel = makeChannel();
const created = (over: Record<string, unknown> = {}) => ({
  value: {
    reference: 'D9X4T2B7',
    state: 'pending',
    amount: '150050',
    fee: '0',
    redirectUrl: null,
    ...over,
  },
});

function renderDeposit(answers: MockAnswers = {}, path?: string) {
  const api = mockApi({
    'GET /wps/payment/channels': { value: [bankChannel, sandboxChannel] },
    'GET /wps/payment/deposits': { value: { list: [], total: 0, totalPages: 0 } },
    'GET /wps/v2/wallets/balance': { value: makeBalance() },
    'POST /wps/payment/proofs': { value: { proofId: 11 } },
    ...answers,
  });
  return { ...api, ...renderPage(<DepositPage />, { path }) };
}

const amountInput = () => screen.getByRole('textbox', { name: 'Amount (P)' });
const submitBank = () => screen.getByRole('button', { name: 'Submit deposit' });
const submitGateway = () => screen.getByRole('button', { name: 'Continue to payment' });

async function chooseSandbox(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /Sandbox pay/ }));
}

describe('DepositPage channels', () => {
  it('shows each channel with its limits and fee, and the bank channel’s details with copy buttons', async () => {
    // user-event puts a clipboard of its own on navigator.
    const user = userEvent.setup();
    const { to } = renderDeposit();
    const bank = await screen.findByRole('radio', { name: /KBZ bank transfer/ });
    expect(bank).toBeChecked();
    const group = screen.getByRole('radiogroup', { name: 'Choose a payment method' });
    expect(within(group).getByText('Limits 1,000.00 – 500,000.00')).toBeInTheDocument();
    expect(within(group).getByText('No fee')).toBeInTheDocument();
    expect(within(group).getByText('Fee 1.5% + 1.00')).toBeInTheDocument();
    expect(screen.getByText('0123 4567 8901')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Account number' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('0123 4567 8901');
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    await chooseSandbox(user);
    expect(screen.queryByText('0123 4567 8901')).not.toBeInTheDocument();
    // The names and instructions come in the language on screen.
    expect(to('GET', '/wps/payment/channels')[0]!.query.get('language')).toBe('EN');
    expect(screen.queryByText('Transfer receipt images')).not.toBeInTheDocument();
    expect(submitGateway()).toBeInTheDocument();
  });

  it('fills the amount from a quick amount inside the channel’s range', async () => {
    const user = userEvent.setup();
    renderDeposit();
    await screen.findByRole('radio', { name: /KBZ bank transfer/ });
    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    // 1,000 to 500,000: 1,000 5,000 10,000 50,000 100,000 500,000.
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1,000.00', '5,000.00', '10,000.00', '50,000.00', '100,000.00', '500,000.00']);
    await user.click(within(quick).getByRole('button', { name: '5,000.00' }));
    expect(amountInput()).toHaveValue('5000');
  });
});

describe('DepositPage validation', () => {
  it.each([
    ['', 'Enter an amount.'],
    ['12.345', 'At most 2 decimal places.'],
    ['abc', 'Enter the amount in numbers, e.g. 1500.50.'],
    ['9.99', 'Enter an amount from 10.00 to 1,000,000.00.'],
    ['1000000.01', 'Enter an amount from 10.00 to 1,000,000.00.'],
  ])('refuses the amount %j in the browser: %s', async (typed, message) => {
    const user = userEvent.setup();
    const { to } = renderDeposit();
    await chooseSandbox(user);
    if (typed) await user.type(amountInput(), typed);
    await user.click(submitGateway());
    expect(amountInput()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(amountInput()).toHaveAttribute('aria-invalid', 'true');
    expect(to('POST', '/wps/payment/deposits')).toHaveLength(0);
  });

  it('asks a bank transfer for the payer’s name and at least one proof', async () => {
    const user = userEvent.setup();
    const { to } = renderDeposit();
    await screen.findByRole('radio', { name: /KBZ bank transfer/ });
    await user.type(amountInput(), '2000');
    await user.click(submitBank());
    expect(screen.getByRole('textbox', { name: 'Payer name' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter the name on the account you pay from.'),
    );
    expect(screen.getByText('Add at least one image of the transfer receipt.')).toBeInTheDocument();
    expect(to('POST', '/wps/payment/deposits')).toHaveLength(0);
  });

  it('shows a server refusal of the amount under the amount', async () => {
    const user = userEvent.setup();
    renderDeposit({ 'POST /wps/payment/deposits': { code: 'AMOUNT_OUT_OF_RANGE' } });
    await chooseSandbox(user);
    await user.type(amountInput(), '20');
    await user.click(submitGateway());
    await waitFor(() =>
      expect(amountInput()).toHaveAccessibleDescription(
        expect.stringContaining('The amount is outside the allowed range.'),
      ),
    );
  });
});

describe('DepositPage bank transfer', () => {
  it('uploads the proof as the raw image and sends amount in minor units, payer and proof ids', async () => {
    // jsdom cannot draw thumbnails; the preview seam stands in.
    vi.spyOn(proofPreview, 'make').mockResolvedValue('data:image/jpeg;base64,dGh1bWI=');
    const user = userEvent.setup();
    const { to } = renderDeposit({ 'POST /wps/payment/deposits': created() });
    await screen.findByRole('radio', { name: /KBZ bank transfer/ });
    await user.type(amountInput(), '1,500.5');
    expect(screen.getByText('Fee 0.00 · credited 1,500.50')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Payer name' }), ' Mya Mya ');
    const receipt = imageFile('receipt.png');
    await user.upload(screen.getByLabelText(/Add image/), receipt);

    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'receipt.png' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,dGh1bWI=',
    );
    const upload = to('POST', '/wps/payment/proofs')[0]!;
    expect(upload.contentType).toBe('image/png');
    expect(upload.blob).toBe(receipt);

    await user.click(submitBank());
    expect(await screen.findByText('Deposit submitted')).toBeInTheDocument();
    expect(screen.getByText(/Reference D9X4T2B7, amount 1,500.50/)).toBeInTheDocument();
    const [sent] = to('POST', '/wps/payment/deposits');
    expect(sent!.body).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      channelId: 1,
      amount: '150050',
      payerName: 'Mya Mya',
      proofIds: [11],
    });
  });
});

describe('DepositPage proof limits', () => {
  it('refuses other types, renamed files, files over 5 MB and a fourth image, before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { to } = renderDeposit();
    await screen.findByRole('radio', { name: /KBZ bank transfer/ });
    const picker = () => screen.getByLabelText(/Add image/);

    await user.upload(picker(), new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByText('cat.gif is not a PNG or JPG image.')).toBeInTheDocument();
    // Says PNG, is text: the first bytes give it away.
    await user.upload(picker(), new File(['hello world'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('fake.png is not a PNG or JPG image.')).toBeInTheDocument();
    await user.upload(picker(), imageFile('huge.png', { size: 5 * 1024 * 1024 + 1 }));
    expect(await screen.findByText('huge.png is empty or larger than 5 MB.')).toBeInTheDocument();
    expect(to('POST', '/wps/payment/proofs')).toHaveLength(0);

    // Exactly 5 MB is allowed; four at once: three go up, the fourth is refused.
    await user.upload(picker(), [
      imageFile('a.png', { size: 5 * 1024 * 1024 }),
      imageFile('b.jpg', { type: 'image/jpeg' }),
      imageFile('c.png'),
      imageFile('d.png'),
    ]);
    expect(await screen.findByText('d.png was not added: at most 3 images.')).toBeInTheDocument();
    await waitFor(() => expect(to('POST', '/wps/payment/proofs')).toHaveLength(3));
    expect(to('POST', '/wps/payment/proofs').map((r) => r.contentType)).toEqual([
      'image/png',
      'image/jpeg',
      'image/png',
    ]);
    expect(picker()).toBeDisabled();
    expect(screen.getByText('Add image (3/3)')).toBeInTheDocument();

    // Removing one makes room again.
    await user.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(picker()).toBeEnabled();
  });

  it('shows a failed upload with the server’s reason, blocks the submit and retries', async () => {
    let attempts = 0;
    const user = userEvent.setup();
    const { to } = renderDeposit({
      'POST /wps/payment/proofs': () =>
        (attempts += 1) === 1
          ? { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 }
          : { value: { proofId: 12 } },
      'POST /wps/payment/deposits': created(),
    });
    await screen.findByRole('radio', { name: /KBZ bank transfer/ });
    await user.type(amountInput(), '2000');
    await user.type(screen.getByRole('textbox', { name: 'Payer name' }), 'Mya Mya');
    await user.upload(screen.getByLabelText(/Add image/), imageFile('r.png'));
    // The server could not decode it as the image it claims to be.
    expect(await screen.findByText('r.png is not a PNG or JPG image.')).toBeInTheDocument();
    await user.click(submitBank());
    expect(screen.getByText('An image failed to upload: retry or remove it.')).toBeInTheDocument();
    expect(to('POST', '/wps/payment/deposits')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    await user.click(submitBank());
    await screen.findByText('Deposit submitted');
    expect(to('POST', '/wps/payment/deposits')[0]!.body).toMatchObject({ proofIds: [12] });
  });
});

describe('DepositPage gateway and idempotency', () => {
  it('reuses the key when the same deposit is sent again, takes a new one for a changed deposit, and goes to the pay page', async () => {
    const assign = vi.spyOn(goToPayPage, 'assign').mockImplementation(() => {});
    let calls = 0;
    const user = userEvent.setup();
    const { to } = renderDeposit({
      'POST /wps/payment/deposits': () => {
        calls += 1;
        if (calls <= 2) return { code: 'INTERNAL_ERROR', status: 500 };
        return created({ redirectUrl: '/sandbox-gateway/pay/D9X4T2B7' });
      },
    });
    await chooseSandbox(user);
    await user.type(amountInput(), '100');
    expect(screen.getByText('Fee 2.50 · credited 97.50')).toBeInTheDocument();
    await user.click(submitGateway());
    expect(await screen.findByText('System error.')).toBeInTheDocument();
    await user.click(submitGateway());
    await waitFor(() => expect(to('POST', '/wps/payment/deposits')).toHaveLength(2));
    const [first, second] = to('POST', '/wps/payment/deposits');
    expect((second!.body as { idempotencyKey: string }).idempotencyKey).toBe(
      (first!.body as { idempotencyKey: string }).idempotencyKey,
    );

    await user.clear(amountInput());
    await user.type(amountInput(), '200');
    await user.click(submitGateway());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-gateway/pay/D9X4T2B7'));
    const third = to('POST', '/wps/payment/deposits')[2]!.body as Record<string, unknown>;
    expect(third).toEqual({
      idempotencyKey: expect.any(String),
      channelId: 2,
      amount: '20000',
    });
    expect(third.idempotencyKey).not.toBe(
      (first!.body as { idempotencyKey: string }).idempotencyKey,
    );
  });

  it('sends one request for a double click while the first is on its way', async () => {
    vi.spyOn(goToPayPage, 'assign').mockImplementation(() => {});
    let release: (a: { value: unknown }) => void = () => {};
    const user = userEvent.setup();
    const { to } = renderDeposit({
      'POST /wps/payment/deposits': () => new Promise((resolve) => (release = resolve)),
    });
    await chooseSandbox(user);
    await user.type(amountInput(), '100');
    await user.dblClick(submitGateway());
    await user.keyboard('{Enter}');
    expect(to('POST', '/wps/payment/deposits')).toHaveLength(1);
    expect(submitGateway()).toBeDisabled();
    await act(async () => release(created({ redirectUrl: '/sandbox-gateway/pay/X' })));
    expect(to('POST', '/wps/payment/deposits')).toHaveLength(1);
  });
});

describe('DepositPage return from the gateway', () => {
  it('shows the deposit’s state, checks again while pending, and refreshes the balance once completed', async () => {
    let lists = 0;
    const { queryClient } = renderDeposit(
      {
        'GET /wps/payment/deposits': () => {
          lists += 1;
          const state = lists < 2 ? 'pending' : 'completed';
          return {
            value: {
              list: [makeDeposit({ reference: 'D7K2M9Q4', state, credited: '497500' })],
              total: 1,
              totalPages: 1,
            },
          };
        },
      },
      '/?mc=depositv2&depositReference=D7K2M9Q4',
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const refreshedBalance = () =>
      invalidate.mock.calls.some(([filters]) => filters?.queryKey === walletBalanceKey);
    const panel = await screen.findByRole('region', { name: 'Your payment' });
    expect(
      await within(panel).findByText('Waiting for the payment to be confirmed…'),
    ).toBeInTheDocument();
    expect(refreshedBalance()).toBe(false);
    expect(
      await within(panel).findByText(
        'Payment received: 4,975.00 has been added to your balance.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Completed')).toBeInTheDocument();
    await waitFor(() => expect(refreshedBalance()).toBe(true));
  });

  it('drops the reference from the address, so closing the member centre does not reopen it', async () => {
    function ReturnFlow() {
      useOpenDepositOnReturn();
      const centre = useMemberCentre();
      return centre.requested ? (
        <>
          <button type="button" onClick={centre.close}>
            Close
          </button>
          <DepositPage />
        </>
      ) : (
        <p>Home</p>
      );
    }
    mockApi({
      'GET /wps/payment/channels': { value: [bankChannel] },
      'GET /wps/payment/deposits': {
        value: { list: [makeDeposit({ reference: 'D7K2M9Q4' })], total: 1, totalPages: 1 },
      },
    });
    const { router } = renderPage(<ReturnFlow />, { path: '/?depositReference=D7K2M9Q4' });
    const panel = await screen.findByRole('region', { name: 'Your payment' });
    expect(within(panel).getByText('D7K2M9Q4')).toBeInTheDocument();
    const params = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(params().get('depositReference')).toBeNull());
    expect(params().get('mc')).toBe('depositv2');
    expect(router.state.historyAction).toBe('REPLACE');
    // The panel stays although the address no longer names the deposit.
    expect(screen.getByRole('region', { name: 'Your payment' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(params().get('mc')).toBeNull();
    expect(screen.getByText('Home')).toBeInTheDocument();
  });

  it('says so when the reference is not among the member’s deposits', async () => {
    renderDeposit({}, '/?mc=depositv2&depositReference=DNOTMINE1');
    const panel = await screen.findByRole('region', { name: 'Your payment' });
    expect(await within(panel).findByText('No deposit DNOTMINE1 was found.')).toBeInTheDocument();
  });

  it('lists recent deposits with their states and a pay link for an unpaid gateway deposit', async () => {
    renderDeposit({
      'GET /wps/payment/deposits': {
        value: {
          list: [
            makeDeposit({ reference: 'DPAYME01', redirectUrl: '/sandbox-gateway/pay/DPAYME01' }),
            makeDeposit({
              reference: 'DREJECT1',
              state: 'rejected',
              channelName: 'KBZ bank transfer',
              reason: 'No transfer found',
            }),
          ],
          total: 2,
          totalPages: 1,
        },
      },
    });
    const history = await screen.findByRole('region', { name: 'My deposits' });
    expect(await within(history).findByText('DPAYME01')).toBeInTheDocument();
    expect(within(history).getByText('Pending')).toBeInTheDocument();
    expect(within(history).getByText('Rejected')).toBeInTheDocument();
    expect(within(history).getByText('Reason: No transfer found')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      '/sandbox-gateway/pay/DPAYME01',
    );
  });
});
