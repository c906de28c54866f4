// The /join application form: a visitor's application with the wanted account, a member's own,
// the checks before sending, the server's refusals under their fields, and the states a member
// sees instead of the form.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockAnswers } from '../../test/mock-api';
import { renderWithSession } from '../../test/render-with-session';
import { setupTestI18n } from '../../test/test-i18n';
import { JoinForm } from './join-form';

beforeAll(async () => {
  await setupTestI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const countries: MockAnswers = {
  'GET /wps/system/country': {
    value: {
      countries: [{ countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar' }],
      currentCountryCode: 'MM',
    },
  },
};
const pending = {
  id: 4,
  status: 'pending',
  createdAt: '2026-11-27T10:00:00.000Z',
  decidedAt: null,
  decisionRemark: null,
};

async function fillCommon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Aung Aung');
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9123456789');
  await user.selectOptions(screen.getByLabelText('Contact app'), 'Viber');
  await user.type(screen.getByLabelText('Your ID or number on that app'), '+95 9 123');
  await user.type(screen.getByLabelText('Expected team size (players)'), '25');
  await user.type(screen.getByLabelText('Remark (optional)'), 'Tea shop owner');
}

describe('JoinForm', () => {
  it("sends a visitor's application with the wanted account and says it was received", async () => {
    const api = mockApi({ ...countries, 'POST /wps/agent/join': { value: pending } });
    const user = userEvent.setup();
    renderWithSession(<JoinForm />, { token: null });
    await fillCommon(user);
    await user.type(screen.getByLabelText('Username'), 'newagent');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByRole('heading', { name: 'Application received' })).toBeVisible();
    expect(api.to('POST', '/wps/agent/join')[0]!.body).toEqual({
      name: 'Aung Aung',
      countryDialingCode: '95',
      mobileNum: '9123456789',
      contactApp: 'viber',
      contactId: '+95 9 123',
      teamSize: 25,
      remark: 'Tea shop owner',
      username: 'newagent',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
  }, 20_000);

  it('checks the fields before sending and shows a refusal under the field it names', async () => {
    const api = mockApi({
      ...countries,
      'POST /wps/agent/join': { status: 409, code: 'USERNAME_TAKEN', field: 'body.username' },
    });
    const user = userEvent.setup();
    renderWithSession(<JoinForm />, { token: null });
    await user.type(screen.getByLabelText('Expected team size (players)'), '0');
    await user.type(screen.getByLabelText('Remark (optional)'), 'x'.repeat(141));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByText('Enter a whole number from 1 to 100000.')).toBeVisible();
    expect(screen.getByText('Keep the remark to 140 characters.')).toBeVisible();
    expect(screen.getByText('141 / 140 characters')).toBeVisible();
    expect(api.to('POST', '/wps/agent/join')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Expected team size (players)'));
    await user.clear(screen.getByLabelText('Remark (optional)'));
    await fillCommon(user);
    await user.clear(screen.getByLabelText('Expected team size (players)'));
    await user.type(screen.getByLabelText('Expected team size (players)'), '25');
    await user.type(screen.getByLabelText('Username'), 'player01');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const username = screen.getByLabelText('Username');
    expect(await screen.findByText('This username is already taken.')).toBeVisible();
    expect(username).toHaveAttribute('aria-invalid', 'true');
  }, 20_000);

  it("sends a member's application without an account and shows it waiting", async () => {
    let application: unknown = null;
    const api = mockApi({
      ...countries,
      'GET /wps/agent/join': () => ({ value: { isAgent: false, application } }),
      'POST /wps/agent/join': () => {
        application = pending;
        return { value: pending };
      },
    });
    const user = userEvent.setup();
    renderWithSession(<JoinForm />);
    await screen.findByLabelText('Your name');
    expect(screen.queryByLabelText('Username')).toBeNull();
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('heading', { name: 'Application received' })).toBeVisible();
    const body = api.to('POST', '/wps/agent/join')[0]!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('username');
    expect(body).not.toHaveProperty('password');
  }, 20_000);

  it('shows a member its rejection with the reason, and the form to apply again', async () => {
    mockApi({
      ...countries,
      'GET /wps/agent/join': {
        value: {
          isAgent: false,
          application: { ...pending, status: 'rejected', decisionRemark: 'Team too small' },
        },
      },
    });
    renderWithSession(<JoinForm />);
    const heading = await screen.findByRole('heading', {
      name: 'Your last application was not approved',
    });
    const status = heading.closest<HTMLElement>('[role="status"]')!;
    expect(heading).toBeVisible();
    expect(within(status).getByText('Reason: Team too small')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send application' })).toBeVisible();
  });

  it('tells an agent it is one, with a way to the agent centre, and an error with a retry', async () => {
    mockApi({
      ...countries,
      'GET /wps/agent/join': { value: { isAgent: true, application: null } },
    });
    const view = renderWithSession(<JoinForm />);
    expect(await screen.findByRole('heading', { name: 'You are an agent' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the agent centre' })).toHaveAttribute(
      'href',
      '/agentHome',
    );
    expect(screen.queryByRole('button', { name: 'Send application' })).toBeNull();
    view.unmount();

    mockApi({ ...countries, 'GET /wps/agent/join': { status: 500, code: 'INTERNAL_ERROR' } });
    renderWithSession(<JoinForm />);
    expect(await screen.findByText(/Your application could not be loaded/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
