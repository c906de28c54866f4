import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeConsolidated, makeMemberInfo } from '../../../test/fixtures';
import { defaultApi, renderInApp } from '../../../test/render-app';
import { setupTestI18n } from '../../../test/test-i18n';
import { Header } from '../../../shell/header/header';
import {
  clearCookies,
  makeLoginValue,
  scriptedFetch,
  solvableChallenge,
  type Handler,
} from '../test-api';

beforeAll(async () => {
  await setupTestI18n('EN');
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  clearCookies();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settings = (sms = false) =>
  makeConsolidated({
    whitelabel: { MOBILEVERCODELOGIN3: sms },
    register: {
      fields: {
        mobileNum: {
          enabled: true,
          required: false,
          acceptedPattern: '^9[0-9]+$',
          patternId: 'DIGITS',
          minLength: 7,
          maxLength: 11,
        },
      },
    },
  });

const baseApi = (sms = false) => ({
  ...defaultApi(),
  '/wps/system/settings/consolidated': settings(sms),
  '/wps/system/setting/account': {
    registerChallenge: false,
    smsCodeMinutes: 5,
    oauthProviders: ['google'],
  },
  '/wps/system/country': {
    countries: [{ countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar' }],
    currentCountryCode: 'MM',
  },
  '/wps/member/info': makeMemberInfo(),
});

/** Renders the header at `path`, answers with `handlers`, and opens the login popup. */
async function openLogin(
  handlers: Record<string, Handler | unknown> = {},
  { sms = false, path = '/' }: { sms?: boolean; path?: string } = {},
) {
  const api = { ...baseApi(sms), ...handlers };
  const view = renderInApp(<Header />, { api, path });
  const server = scriptedFetch(api);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { ...view, ...server, dialog };
}

async function logInWith(dialog: HTMLElement, username: string, password: string) {
  await userEvent.type(within(dialog).getByLabelText('Username'), username);
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

function storedEverywhere(): string {
  return [
    document.cookie,
    JSON.stringify({ ...localStorage }),
    JSON.stringify({ ...sessionStorage }),
  ].join('\n');
}

describe('the login popup', () => {
  it('offers the mobile tab only when MOBILEVERCODELOGIN3 is on', async () => {
    const off = await openLogin();
    expect(within(off.dialog).queryByRole('tab')).toBeNull();
    expect(within(off.dialog).getByLabelText('Password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    off.unmount();

    const on = await openLogin({}, { sms: true });
    // Settings arrive after the first render.
    const tabs = await within(on.dialog).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Username', 'Mobile']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('logs in, keeps the session values, and remembers the username but never the password', async () => {
    const { dialog, callsTo } = await openLogin({
      '/wps/session/login': () => ({ value: makeLoginValue({ isAgent: false }) }),
    });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await logInWith(dialog, 'player01', 'Secret-pass1');

    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    const [login] = callsTo('/wps/session/login');
    expect(login?.body).toMatchObject({
      type: 'username',
      username: 'player01',
      password: 'Secret-pass1',
      portal: 'site',
    });
    expect((login?.body as { deviceId: string }).deviceId).toBe(localStorage.getItem('deviceId'));
    expect(sessionStorage.getItem('token')).toBe('new-token');
    expect(sessionStorage.getItem('username')).toBe('player01');
    expect(sessionStorage.getItem('isAgent')).toBe('false');
    expect(document.cookie).toContain('lastUsername=player01');
    expect(document.cookie).toContain('rememberMe=1');
    expect(storedEverywhere()).not.toContain('Secret-pass1');
    // The welcome names the member once their info has loaded.
    expect(await screen.findByText('Hello, Lucky Mya!')).toBeVisible();
  });

  it('fills the remembered username and forgets it when remember-me is off', async () => {
    document.cookie = 'lastUsername=player01; Path=/';
    document.cookie = 'rememberMe=1; Path=/';
    const { dialog } = await openLogin({
      '/wps/session/login': () => ({ value: makeLoginValue() }),
    });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('player01');
    const remember = within(dialog).getByRole('checkbox', { name: 'Remember me' });
    expect(remember).toBeChecked();
    await userEvent.click(remember);
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret-pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(document.cookie).not.toContain('lastUsername');
    expect(document.cookie).not.toContain('rememberMe');
  });

  it('shows the translated error under the form and asks for nothing it does not need', async () => {
    const { dialog, callsTo } = await openLogin({
      '/wps/session/login': () => ({ error: 'BAD_CREDENTIALS', status: 401 }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    // Both required: nothing is sent.
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);
    expect(callsTo('/wps/session/login')).toHaveLength(0);

    await logInWith(dialog, 'player01', 'wrong-pass1');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Username or password incorrect.',
    );
    expect(within(dialog).queryByLabelText('Captcha')).toBeNull();
  });

  it('says how long to wait when the login guard refuses for a while', async () => {
    const { dialog } = await openLogin({
      '/wps/session/login': () => ({ error: 'TOO_MANY_REQUESTS', status: 429, retryAfter: 8 }),
    });
    await logInWith(dialog, 'player01', 'wrong-pass1');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 8 seconds.',
    );
  });

  it('shows the captcha after CAPTCHA_REQUIRED and sends its answer', async () => {
    let tries = 0;
    const { dialog, callsTo } = await openLogin({
      '/wps/session/login': () =>
        ++tries === 1 ? { error: 'CAPTCHA_REQUIRED' } : { value: makeLoginValue() },
      '/wps/captcha': {
        id: '5b3c1c1e-8f5e-4a43-9a57-3f1f0b4f6a11',
        image: 'data:image/png;base64,iVBORw0KGgo=',
        expiresInSeconds: 120,
      },
    });
    await logInWith(dialog, 'player01', 'Secret-pass1');
    const captcha = await within(dialog).findByLabelText('Captcha');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter the captcha.');
    expect(callsTo('/wps/captcha')).toHaveLength(1);

    await userEvent.type(captcha, 'ab12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(callsTo('/wps/session/login')[1]?.body).toMatchObject({
      captcha: { id: '5b3c1c1e-8f5e-4a43-9a57-3f1f0b4f6a11', answer: 'ab12' },
    });
  });

  it('asks for the SMS code only for a mobile number that validates, then logs in by SMS', async () => {
    const human = await solvableChallenge();
    const { dialog, callsTo } = await openLogin(
      {
        '/wps/verification/challenge': human.value,
        '/wps/verification/sms/noLogin': { expiredMinutes: 5 },
        '/wps/session/login': () => ({ value: makeLoginValue() }),
      },
      { sms: true },
    );
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Mobile' }));
    const send = within(dialog).getByRole('button', { name: 'Send code' });

    await userEvent.click(send);
    expect(within(dialog).getByText('Please enter your phone number.')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '12345');
    await new Promise((r) => setTimeout(r, 1_050)); // the button's one-second throttle
    await userEvent.click(send);
    // The register settings' rule: 7-11 digits starting with 9.
    expect(within(dialog).getByText(/Enter 7-11/)).toBeVisible();
    expect(callsTo('/wps/verification/sms/noLogin')).toHaveLength(0);

    const mobile = within(dialog).getByLabelText('Mobile number');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '912345678');
    await new Promise((r) => setTimeout(r, 1_050));
    await userEvent.click(send);
    await waitFor(() => expect(callsTo('/wps/verification/sms/noLogin')).toHaveLength(1));
    // The human check first, then its solution with the number.
    expect(callsTo('/wps/verification/challenge')).toHaveLength(1);
    expect(callsTo('/wps/verification/sms/noLogin')[0]?.body).toEqual({
      countryDialingCode: '95',
      mobileNum: '912345678',
      challenge: human.solution,
    });

    await userEvent.type(within(dialog).getByLabelText('SMS code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(callsTo('/wps/session/login')[0]?.body).toMatchObject({
      type: 'sms',
      countryDialingCode: '95',
      mobileNum: '912345678',
      verificationCode: '123456',
    });
  }, 20_000);

  it('logs in by SMS through the outside provider when it is on: its token, channel sms', async () => {
    const human = await solvableChallenge();
    const { dialog, callsTo } = await openLogin(
      {
        '/wps/system/setting/account': {
          registerChallenge: false,
          smsCodeMinutes: 5,
          oauthProviders: [],
          phoneAuth: 'local',
        },
        '/wps/verification/challenge': human.value,
        '/wps/verification/phone-auth/send': { sessionInfo: 'session-9' },
        '/wps/verification/phone-auth/confirm': { idToken: 'id-token-9' },
        '/wps/session/login': () => ({ value: makeLoginValue() }),
      },
      { sms: true },
    );
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Mobile' }));
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '912345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend (60 s)' })).toBeDisabled();
    expect(callsTo('/wps/verification/sms/noLogin')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('SMS code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(callsTo('/wps/verification/phone-auth/confirm')[0]?.body).toEqual({
      sessionInfo: 'session-9',
      code: '123456',
    });
    const body = callsTo('/wps/session/login')[0]?.body;
    expect(body).toMatchObject({
      type: 'sms',
      countryDialingCode: '95',
      mobileNum: '912345678',
      firebaseToken: 'id-token-9',
      channel: 'sms',
    });
    expect(body).not.toHaveProperty('verificationCode');
  }, 20_000);

  it('logs in by SMS through Firebase when it is the provider: Google sends, its token is sent', async () => {
    // Stands in for Google's reCAPTCHA script: the invisible check passes at once.
    const rendered: Array<{ callback: (token: string) => void }> = [];
    vi.stubGlobal('grecaptcha', {
      render: (_el: HTMLElement, params: { callback: (token: string) => void }) =>
        rendered.push(params) - 1,
      reset: () => undefined,
      execute: (id: number) => rendered[id]!.callback('recaptcha-token-9'),
    });
    // Google's Identity Toolkit answers (its wire shapes, no envelope) stand in for Google.
    const { dialog, callsTo } = await openLogin(
      {
        '/wps/system/setting/account': {
          registerChallenge: false,
          smsCodeMinutes: 5,
          oauthProviders: [],
          phoneAuth: 'firebase',
          firebase: { apiKey: 'AIzaSyTest-login-key', projectId: 'royalwin-test' },
        },
        // The site's own human check still runs before a send (Firebase ignores it).
        '/wps/verification/challenge': (await solvableChallenge()).value,
        '/v1/recaptchaParams': () => ({ raw: { recaptchaSiteKey: 'site-key-login' } }),
        '/v1/accounts:sendVerificationCode': () => ({ raw: { sessionInfo: 'session-g' } }),
        '/v1/accounts:signInWithPhoneNumber': () => ({ raw: { idToken: 'firebase-id-token-9' } }),
        '/wps/session/login': () => ({ value: makeLoginValue() }),
      },
      { sms: true },
    );
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Mobile' }));
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '912345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend (60 s)' })).toBeDisabled();
    expect(callsTo('/v1/accounts:sendVerificationCode')[0]?.body).toEqual({
      phoneNumber: '+95912345678',
      recaptchaToken: 'recaptcha-token-9',
    });
    expect(callsTo('/v1/accounts:sendVerificationCode')[0]?.search).toBe(
      '?key=AIzaSyTest-login-key',
    );
    expect(callsTo('/wps/verification/sms/noLogin')).toHaveLength(0);
    expect(callsTo('/wps/verification/phone-auth/send')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('SMS code'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(callsTo('/v1/accounts:signInWithPhoneNumber')[0]?.body).toEqual({
      sessionInfo: 'session-g',
      code: '123456',
    });
    expect(callsTo('/wps/session/login')[0]?.body).toMatchObject({
      type: 'sms',
      firebaseToken: 'firebase-id-token-9',
      channel: 'sms',
    });
  }, 20_000);

  it('continues with a code step when the device is new', async () => {
    const { dialog, callsTo } = await openLogin({
      '/wps/session/login': () => ({ error: 'DEVICE_VERIFICATION_REQUIRED', status: 403 }),
      '/wps/session/login/verification': () => ({ value: makeLoginValue() }),
    });
    await logInWith(dialog, 'player01', 'Secret-pass1');
    const step = await screen.findByRole('dialog', { name: 'Confirm this device' });
    await userEvent.type(within(step).getByLabelText('Verification code'), '654321');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm and log in' }));
    await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(callsTo('/wps/session/login/verification')[0]?.body).toEqual({
      username: 'player01',
      password: 'Secret-pass1',
      deviceId: localStorage.getItem('deviceId'),
      verificationCode: '654321',
      portal: 'site',
    });
  });

  it('welcomes a first login with where to deposit and the member centre', async () => {
    const { dialog } = await openLogin({
      '/wps/session/login': () => ({ value: makeLoginValue({ firstTimeLogin: true }) }),
    });
    await logInWith(dialog, 'player01', 'Secret-pass1');
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Royal Win' });
    expect(within(welcome).getByText(/Deposit button/)).toBeVisible();
    expect(within(welcome).getByText(/Member centre/)).toBeVisible();
  });

  it('opens the forced password change after a login with an expired password', async () => {
    const { dialog } = await openLogin({
      '/wps/session/login': () => ({ value: makeLoginValue({ passwordExpired: true }) }),
      '/wps/v2/member/securityConfig': {
        hasPassword: true,
        hasPaymentPassword: false,
        mobile: null,
        email: null,
        passwordExpired: true,
        newDeviceVerification: false,
        socialLogins: [],
      },
    });
    await logInWith(dialog, 'player01', 'Secret-pass1');
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(change).toHaveTextContent('Your password must be changed before you continue.');
    expect(screen.queryByRole('dialog', { name: 'Welcome back' })).toBeNull();
  });

  it('logs in to the agent centre from an agent page and goes to /agentHome', async () => {
    const { dialog, callsTo, router } = await openLogin(
      {
        '/wps/session/login': () => ({ value: makeLoginValue({ isAgent: true, accountType: 1 }) }),
      },
      { path: '/join' },
    );
    await logInWith(dialog, 'agent01', 'Secret-pass1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    expect(callsTo('/wps/session/login')[0]?.body).toMatchObject({ portal: 'agent' });
    expect(sessionStorage.getItem('isAgent')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links to Google when the server offers it, and to the app download', async () => {
    const { dialog } = await openLogin();
    expect(await within(dialog).findByRole('link', { name: 'Google' })).toHaveAttribute(
      'href',
      '/wps/session/oauth/google/start',
    );
    expect(within(dialog).queryByRole('link', { name: 'Facebook' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: /Get the app/ })).toHaveAttribute(
      'href',
      '/down',
    );
  });
});
