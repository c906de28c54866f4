// The account centre: registering a player or a sub-agent under me (what the server answered is
// said, a refusal too), and my affiliate links (loading, empty, error, a new link).
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageProvider } from '../../../lib/language';
import { mockApi, type MockAnswers } from '../../../test/mock-api';
import { renderWithSession } from '../../../test/render-with-session';
import { setupTestI18n } from '../../../test/test-i18n';
import { AccountCentrePage } from './account-centre-page';

beforeAll(async () => {
  await setupTestI18n('EN');
});

const link = {
  id: 1,
  code: 'AG01',
  domain: 'royalwin.example',
  url: 'https://royalwin.example/register?affiliateCode=AG01',
  registrations: 4,
  createdAt: '2026-11-01T03:00:00.000Z',
};

function renderPage(answers: MockAnswers) {
  const api = mockApi({
    'GET /wps/agent/affiliate/links': { value: { items: [], domains: ['royalwin.example'] } },
    ...answers,
  });
  renderWithSession(
    <LanguageProvider>
      <AccountCentrePage />
    </LanguageProvider>,
  );
  return api;
}

describe('the account centre', () => {
  it('registers a sub-agent under me and says its invitation code', async () => {
    const api = renderPage({
      'POST /wps/agent/downline': {
        value: { id: 31, username: 'sub1', kind: 'agent', affiliateCode: 'SUB1X' },
      },
    });
    const card = await screen.findByRole('region', { name: 'Register a downline' });
    await userEvent.click(within(card).getByRole('radio', { name: 'Sub-agent' }));
    await userEvent.type(within(card).getByRole('textbox', { name: 'Username' }), 'sub1');
    await userEvent.type(within(card).getByLabelText('Password'), 'agent1234');
    await userEvent.type(within(card).getByLabelText('Confirm password'), 'agent1234');
    await userEvent.click(within(card).getByRole('button', { name: 'Create the account' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Sub-agent sub1 is registered under you; their invitation code is SUB1X.',
    );
    expect(api.sent.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'agent',
      username: 'sub1',
      password: 'agent1234',
      confirmPassword: 'agent1234',
    });
  });

  it('checks the form before sending and shows the server’s refusal under the field', async () => {
    const api = renderPage({
      'POST /wps/agent/downline': { status: 409, code: 'USERNAME_TAKEN', field: 'body.username' },
    });
    const card = await screen.findByRole('region', { name: 'Register a downline' });
    await userEvent.type(within(card).getByRole('textbox', { name: 'Username' }), 'bad name');
    await userEvent.type(within(card).getByLabelText('Password'), 'agent1234');
    await userEvent.type(within(card).getByLabelText('Confirm password'), 'other1234');
    await userEvent.click(within(card).getByRole('button', { name: 'Create the account' }));
    expect(await within(card).findByText('Letters, digits and _ only.')).toBeInTheDocument();
    expect(api.sent.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.clear(within(card).getByRole('textbox', { name: 'Username' }));
    await userEvent.type(within(card).getByRole('textbox', { name: 'Username' }), 'taken');
    await userEvent.clear(within(card).getByLabelText('Confirm password'));
    await userEvent.type(within(card).getByLabelText('Confirm password'), 'agent1234');
    await userEvent.click(within(card).getByRole('button', { name: 'Create the account' }));
    await waitFor(() => expect(api.sent.some((r) => r.method === 'POST')).toBe(true));
    expect(within(card).getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('lists my links with their registrations and QR code, and adds one', async () => {
    let items = [link];
    const api = renderPage({
      'GET /wps/agent/affiliate/links': () => ({
        value: { items, domains: ['royalwin.example', 'rw2.example'] },
      }),
      'POST /wps/agent/affiliate/links': (req) => {
        const made = {
          ...link,
          id: 2,
          code: 'AG02',
          domain: (req.body as { domain: string }).domain,
        };
        items = [...items, made];
        return { value: made };
      },
    });
    const card = await screen.findByRole('region', { name: 'My affiliate links' });
    expect(await within(card).findByText('AG01')).toBeInTheDocument();
    expect(within(card).getByText('4')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'QR code of the link AG01' })).toBeInTheDocument();
    await userEvent.selectOptions(within(card).getByLabelText('Domain'), 'rw2.example');
    await userEvent.click(within(card).getByRole('button', { name: 'New link' }));
    expect(await within(card).findByText('AG02')).toBeInTheDocument();
    expect(api.sent.find((r) => r.method === 'POST')?.body).toEqual({ domain: 'rw2.example' });
  });

  it('says when I have no link', async () => {
    renderPage({});
    expect(await screen.findByText('You have no affiliate link yet.')).toBeInTheDocument();
  });

  it('shows an error when the links fail', async () => {
    renderPage({ 'GET /wps/agent/affiliate/links': { status: 500, code: 'INTERNAL_ERROR' } });
    const card = await screen.findByRole('region', { name: 'My affiliate links' });
    expect(await within(card).findByRole('alert')).toBeInTheDocument();
  });
});
