import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '../../../lib/session-storage';
import { setupTestI18n } from '../../../test/test-i18n';
import { mockApi, type MockAnswers } from '../../../test/mock-api';
import {
  baseAnswers,
  captchaAnswer,
  demoRegisterSettings,
  renderModal,
} from '../components/test-harness';
import { solvableChallenge } from '../test-api';
import RegisterModal from './register-modal';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const session = {
  token: 'tok-new',
  firstTimeLogin: true,
  passwordExpired: false,
  username: 'alice7',
  isAgent: false,
  accountType: 0,
};

function setup(
  answers: MockAnswers,
  props: { referralCode?: string; affiliateCode?: string } = {},
) {
  const api = mockApi(answers);
  const onClose = vi.fn();
  const view = renderModal(<RegisterModal onClose={onClose} {...props} />);
  return { ...api, ...view, onClose };
}

async function findForm() {
  return screen.findByRole('button', { name: 'Register' });
}

/** The names of every input in the dialog, sorted. */
function controlNames() {
  const dialog = screen.getByRole('dialog', { name: 'Register' });
  return [...dialog.querySelectorAll('input')].map((el) => el.getAttribute('name')).sort();
}

describe('RegisterModal', () => {
  it('asks for username, password, confirmation and the terms only with the demo settings', async () => {
    setup(baseAnswers());
    await findForm();
    expect(controlNames()).toEqual(['confirmPassword', 'password', 'terms', 'username']);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I am over 18/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/help#term',
    );
    expect(screen.getByText(/I am over 18/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    // Spec 5 hints, with the configured lengths.
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      '2-15 characters, starting with a letter, no spaces or special characters.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      '6-20 characters with letters and numbers.',
    );
  });

  it('takes its hints from the settings', async () => {
    const register = demoRegisterSettings();
    register.fields.username = { ...register.fields.username!, minLength: 4, maxLength: 12 };
    setup(baseAnswers({ register }));
    await findForm();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      /^4-12 characters/,
    );
  });

  it('shows every enabled field, and the captcha when it is on', async () => {
    const on = { enabled: true, required: false };
    const d = demoRegisterSettings();
    const register = demoRegisterSettings({
      email: { ...d.fields.email!, ...on, required: true },
      payeeName: { ...d.fields.payeeName!, ...on },
      captcha: { ...d.fields.captcha!, enabled: true },
      referralCode: { ...d.fields.referralCode!, ...on },
    });
    setup(
      { ...baseAnswers({ register }), 'GET /wps/captcha': captchaAnswer() },
      {
        referralCode: 'FRIEND12',
      },
    );
    await findForm();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Real name (optional)' }),
    ).toHaveAccessibleDescription('Must match the name on your bank account.');
    expect(screen.getByRole('textbox', { name: 'Referral code (optional)' })).toHaveValue(
      'FRIEND12',
    );
    expect(await screen.findByRole('img', { name: 'Captcha picture' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toBeInTheDocument();
  });

  it('shows the rule under each field that fails it, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = setup(baseAnswers());
    await user.click(await findForm());
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      /This field is required\.$/,
    );
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), '9lives');
    await user.type(screen.getByLabelText('Password'), 'abcdefg');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdefh');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      /Enter 2-15 letters or digits, starting with a letter, without spaces or symbols\.$/,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      /Enter 6-20 characters with both letters and digits, without spaces\.$/,
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it("blocks an unticked terms box with 'not empty?' under it", async () => {
    const user = userEvent.setup();
    const { sent } = setup(baseAnswers());
    await findForm();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'alice7');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    const terms = screen.getByRole('checkbox', { name: /I am over 18/ });
    await user.click(terms);
    expect(terms).toHaveAccessibleDescription(
      'Not empty: please tick the box to accept the terms.',
    );
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('registers with login, keeps the session, closes and goes home', async () => {
    const user = userEvent.setup();
    const { to, onClose, router } = setup({
      ...baseAnswers(),
      'POST /wps/member/register': { value: { id: 7, username: 'alice7', session } },
    });
    await findForm();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), '  alice7 ');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(to('POST', '/wps/member/register')[0]!.body).toEqual({
      username: 'alice7',
      password: 'secret12',
      confirmPassword: 'secret12',
      domain: window.location.hostname,
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      termsAccepted: true,
      login: true,
    });
    expect(getToken()).toBe('tok-new');
    expect(router.state.location.pathname).toBe('/');
    // A toast says it worked (issue 16), after the popup has gone.
    const toast = await screen.findByText('Registration complete. Welcome!');
    expect(toast.closest('[aria-live="polite"]')).toHaveClass('toasts');
  });

  it('puts a server field error under its field', async () => {
    const user = userEvent.setup();
    const { onClose } = setup({
      ...baseAnswers(),
      'POST /wps/member/register': { code: 'USERNAME_TAKEN', field: 'body.username', status: 409 },
    });
    await findForm();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'alice7');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
        /This username is already taken\.$/,
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  it('sends the captcha answer, and a refused one shows under the captcha with a new picture', async () => {
    const user = userEvent.setup();
    const d = demoRegisterSettings();
    const register = demoRegisterSettings({ captcha: { ...d.fields.captcha!, enabled: true } });
    let n = 0;
    const { to } = setup({
      ...baseAnswers({ register }),
      'GET /wps/captcha': () => captchaAnswer(++n),
      'POST /wps/member/register': { code: 'CAPTCHA_INVALID', field: 'body.captcha' },
    });
    await findForm();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'alice7');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await screen.findByRole('img', { name: 'Captcha picture' });
    await user.type(screen.getByRole('textbox', { name: 'Captcha' }), 'x7k2');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveAccessibleDescription(
        'Captcha check failed. Please try the new captcha.',
      ),
    );
    expect(to('POST', '/wps/member/register')[0]!.body).toMatchObject({
      captcha: { id: '00000000-0000-4000-8000-000000000001', answer: 'x7k2' },
    });
    await waitFor(() => expect(to('GET', '/wps/captcha')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
  });

  it('checks the invitation code first, and a bad one stops with a warning', async () => {
    const user = userEvent.setup();
    const { to } = setup(
      {
        ...baseAnswers(),
        'POST /wps/agent/affiliate': {
          code: 'INVITATION_CODE_INVALID',
          field: 'body.affiliateCode',
        },
      },
      { affiliateCode: 'AGENT9' },
    );
    await findForm();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'alice7');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const warning = await screen.findByRole('dialog', { name: 'Invitation code' });
    expect(within(warning).getByRole('alert')).toHaveTextContent('Invitation code error.');
    expect(to('POST', '/wps/agent/affiliate')[0]!.body).toEqual({
      affiliateCode: 'AGENT9',
      domain: window.location.hostname,
    });
    expect(to('POST', '/wps/member/register')).toEqual([]);
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Invitation code' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });

  it('sends a valid invitation code and the referral code with the registration', async () => {
    const user = userEvent.setup();
    const { to } = setup(
      {
        ...baseAnswers(),
        'POST /wps/agent/affiliate': { value: { valid: true } },
        'POST /wps/member/register': { value: { id: 8, username: 'alice7', session } },
      },
      { affiliateCode: 'AGENT9', referralCode: 'FRIEND12' },
    );
    await findForm();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'alice7');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(to('POST', '/wps/member/register')).toHaveLength(1));
    expect(to('POST', '/wps/member/register')[0]!.body).toMatchObject({
      affiliateCode: 'AGENT9',
      referralCode: 'FRIEND12',
    });
  });

  it('offers both tabs, mobile first under MOBILENUMREG3, and switching reloads the captcha', async () => {
    const user = userEvent.setup();
    const d = demoRegisterSettings();
    const register = demoRegisterSettings({ captcha: { ...d.fields.captcha!, enabled: true } });
    let n = 0;
    const { to } = setup({
      ...baseAnswers({ whitelabel: { MOBILENUMREG3: true }, register }),
      'GET /wps/captcha': () => captchaAnswer(++n),
    });
    const tabs = await screen.findByRole('tablist', { name: 'Register with' });
    const [first, second] = within(tabs).getAllByRole('tab');
    expect(first).toHaveAccessibleName('Mobile number');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAccessibleName('Username');
    // The mobile tab: the number (required, with the dial code), no username.
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    await waitFor(() => expect(to('GET', '/wps/captcha')).toHaveLength(1));
    await user.click(second!);
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();
    await waitFor(() => expect(to('GET', '/wps/captcha')).toHaveLength(2));
  });

  it('registers by mobile with the SMS code under REGMOBVERF3, counting down after sending', async () => {
    const user = userEvent.setup();
    const human = await solvableChallenge();
    const { to, onClose } = setup({
      ...baseAnswers({
        whitelabel: { MOBILENUMREG3: true, USERNAMEREG3: false, REGMOBVERF3: true },
      }),
      'GET /wps/verification/challenge': { value: human.value },
      'POST /wps/verification/sms/register': { value: { expiredMinutes: 5 } },
      'POST /wps/member/register/mobile': { value: { id: 9, username: '912345678', session } },
    });
    await findForm();
    const send = screen.getByRole('button', { name: 'Send code' });
    // Spec 5: no code for a number that does not validate.
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '12');
    await user.click(send);
    expect(to('POST', '/wps/verification/sms/register')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      'Enter 7-12 characters.',
    );
    await user.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 1000));
    });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend (300 s)' })).toBeDisabled();
    // The SMS button passed the human check first and sent its solution.
    expect(to('POST', '/wps/verification/sms/register')[0]!.body).toEqual({
      countryDialingCode: '95',
      mobileNo: '912345678',
      challenge: human.solution,
    });
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = to('POST', '/wps/member/register/mobile')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      mobileNum: '912345678',
      countryDialingCode: '95',
      verificationCode: '123456',
    });
    expect(body).not.toHaveProperty('username');
  }, 15_000);

  it('verifies through the outside provider when it is on: 60 s, then its token with channel sms', async () => {
    const user = userEvent.setup();
    const human = await solvableChallenge();
    const { to, onClose } = setup({
      ...baseAnswers({
        whitelabel: { MOBILENUMREG3: true, USERNAMEREG3: false, REGMOBVERF3: true },
        phoneAuth: 'local',
      }),
      'GET /wps/verification/challenge': { value: human.value },
      'POST /wps/verification/phone-auth/send': { value: { sessionInfo: 'session-1' } },
      'POST /wps/verification/phone-auth/confirm': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { value: { idToken: 'id-token-1' } }
          : { code: 'INVALID_VERIFICATION_CODE' },
      'POST /wps/member/register/mobile': { value: { id: 9, username: '912345678', session } },
    });
    await findForm();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend (60 s)' })).toBeDisabled();
    expect(to('POST', '/wps/verification/sms/register')).toEqual([]);
    expect(to('POST', '/wps/verification/phone-auth/send')[0]!.body).toEqual({
      countryDialingCode: '95',
      mobileNum: '912345678',
      challenge: human.solution,
    });
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    // A wrong code: the provider's text under the code, and no registration.
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Invalid verification code.', { selector: '*:not(script)' }),
    ).toBeInTheDocument();
    expect(to('POST', '/wps/member/register/mobile')).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: 'SMS code' }));
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = to('POST', '/wps/member/register/mobile')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      mobileNum: '912345678',
      countryDialingCode: '95',
      firebaseToken: 'id-token-1',
      channel: 'sms',
    });
    expect(body).not.toHaveProperty('verificationCode');
  }, 20_000);

  it('verifies through Firebase when it is the provider: reCAPTCHA, Google, then the token with channel sms', async () => {
    const user = userEvent.setup();
    // Stands in for Google's reCAPTCHA script: the invisible check passes at once.
    const grecaptcha = {
      rendered: [] as Array<{ sitekey: string; callback: (token: string) => void }>,
      render(_el: HTMLElement, params: { sitekey: string; callback: (token: string) => void }) {
        return grecaptcha.rendered.push(params) - 1;
      },
      reset: () => undefined,
      execute: (id: number) => grecaptcha.rendered[id]!.callback('recaptcha-token-1'),
    };
    vi.stubGlobal('grecaptcha', grecaptcha);
    const firebase = { apiKey: 'AIzaSyTest-public-web-key', projectId: 'royalwin-test' };
    // Google's Identity Toolkit's answers (its wire shapes, no envelope) stand in for Google.
    const { to, onClose } = setup({
      ...baseAnswers({
        whitelabel: { MOBILENUMREG3: true, USERNAMEREG3: false, REGMOBVERF3: true },
      }),
      'GET /wps/system/setting/account': {
        value: {
          registerChallenge: false,
          smsCodeMinutes: 5,
          oauthProviders: [],
          phoneAuth: 'firebase',
          firebase,
        },
      },
      'GET /wps/verification/challenge': { value: (await solvableChallenge()).value },
      'GET /v1/recaptchaParams': { raw: { recaptchaSiteKey: 'site-key-register' } },
      'POST /v1/accounts:sendVerificationCode': { raw: { sessionInfo: 'session-info-1' } },
      'POST /v1/accounts:signInWithPhoneNumber': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { raw: { idToken: 'firebase-id-token-1' } }
          : { status: 400, raw: { error: { code: 400, message: 'INVALID_CODE' } } },
      'POST /wps/member/register/mobile': { value: { id: 9, username: '912345678', session } },
    });
    await findForm();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend (60 s)' })).toBeDisabled();
    expect(grecaptcha.rendered[0]!.sitekey).toBe('site-key-register');
    const [sent] = to('POST', '/v1/accounts:sendVerificationCode');
    expect(sent!.query.get('key')).toBe(firebase.apiKey);
    expect(sent!.body).toEqual({
      phoneNumber: '+95912345678',
      recaptchaToken: 'recaptcha-token-1',
    });
    expect(to('POST', '/wps/verification/phone-auth/send')).toEqual([]);
    expect(to('POST', '/wps/verification/sms/register')).toEqual([]);
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Invalid verification code.', { selector: '*:not(script)' }),
    ).toBeInTheDocument();
    expect(to('POST', '/wps/member/register/mobile')).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: 'SMS code' }));
    await user.type(screen.getByRole('textbox', { name: 'SMS code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(to('POST', '/v1/accounts:signInWithPhoneNumber').at(-1)!.body).toEqual({
      sessionInfo: 'session-info-1',
      code: '123456',
    });
    expect(to('POST', '/wps/member/register/mobile')[0]!.body).toMatchObject({
      firebaseToken: 'firebase-id-token-1',
      channel: 'sms',
    });
  }, 20_000);

  it('solves the human check before registering when it is on', async () => {
    const user = userEvent.setup();
    const { webcrypto, createHash } = await import('node:crypto');
    if (!globalThis.crypto?.subtle) vi.stubGlobal('crypto', webcrypto);
    const salt = 'saltsalt.123';
    const challenge = createHash('sha256').update(`${salt}42`).digest('hex');
    const signature = 'a'.repeat(64);
    const { to, onClose } = setup({
      ...baseAnswers({ registerChallenge: true }),
      'GET /wps/verification/challenge': {
        value: { algorithm: 'SHA-256', challenge, salt, maxNumber: 1000, signature },
      },
      'POST /wps/member/register': { value: { id: 7, username: 'alice7', session } },
    });
    await findForm();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'alice7');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(to('POST', '/wps/member/register')[0]!.body).toMatchObject({
      challenge: { challenge, salt, number: 42, signature },
    });
  });

  it('says registration is closed when direct registration is off', async () => {
    setup(baseAnswers({ whitelabel: { DIRECTREG3: false } }));
    expect(await screen.findByText('Registration is closed at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });
});
