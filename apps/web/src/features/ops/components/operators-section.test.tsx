import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupTestI18n } from '../../../test/test-i18n';
import { mockFetch } from '../test-fetch';
import { OperatorsSection } from './operators-section';

const admin = { id: 1, username: 'admin', role: 'admin' };

function renderSection() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <OperatorsSection canEdit />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await setupTestI18n('EN');
});
beforeEach(() => {
  sessionStorage.setItem('opsToken', 'ops-token');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('OperatorsSection', () => {
  it('refuses a short password before calling the server', async () => {
    const { sent } = mockFetch({ 'GET /ops/api/operators': { value: [admin] } });
    renderSection();
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'editor');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create operator' }));

    expect(screen.getByRole('alert')).toHaveTextContent('at least 12 characters');
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('creates an operator, lists it, and says so when a username is taken', async () => {
    const accounts = [admin];
    mockFetch({
      'GET /ops/api/operators': () => ({ value: accounts }),
      'POST /ops/api/operators': (req) => {
        const body = req.body as { username: string; role: 'content' };
        if (accounts.some((a) => a.username === body.username)) {
          return { status: 409, code: 'CONFLICT' };
        }
        const created = { id: accounts.length + 1, username: body.username, role: body.role };
        accounts.push(created);
        return { value: created };
      },
    });
    renderSection();
    const user = userEvent.setup();
    await screen.findByRole('cell', { name: 'admin' });

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'editor');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create operator' }));
    expect(await screen.findByRole('cell', { name: 'editor' })).toBeInTheDocument();
    expect(screen.getByText('Operator editor created.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create operator' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That username is already taken.');
  });
});
