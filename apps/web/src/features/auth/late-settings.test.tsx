// The register and forgot-password dialogs when their settings come late or fail on a later
// read (stop 23's CI once saw the reset-by-mobile resend countdown never start): a Send click
// before the country list has answered is not swallowed (the button waits, disabled, and works
// once the dial code is known), and what was typed survives a failed re-read of the settings.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../test/test-i18n';
import { mockApi, type MockAnswer, type MockAnswers } from '../../test/mock-api';
import { baseAnswers, renderModal } from './components/test-harness';
import ForgotPasswordModal from './password/forgot-password-modal';
import RegisterModal from './register/register-modal';
import { solvableChallenge } from './test-api';

beforeAll(async () => {
  await setupTestI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** An answer held back until `release` is called. */
function held(answer: MockAnswer) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { respond: async () => (await gate, answer), release: () => act(async () => release()) };
}

/** An answer that fails once `fail` is set. */
function failing(answer: MockAnswer) {
  const state = { fail: false };
  return {
    state,
    respond: () => (state.fail ? { status: 500, code: 'INTERNAL' } : answer),
  };
}

const countriesOf = (answers: MockAnswers) => answers['GET /wps/system/country'] as MockAnswer;

describe('ForgotPasswordModal with late settings', () => {
  it('waits for the dial code before Send, then sends and counts down', async () => {
    const user = userEvent.setup();
    const human = await solvableChallenge();
    const base = baseAnswers();
    const countries = held(countriesOf(base));
    const { to } = mockApi({
      ...base,
      'GET /wps/system/country': countries.respond,
      'GET /wps/verification/challenge': { value: human.value },
      'POST /wps/member/password/sms': { value: { expiredMinutes: 1 } },
    });
    renderModal(<ForgotPasswordModal onClose={vi.fn()} />);
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '912345678');
    const send = screen.getByRole('button', { name: 'Send code' });
    // No dial code yet: the button waits rather than taking a click it would drop.
    expect(send).toBeDisabled();
    await countries.release();
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByRole('button', { name: 'Resend (60 s)' })).toBeDisabled();
    expect(to('POST', '/wps/member/password/sms')[0]!.body).toMatchObject({
      countryDialingCode: '95',
      mobileNum: '912345678',
    });
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('912345678');
  });

  it('keeps what was typed when a later read of the settings fails', async () => {
    const user = userEvent.setup();
    const base = baseAnswers();
    const register = failing(base['GET /wps/system/setting/register'] as MockAnswer);
    mockApi({ ...base, 'GET /wps/system/setting/register': register.respond });
    const { queryClient } = renderModal(<ForgotPasswordModal onClose={vi.fn()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'alice7');
    register.state.fail = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['system', 'register-settings'] }));
    expect(queryClient.getQueryState(['system', 'register-settings'])?.status).toBe('error');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('alice7');
  });
});

describe('RegisterModal with late settings', () => {
  const mobileWay = { MOBILENUMREG3: true, USERNAMEREG3: false, REGMOBVERF3: true };

  it('waits for the dial code before Send, then sends and counts down', async () => {
    const user = userEvent.setup();
    const human = await solvableChallenge();
    const base = baseAnswers({ whitelabel: mobileWay });
    const countries = held(countriesOf(base));
    const { to } = mockApi({
      ...base,
      'GET /wps/system/country': countries.respond,
      'GET /wps/verification/challenge': { value: human.value },
      'POST /wps/verification/sms/register': { value: { expiredMinutes: 5 } },
    });
    renderModal(<RegisterModal onClose={vi.fn()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '912345678');
    const send = screen.getByRole('button', { name: 'Send code' });
    expect(send).toBeDisabled();
    await countries.release();
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await screen.findByRole('button', { name: 'Resend (300 s)' })).toBeDisabled();
    expect(to('POST', '/wps/verification/sms/register')).toHaveLength(1);
  });

  it('keeps what was typed when a later read of the site settings fails', async () => {
    const user = userEvent.setup();
    const base = baseAnswers();
    const consolidated = failing(base['GET /wps/system/settings/consolidated'] as MockAnswer);
    mockApi({ ...base, 'GET /wps/system/settings/consolidated': consolidated.respond });
    const { queryClient } = renderModal(<RegisterModal onClose={vi.fn()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'alice7');
    consolidated.state.fail = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['system', 'consolidated'] }));
    expect(queryClient.getQueryState(['system', 'consolidated'])?.status).toBe('error');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('alice7');
  });
});
