import {
  builtInRolePermissions,
  builtInRoles,
  opsPermissions,
} from '@wps/contracts/ops/permissions';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { localeValue } from '../../../test/test-i18n';
import { opsMeQueryOptions } from '../api/use-ops-me';
import { mockFetch, type SentRequest } from '../test-fetch';
import { OperatorsSection } from './operators-section';
import { setUpConsoleTests } from '../test-setup';

const admin = {
  id: 1,
  username: 'admin',
  role: 'admin',
  permissions: [...builtInRolePermissions['admin']],
  active: true,
  twoFactorEnabled: true,
};
const cashier = {
  id: 2,
  username: 'cashier',
  role: 'finance',
  permissions: [...builtInRolePermissions['finance']],
  active: true,
  twoFactorEnabled: false,
};
const roles = [
  ...builtInRoles.map((name) => ({
    name,
    builtIn: true,
    permissions: [...builtInRolePermissions[name]],
  })),
  { name: 'notices-only', builtIn: false, permissions: ['content.edit'] },
];
const LIST = 'GET /ops/api/operators?page=1';

function renderSection(canEdit = true) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // The signed-in operator, as the console holds it: the admin.
  client.setQueryData(opsMeQueryOptions().queryKey, { ...admin, mustEnrolTwoFactor: false });
  render(
    <QueryClientProvider client={client}>
      <OperatorsSection canEdit={canEdit} />
    </QueryClientProvider>,
  );
}

const writes = (sent: SentRequest[]) => sent.filter((r) => r.method !== 'GET');

setUpConsoleTests();

describe('OperatorsSection', () => {
  it('refuses a short password before calling the server', async () => {
    const { sent } = mockFetch({
      [LIST]: { value: { items: [admin], totalPages: 1 } },
      'GET /ops/api/roles': { value: roles },
    });
    renderSection();
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'editor');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create operator' }));

    expect(screen.getByRole('alert')).toHaveTextContent('at least 12 characters');
    expect(writes(sent)).toEqual([]);
  });

  it('creates an operator with a custom role, lists it, and says so when a username is taken', async () => {
    const accounts = [admin];
    const { sent } = mockFetch({
      [LIST]: () => ({ value: { items: accounts, totalPages: 1 } }),
      'GET /ops/api/roles': { value: roles },
      'POST /ops/api/operators': (req) => {
        const body = req.body as { username: string; role: string };
        if (accounts.some((a) => a.username === body.username)) {
          return { status: 409, code: 'CONFLICT' };
        }
        const created = { ...cashier, id: 9, username: body.username, role: body.role };
        accounts.push(created);
        return { value: created };
      },
    });
    renderSection();
    const user = userEvent.setup();
    await screen.findByRole('cell', { name: /^admin/ });

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'editor');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), 'notices-only');
    await user.click(screen.getByRole('button', { name: 'Create operator' }));
    expect(await screen.findByRole('cell', { name: 'editor' })).toBeInTheDocument();
    expect(screen.getByText('Operator editor created.')).toBeInTheDocument();
    expect(writes(sent)[0]!.body).toMatchObject({ username: 'editor', role: 'notices-only' });

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await user.type(screen.getByLabelText('Password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Create operator' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That username is already taken.');
  });

  it('pages the list on the server and shows its empty and error states', async () => {
    const { sent } = mockFetch({
      [LIST]: { value: { items: [admin], totalPages: 2 } },
      'GET /ops/api/operators?page=2': { status: 500, code: 'INTERNAL_ERROR' },
      'GET /ops/api/roles': { value: roles },
    });
    renderSection();
    const user = userEvent.setup();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const list = screen.getByRole('region', { name: 'Operator accounts' });
    expect(await within(list).findByRole('alert')).toBeVisible();
    expect(sent.map((r) => r.path)).toContain('/ops/api/operators?page=2');
  });

  it('disables another operator once the dialog naming the effect is confirmed, never oneself', async () => {
    const { sent } = mockFetch({
      [LIST]: { value: { items: [admin, cashier], totalPages: 1 } },
      'GET /ops/api/roles': { value: roles },
      'PATCH /ops/api/operators/2': (req) => ({
        value: { ...cashier, ...(req.body as object) },
      }),
    });
    renderSection();
    const user = userEvent.setup();
    await screen.findByRole('cell', { name: 'cashier' });

    // One's own row offers no disable and no role change.
    expect(screen.queryByRole('button', { name: 'Disable admin' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Role of admin' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Disable cashier' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable operator cashier?' });
    expect(dialog).toHaveTextContent(
      'cashier is signed out of the console at once and cannot sign in until enabled again.',
    );
    expect(writes(sent)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm: disable cashier' }));
    await vi.waitFor(() =>
      expect(writes(sent)).toEqual([
        expect.objectContaining({ path: '/ops/api/operators/2', body: { active: false } }),
      ]),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of cashier' }), 'risk');
    await vi.waitFor(() => expect(writes(sent)[1]?.body).toEqual({ role: 'risk' }));
  });

  it('says so when the change would leave no active admin', async () => {
    mockFetch({
      [LIST]: { value: { items: [admin, { ...cashier, role: 'admin' }], totalPages: 1 } },
      'GET /ops/api/roles': { value: roles },
      'PATCH /ops/api/operators/2': { status: 409, code: 'LAST_ADMIN' },
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable cashier' }));
    await user.click(screen.getByRole('button', { name: 'Confirm: disable cashier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This would leave no active admin.');
  });

  it("lists an operator's sessions and ends one", async () => {
    const { sent } = mockFetch({
      [LIST]: { value: { items: [admin, cashier], totalPages: 1 } },
      'GET /ops/api/roles': { value: roles },
      'GET /ops/api/operators/2/sessions': {
        value: [
          {
            id: 41,
            createdAt: '2026-11-27T01:00:00.000Z',
            expiresAt: '2026-11-28T01:00:00.000Z',
            ip: '203.0.113.9',
            userAgent: 'Firefox',
          },
        ],
      },
      'DELETE /ops/api/operators/2/sessions/41': { value: null },
    });
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sessions of cashier' }));
    const card = await screen.findByRole('region', { name: 'Sessions of cashier' });
    expect(await within(card).findByRole('cell', { name: '203.0.113.9' })).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'End session 41' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('signed out at once');
    await user.click(screen.getByRole('button', { name: 'Confirm: end session 41' }));
    await vi.waitFor(() =>
      expect(writes(sent)).toEqual([
        expect.objectContaining({ method: 'DELETE', path: '/ops/api/operators/2/sessions/41' }),
      ]),
    );
  });

  it('builds a custom role from permission boxes and edits an existing one', async () => {
    const { sent } = mockFetch({
      [LIST]: { value: { items: [admin], totalPages: 1 } },
      'GET /ops/api/roles': { value: roles },
      'PUT /ops/api/roles/auditor': (req) => ({
        value: { name: 'auditor', builtIn: false, ...(req.body as object) },
      }),
      'PUT /ops/api/roles/notices-only': (req) => ({
        value: { name: 'notices-only', builtIn: false, ...(req.body as object) },
      }),
    });
    renderSection();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New custom role' });

    await user.type(within(form).getByRole('textbox', { name: 'Role name' }), 'Admin');
    await user.click(within(form).getByRole('button', { name: 'Save role' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('may not be a built-in role');
    expect(writes(sent)).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: 'Role name' }));
    await user.type(within(form).getByRole('textbox', { name: 'Role name' }), 'auditor');
    // Each box is named in words; the code is its small secondary text.
    const audit = within(form).getByRole('checkbox', { name: 'Audit log' });
    expect(audit).toHaveAccessibleDescription('audit.read');
    expect(within(form).queryByRole('checkbox', { name: 'audit.read' })).toBeNull();
    await user.click(audit);
    await user.click(
      within(form).getByRole('checkbox', { name: 'See members and their messages' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Save role' }));
    await vi.waitFor(() =>
      expect(writes(sent)[0]).toMatchObject({
        path: '/ops/api/roles/auditor',
        body: { permissions: ['audit.read', 'members.read'] },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Edit role notices-only' }));
    const edit = screen.getByRole('form', { name: 'Edit role notices-only' });
    expect(within(edit).getByRole('checkbox', { name: 'Edit content' })).toBeChecked();
    await user.click(within(edit).getByRole('checkbox', { name: 'Send messages to members' }));
    await user.click(within(edit).getByRole('button', { name: 'Save role' }));
    await vi.waitFor(() =>
      expect(writes(sent)[1]).toMatchObject({
        path: '/ops/api/roles/notices-only',
        body: { permissions: ['content.edit', 'messages.send'] },
      }),
    );
  });

  it('shows no action, no new operator and no roles to an operator who may not manage them', async () => {
    mockFetch({ [LIST]: { value: { items: [admin, cashier], totalPages: 1 } } });
    renderSection(false);
    expect(await screen.findByRole('cell', { name: 'cashier' })).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'New operator' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Roles' })).toBeNull();
  });

  it.each(['EN', 'MY'] as const)('names every permission in %s', (language) => {
    for (const p of opsPermissions) {
      const name = localeValue(language, `ops.permissionNames.${p}`);
      expect(typeof name === 'string' && name.length > 0, `${language} ${p}`).toBe(true);
    }
  });
});
