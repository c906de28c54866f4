import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mockFetch, type SentRequest } from '../test-fetch';
import { FieldSettingsSection } from './field-settings-section';
import { setUpConsoleTests } from '../test-setup';

const username = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 'FREE_TEXT',
  minLength: 4,
  maxLength: 16,
};
// The contract requires username and password to be set, enabled and required.
const fields = { username, password: { ...username, minLength: 6, maxLength: 32 } };

function renderSection() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <FieldSettingsSection canEdit />
    </QueryClientProvider>,
  );
}

/** The server's side of the save: it answers with what it stored. */
const store = (req: SentRequest) => ({ value: req.body });

// Nothing kept from an earlier test; the operator's token is set after this.
beforeEach(() => {
  sessionStorage.clear();
});
setUpConsoleTests();

describe('the field settings form', () => {
  it('saves the changed document with the operator token and says so', async () => {
    const { sent } = mockFetch({
      'GET /wps/system/setting/register': { value: { fields } },
      'PUT /ops/api/system/setting/register': store,
    });
    renderSection();
    const user = userEvent.setup();

    const max = await screen.findByRole('spinbutton', { name: 'Max length: username' });
    await user.clear(max);
    await user.type(max, '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved.'));
    expect(sent.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/ops/api/system/setting/register',
      authorization: 'Bearer ops-token',
      body: { fields: { ...fields, username: { ...username, maxLength: 20 } } },
    });
  });

  it('refuses a minimum above the maximum before sending anything', async () => {
    const { sent } = mockFetch({
      'GET /wps/system/setting/register': { value: { fields } },
    });
    renderSection();
    const user = userEvent.setup();

    const min = await screen.findByRole('spinbutton', { name: 'Min length: username' });
    await user.clear(min);
    await user.type(min, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'username: the minimum length is above the maximum.',
    );
    expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);
  });
});
