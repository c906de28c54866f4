import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, setToken } from '../../../lib/session-storage';
import { setupTestI18n } from '../../../test/test-i18n';
import { mockApi, type MockAnswers } from '../../../test/mock-api';
import { baseAnswers, renderModal } from '../components/test-harness';
import ChangePasswordModal from './change-password-modal';
import ForgotPasswordModal from './forgot-password-modal';
import { solvableChallenge } from '../test-api';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const login = {
  token: 'tok-reset',
  firstTimeLogin: false,
  passwordExpired: false,
  username: 'alice7',
  isAgent: false,
  accountType: 0,
};

const security = (hasPassword: boolean) => ({
  value: {
    hasPassword,
    hasPaymentPassword: false,
    mobile: null,
    email: null,
    passwordExpired: false,
    newDeviceVerification: false,
    socialLogins: [],
  },
});

function renderChange(answers: MockAnswers, forced = false) {
  const api = mockApi({ ...baseAnswers(), ...answers });
  const onClose = vi.fn();
  const view = renderModal(<ChangePasswordModal onClose={onClose} forced={forced} />);
  setToken('tok-old');
  return { ...api, ...view, onClose };
}

describe('ChangePasswordModal', () => {
  it('asks for the old password when the account holds one, and changes it', async () => {
    const user = userEvent.setup();
    const { to, onClose, router, queryClient } = renderChange({
      'GET /wps/v2/member/securityConfig': security(true),
      'POST /wps/member/password': { value: { success: true } },
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(await screen.findByLabelText('Old password'), 'oldpass1');
    // Spec 5: the new password's hint shows no bounds.
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Use letters and numbers.',
    );
    await user.type(screen.getByLabelText('New password'), 'newpass2');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(to('POST', '/wps/member/password')[0]!.body).toEqual({
      oldPassword: 'oldpass1',
      newPassword: 'newpass2',
      confirmNewPassword: 'newpass2',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['member'] });
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks no old password when none is held, and checks the new one', async () => {
    const user = userEvent.setup();
    const { to } = renderChange({
      'GET /wps/v2/member/securityConfig': security(false),
      'POST /wps/member/password': { value: { success: true } },
    });
    await user.type(await screen.findByLabelText('New password'), 'lettersonly');
    expect(screen.queryByLabelText('Old password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      /Enter 6-20 characters with both letters and digits, without spaces\.$/,
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
    expect(to('POST', '/wps/member/password')).toEqual([]);
  });

  it('shows a wrong old password under that field', async () => {
    const user = userEvent.setup();
    const { onClose } = renderChange({
      'GET /wps/v2/member/securityConfig': security(true),
      'POST /wps/member/password': { code: 'OLD_PASSWORD_WRONG', field: 'body.oldPassword' },
    });
    await user.type(await screen.findByLabelText('Old password'), 'wrong111');
    await user.type(screen.getByLabelText('New password'), 'newpass2');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Old password')).toHaveAccessibleDescription(
        'The old password is incorrect.',
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot be dismissed when forced, except by logging out', async () => {
    const user = userEvent.setup();
    const { to, onClose, onLoggedOut } = renderChange(
      { 'DELETE /wps/session/logout': { value: null } },
      true,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(
      within(dialog).getByText('Your password must be changed before you continue.'),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Old password')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(dialog.parentElement!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    // The session may do nothing else: no security-config call.
    expect(to('GET', '/wps/v2/member/securityConfig')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalled());
    expect(getToken()).toBeNull();
  });
});

function renderForgot(answers: MockAnswers, resetToken?: string) {
  const api = mockApi({ ...baseAnswers(), ...answers });
  const onClose = vi.fn();
  const view = renderModal(<ForgotPasswordModal onClose={onClose} resetToken={resetToken} />);
  return { ...api, ...view, onClose };
}

describe('ForgotPasswordModal', () => {
  it('does not park the first focus on "Back to login" while the form loads', async () => {
    renderForgot({});
    expect(screen.queryByRole('button', { name: 'Back to login' })).toBeNull();
    expect(document.activeElement).not.toHaveTextContent('Back to login');
    expect(await screen.findByRole('button', { name: 'Back to login' })).toBeVisible();
  });

  it('sends username and email form-encoded and says a link went out if they match', async () => {
    const user = userEvent.setup();
    const { to, onClose } = renderForgot({
      'POST /wps/member/password/email': { value: { sent: true } },
    });
    const tabs = await screen.findByRole('tablist', { name: 'Reset with' });
    expect(within(tabs).getByRole('tab', { name: 'Email' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'alice7');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'bad-mail');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter a valid email address (6-100 characters).',
    );
    expect(to('POST', '/wps/member/password/email')).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' alice@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If the username and email match an account, a link to reset the password has been sent',
    );
    const [request] = to('POST', '/wps/member/password/email');
    expect(request!.contentType).toBe('application/x-www-form-urlencoded');
    expect(request!.body).toBe('username=alice7&email=alice%40example.com');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('resets by mobile: code to the number, new password, then logged in at home', async () => {
    const user = userEvent.setup();
    const human = await solvableChallenge();
    const { to, onClose, router } = renderForgot({
      'GET /wps/verification/challenge': { value: human.value },
      'POST /wps/member/password/sms': { value: { expiredMinutes: 1 } },
      'POST /wps/member/password/verification': { value: login },
    });
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend (60 s)' })).toBeDisabled();
    expect(to('POST', '/wps/member/password/sms')[0]!.body).toEqual({
      countryDialingCode: '95',
      mobileNum: '912345678',
      challenge: human.solution,
    });
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '654321');
    await user.type(screen.getByLabelText('New password'), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(to('POST', '/wps/member/password/verification')[0]!.body).toEqual({
      countryDialingCode: '95',
      mobileNum: '912345678',
      verificationCode: '654321',
      newPassword: 'newpass2',
    });
    expect(getToken()).toBe('tok-reset');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a wrong SMS code under the code field', async () => {
    const user = userEvent.setup();
    const { onClose } = renderForgot({
      'POST /wps/member/password/verification': {
        code: 'INVALID_VERIFICATION_CODE',
        field: 'body.verificationCode',
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '000000');
    await user.type(screen.getByLabelText('New password'), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'SMS code' })).toHaveAccessibleDescription(
        'Invalid verification code.',
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sets a new password from a mailed link and logs in', async () => {
    const user = userEvent.setup();
    const token = 'A'.repeat(32);
    const { to, onClose } = renderForgot(
      { 'POST /wps/member/password/reset': { value: login } },
      token,
    );
    await user.type(await screen.findByLabelText('New password'), 'newpass2');
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass3');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(to('POST', '/wps/member/password/reset')[0]!.body).toEqual({
      token,
      newPassword: 'newpass2',
      confirmNewPassword: 'newpass2',
    });
    expect(getToken()).toBe('tok-reset');
  });
});
