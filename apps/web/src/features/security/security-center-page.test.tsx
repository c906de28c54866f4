import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSecurityCentre } from '@wps/contracts/account/security-centre';
import { makeSecurityCentre } from '../../test/fixtures';
import { mockApi, type MockAnswers } from '../../test/mock-api';
import { renderWithSession } from '../../test/render-with-session';
import { setupTestI18n } from '../../test/test-i18n';
import { SecurityCenterPage } from './security-center-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** No payment password yet, a phone, one bound account of at most two. */
const makeCentre = (overrides: Partial<TSecurityCentre> = {}) =>
  makeSecurityCentre({
    hasPaymentPassword: false,
    mobile: '+95 ****4567',
    bankAccounts: [
      {
        id: 5,
        bankName: 'KBZ Bank',
        accountName: 'Mya Mya',
        maskedAccountNumber: '****1234',
        createdAt: '2025-01-01T00:00:00.000Z',
      },
    ],
    maxBankAccounts: 2,
    ...overrides,
  });

function renderSecurity(
  centre: TSecurityCentre | (() => TSecurityCentre),
  answers: MockAnswers = {},
) {
  const api = mockApi({
    'GET /wps/member/security-centre': () => ({
      value: typeof centre === 'function' ? centre() : centre,
    }),
    ...answers,
  });
  const onChangePassword = vi.fn();
  const view = renderWithSession(<SecurityCenterPage onChangePassword={onChangePassword} />);
  return { ...api, ...view, onChangePassword };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('SecurityCenterPage', () => {
  it('shows the account, contacts masked, and opens the login password popup', async () => {
    const user = userEvent.setup();
    const { onChangePassword } = renderSecurity(makeCentre());
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByText('player01')).toBeInTheDocument();
    expect(within(account).getByText('Lucky Mya')).toBeInTheDocument();
    expect(within(account).getByText('Mya Mya')).toBeInTheDocument();
    // Set once: no form while a payee name exists.
    expect(within(account).queryByRole('textbox')).toBeNull();
    const contact = section('Phone and email');
    expect(within(contact).getByText('+95 ****4567')).toBeInTheDocument();
    // The email and the Zalo number ID.
    expect(within(contact).getAllByText('Not set')).toHaveLength(2);
    await user.click(
      within(section('Passwords')).getByRole('button', { name: 'Change login password' }),
    );
    expect(onChangePassword).toHaveBeenCalledTimes(1);
  });

  it('sets the payee name once, checked before sending', async () => {
    const user = userEvent.setup();
    let centre = makeCentre({ payeeName: null });
    const { to } = renderSecurity(() => centre, {
      'PUT /wps/member/payee-name': (req) => {
        centre = makeCentre({ payeeName: (req.body as { payeeName: string }).payeeName });
        return { value: { payeeName: centre.payeeName } };
      },
    });
    const account = await screen.findByRole('region', { name: 'Account' });
    await user.click(within(account).getByRole('button', { name: 'Save payee name' }));
    expect(within(account).getByLabelText('Payee name')).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
    expect(to('PUT', '/wps/member/payee-name')).toEqual([]);
    await user.type(within(account).getByLabelText('Payee name'), '  Aung Aung ');
    await user.click(within(account).getByRole('button', { name: 'Save payee name' }));
    expect(await within(account).findByRole('status')).toHaveTextContent(
      'Payee name saved: Aung Aung.',
    );
    expect(to('PUT', '/wps/member/payee-name')[0]!.body).toEqual({ payeeName: 'Aung Aung' });
    // The page re-read the centre: the name shows and the form is gone.
    await waitFor(() => expect(within(account).queryByLabelText('Payee name')).toBeNull());
    expect(within(account).getByText('Aung Aung')).toBeInTheDocument();
  });

  it('sets the first payment password with the login password: six digits, twice the same', async () => {
    const user = userEvent.setup();
    const { to } = renderSecurity(makeCentre({ hasPaymentPassword: false }), {
      'PUT /wps/member/payment-password': { value: { success: true } },
    });
    const passwords = await screen.findByRole('region', { name: 'Passwords' });
    expect(
      within(passwords).getByText('Withdrawals and transfers ask for your payment password.'),
    ).toBeInTheDocument();
    await user.click(within(passwords).getByRole('button', { name: 'Set payment password' }));
    const form = within(passwords).getByRole('form', { name: 'Set payment password' });
    expect(within(form).queryByLabelText('Current payment password')).toBeNull();
    await user.type(within(form).getByLabelText('Login password'), 'secret12');
    await user.type(within(form).getByLabelText('New payment password'), '12345');
    await user.type(within(form).getByLabelText('Confirm new payment password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('New payment password')).toHaveAccessibleDescription(
      'Enter 6 digits.',
    );
    expect(within(form).getByLabelText('Confirm new payment password')).toHaveAccessibleDescription(
      'The payment passwords do not match.',
    );
    expect(to('PUT', '/wps/member/payment-password')).toEqual([]);
    await user.type(within(form).getByLabelText('New payment password'), '6');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(passwords).findByText('Your payment password is set.')).toBeInTheDocument();
    expect(to('PUT', '/wps/member/payment-password')[0]!.body).toEqual({
      password: 'secret12',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
  });

  it('changes the payment password with the old one, and shows a wrong one under its field', async () => {
    const user = userEvent.setup();
    let answer: 'wrong' | 'ok' = 'wrong';
    const { to } = renderSecurity(makeCentre({ hasPaymentPassword: true }), {
      'PUT /wps/member/payment-password': () =>
        answer === 'wrong'
          ? { code: 'PAYMENT_PASSWORD_WRONG', field: 'body.oldPaymentPassword' }
          : { value: { success: true } },
    });
    const passwords = await screen.findByRole('region', { name: 'Passwords' });
    await user.click(within(passwords).getByRole('button', { name: 'Change payment password' }));
    const form = within(passwords).getByRole('form', { name: 'Change payment password' });
    expect(within(form).queryByLabelText('Login password')).toBeNull();
    await user.type(within(form).getByLabelText('Current payment password'), '111111');
    await user.type(within(form).getByLabelText('New payment password'), '222222');
    await user.type(within(form).getByLabelText('Confirm new payment password'), '222222');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Current payment password')).toHaveAccessibleDescription(
        'The payment password is incorrect.',
      ),
    );
    answer = 'ok';
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(passwords).findByText('Your payment password has been changed.'),
    ).toBeInTheDocument();
    expect(to('PUT', '/wps/member/payment-password')[1]!.body).toEqual({
      oldPaymentPassword: '111111',
      newPaymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
  });

  it('binds a bank account in the payee name, number checked and sent without spaces', async () => {
    const user = userEvent.setup();
    const { to } = renderSecurity(makeCentre(), {
      'POST /wps/member/bank-accounts': {
        value: {
          id: 6,
          bankName: 'AYA Bank',
          accountName: 'Mya Mya',
          maskedAccountNumber: '****6789',
          createdAt: '2025-02-01T00:00:00.000Z',
        },
      },
    });
    const banks = await screen.findByRole('region', { name: 'Bank accounts' });
    expect(within(banks).getByText('1 of 2')).toBeInTheDocument();
    await user.click(within(banks).getByRole('button', { name: 'Bind a bank account' }));
    const form = within(banks).getByRole('form', { name: 'Bind a bank account' });
    // The name starts as the payee name, which it must be.
    expect(within(form).getByLabelText('Account name')).toHaveValue('Mya Mya');
    expect(within(form).getByLabelText('Account name')).toHaveAccessibleDescription(
      'Must be your payee name: Mya Mya.',
    );
    await user.type(within(form).getByLabelText('Bank'), 'AYA Bank');
    await user.type(within(form).getByLabelText('Account number'), '12a45');
    await user.click(within(form).getByRole('button', { name: 'Bind account' }));
    expect(within(form).getByLabelText('Account number')).toHaveAccessibleDescription(
      'Enter 6 to 30 digits.',
    );
    expect(to('POST', '/wps/member/bank-accounts')).toEqual([]);
    await user.clear(within(form).getByLabelText('Account number'));
    await user.type(within(form).getByLabelText('Account number'), '0123 4567-89');
    await user.click(within(form).getByRole('button', { name: 'Bind account' }));
    expect(await within(banks).findByText('AYA Bank ****6789 is bound.')).toBeInTheDocument();
    expect(to('POST', '/wps/member/bank-accounts')[0]!.body).toEqual({
      bankName: 'AYA Bank',
      accountName: 'Mya Mya',
      accountNumber: '0123456789',
    });
  });

  it('shows no bind button at the limit, and unbinds after a confirmation', async () => {
    const user = userEvent.setup();
    const { to } = renderSecurity(makeCentre({ maxBankAccounts: 1 }), {
      'DELETE /wps/member/bank-accounts/5': { value: { success: true } },
    });
    const banks = await screen.findByRole('region', { name: 'Bank accounts' });
    expect(within(banks).queryByRole('button', { name: 'Bind a bank account' })).toBeNull();
    expect(within(banks).getByText(/maximum number of bank accounts/)).toBeInTheDocument();
    await user.click(within(banks).getByRole('button', { name: 'Unbind KBZ Bank ****1234' }));
    const dialog = screen.getByRole('dialog', { name: 'Unbind bank account' });
    expect(to('DELETE', '/wps/member/bank-accounts/5')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Unbind' }));
    expect(await within(banks).findByText('KBZ Bank ****1234 is unbound.')).toBeInTheDocument();
    expect(to('DELETE', '/wps/member/bank-accounts/5')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sets the email with the login password after a format check and shows it masked', async () => {
    const user = userEvent.setup();
    const { to } = renderSecurity(makeCentre(), {
      'PUT /wps/member/email': { value: { email: 'm***@example.com' } },
    });
    const contact = await screen.findByRole('region', { name: 'Phone and email' });
    await user.click(within(contact).getByRole('button', { name: 'Set email' }));
    await user.type(within(contact).getByLabelText('Email address'), 'mya@example');
    await user.click(within(contact).getByRole('button', { name: 'Save' }));
    expect(within(contact).getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address.',
    );
    await user.type(within(contact).getByLabelText('Email address'), '.com');
    await user.click(within(contact).getByRole('button', { name: 'Save' }));
    // The password is asked too: nothing is sent without it.
    expect(to('PUT', '/wps/member/email')).toEqual([]);
    await user.type(within(contact).getByLabelText(/^Login password/), 'Secret123');
    await user.click(within(contact).getByRole('button', { name: 'Save' }));
    expect(await within(contact).findByText('Email saved: m***@example.com.')).toBeInTheDocument();
    expect(to('PUT', '/wps/member/email')[0]!.body).toEqual({
      email: 'mya@example.com',
      password: 'Secret123',
    });
  });

  it('sets the Zalo number ID after a format check, tidied, and shows it', async () => {
    const user = userEvent.setup();
    let centre = makeCentre();
    const { to } = renderSecurity(() => centre, {
      'PUT /wps/member/zalo-id': (req) => {
        const { zaloId } = req.body as { zaloId: string };
        centre = makeCentre({ zaloId });
        return { value: { zaloId } };
      },
    });
    const contact = await screen.findByRole('region', { name: 'Phone and email' });
    await user.click(within(contact).getByRole('button', { name: 'Set Zalo number ID' }));
    await user.type(within(contact).getByLabelText('Zalo number ID'), '0901');
    await user.click(within(contact).getByRole('button', { name: 'Save' }));
    expect(within(contact).getByLabelText('Zalo number ID')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a Zalo number ID of 9 to 15 digits.'),
    );
    expect(to('PUT', '/wps/member/zalo-id')).toEqual([]);
    await user.type(within(contact).getByLabelText('Zalo number ID'), ' 234 567');
    await user.click(within(contact).getByRole('button', { name: 'Save' }));
    expect(
      await within(contact).findByText('Zalo number ID saved: 0901234567.'),
    ).toBeInTheDocument();
    expect(to('PUT', '/wps/member/zalo-id')[0]!.body).toEqual({ zaloId: '0901234567' });
    expect(await within(contact).findByText('0901234567')).toBeInTheDocument();
    expect(within(contact).getByRole('button', { name: 'Change Zalo number ID' })).toBeVisible();
  });

  it('shows a wrong password under the password field', async () => {
    const user = userEvent.setup();
    renderSecurity(makeCentre(), {
      'PUT /wps/member/email': { code: 'OLD_PASSWORD_WRONG', status: 400, field: 'body.password' },
    });
    const contact = await screen.findByRole('region', { name: 'Phone and email' });
    await user.click(within(contact).getByRole('button', { name: 'Set email' }));
    await user.type(within(contact).getByLabelText('Email address'), 'mya@example.com');
    await user.type(within(contact).getByLabelText(/^Login password/), 'Wrong1234');
    await user.click(within(contact).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(contact).getByLabelText(/^Login password/)).toHaveAccessibleDescription(
        expect.stringContaining('incorrect'),
      ),
    );
  });

  it('says when the page could not load', async () => {
    mockApi({ 'GET /wps/member/security-centre': { code: 'INTERNAL_ERROR', status: 500 } });
    renderWithSession(<SecurityCenterPage onChangePassword={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
  });
});
