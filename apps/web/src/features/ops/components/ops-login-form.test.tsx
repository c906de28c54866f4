import { builtInRolePermissions } from '@wps/contracts/ops/permissions';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupTestI18n } from '../../../test/test-i18n';
import { mockFetch } from '../test-fetch';
import { OpsLoginForm } from './ops-login-form';

const operator = {
  id: 1,
  username: 'admin',
  role: 'admin',
  permissions: [...builtInRolePermissions['admin']],
  active: true,
};

function renderForm() {
  const onSignedIn = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OpsLoginForm onSignedIn={onSignedIn} />
    </QueryClientProvider>,
  );
  return { onSignedIn };
}

beforeAll(async () => {
  await setupTestI18n('EN');
});
beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('OpsLoginForm', () => {
  it('signs in with the operator account and hands back the token, without the player token', async () => {
    sessionStorage.setItem('token', 'player-token-should-not-be-sent');
    const { sent } = mockFetch({
      'POST /ops/api/session': { value: { token: 'ops-token', operator } },
    });
    const { onSignedIn } = renderForm();
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Username' }), '  admin ');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('ops-token', operator));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/ops/api/session',
        authorization: null,
        body: { username: 'admin', password: 'correct horse battery' },
      },
    ]);
  });

  it('asks for the two-factor code when the server says so, and sends it with the password', async () => {
    const { sent } = mockFetch({
      'POST /ops/api/session': (req) =>
        (req.body as { otp?: string }).otp === '123456'
          ? { value: { token: 'ops-token', operator } }
          : { status: 401, code: 'OTP_REQUIRED' },
    });
    const { onSignedIn } = renderForm();
    const user = userEvent.setup();

    expect(screen.queryByRole('textbox', { name: 'Code from your authenticator app' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByRole('textbox', { name: 'Code from your authenticator app' });
    // A step, not a failure: no error is shown for OTP_REQUIRED.
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('ops-token', operator));
    expect(sent.map((r) => r.body)).toEqual([
      { username: 'admin', password: 'correct horse battery' },
      { username: 'admin', password: 'correct horse battery', otp: '123456' },
    ]);
  }, 15_000);

  it('shows the translated message for wrong credentials and stays on the form', async () => {
    mockFetch({ 'POST /ops/api/session': { status: 401, code: 'BAD_CREDENTIALS' } });
    const { onSignedIn } = renderForm();
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Username or password incorrect.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('asks for both fields before calling the server', async () => {
    const { spy } = mockFetch({});
    renderForm();
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Enter your username and password.');
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows a network failure as a message, not a crash', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm();
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.type(screen.getByLabelText('Password'), 'whatever it is');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal.');
  });
});
