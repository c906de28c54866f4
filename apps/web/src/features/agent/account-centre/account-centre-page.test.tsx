// The account centre: the agent's links with their QR codes (shown and downloaded as SVG) and
// registrations, a new link on a chosen domain, opening a player or sub-agent account, and the
// list's empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithSession } from '../../../test/render-with-session';
import { setupTestI18n } from '../../../test/test-i18n';
import { AccountCentrePage } from './account-centre-page';
import { catchDownloads } from '../../../test/downloads';

beforeAll(async () => {
  await setupTestI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const link = {
  id: 3,
  code: 'AGENT01',
  domain: 'https://www.royalwin.example',
  url: 'https://www.royalwin.example/register?affiliateCode=AGENT01',
  registrations: 12,
  createdAt: '2026-11-20T03:00:00.000Z',
};
const domains = ['https://www.royalwin.example', 'https://m.royalwin.example'];

describe('AccountCentrePage', () => {
  it('shows each link with its code, registrations and a QR code of its address', async () => {
    mockApi({ 'GET /wps/agent/affiliate/links': { value: { items: [link], domains } } });
    renderWithSession(<AccountCentrePage />);
    const list = await screen.findByRole('list', { name: 'Affiliate links' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByText('AGENT01')).toBeVisible();
    expect(within(item).getByText('12')).toBeVisible();
    expect(within(item).getByText(link.url)).toBeVisible();
    const qr = within(item).getByRole('img', { name: 'QR code of the link with code AGENT01' });
    await waitFor(() => expect(qr).toHaveAttribute('data-qr-text', link.url));
    // The download is an SVG file of the same QR code, named by the link's code.
    const { names, blobs } = catchDownloads();
    await userEvent.click(
      within(item).getByRole('button', { name: 'Download the QR code of AGENT01' }),
    );
    await waitFor(() => expect(names).toEqual(['affiliate-AGENT01.svg']));
    expect(blobs[0]!.type).toBe('image/svg+xml');
    const svg = await blobs[0]!.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toMatch(/<path d="M[^"]+" fill="#000"\/>/);
  });

  it('makes a new link on the chosen domain and lists it', async () => {
    let items = [link];
    const api = mockApi({
      'GET /wps/agent/affiliate/links': () => ({ value: { items, domains } }),
      'POST /wps/agent/affiliate/links': () => {
        const made = { ...link, id: 4, code: 'K7MPQ2RT', domain: domains[1]!, registrations: 0 };
        items = [...items, made];
        return { value: made };
      },
    });
    const user = userEvent.setup();
    renderWithSession(<AccountCentrePage />);
    await user.selectOptions(
      await screen.findByLabelText('Domain for a new link'),
      'https://m.royalwin.example',
    );
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('K7MPQ2RT')).toBeVisible();
    expect(api.to('POST', '/wps/agent/affiliate/links')[0]!.body).toEqual({
      domain: 'https://m.royalwin.example',
    });
  });

  it('opens a sub-agent account and shows its invitation code', async () => {
    const api = mockApi({
      'GET /wps/agent/affiliate/links': { value: { items: [link], domains } },
      'POST /wps/agent/downline': {
        value: { id: 90, username: 'sub_one', kind: 'agent', affiliateCode: 'Q2RTK7MP' },
      },
    });
    const user = userEvent.setup();
    renderWithSession(<AccountCentrePage />);
    await user.click(screen.getByRole('radio', { name: 'Sub-agent' }));
    await user.type(screen.getByLabelText('Username'), 'sub_one');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(screen.getByText('Passwords do not match.')).toBeVisible();
    expect(api.to('POST', '/wps/agent/downline')).toHaveLength(0);

    await user.type(screen.getByLabelText('Confirm password'), '3');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(
      await screen.findByText(
        'Sub-agent account sub_one is open. Its invitation code is Q2RTK7MP.',
      ),
    ).toBeVisible();
    expect(api.to('POST', '/wps/agent/downline')[0]!.body).toEqual({
      kind: 'agent',
      username: 'sub_one',
      password: 'secret123',
      confirmPassword: 'secret123',
    });
    expect(screen.getByLabelText('Username')).toHaveValue('');
  }, 15_000);

  it('says when there are no links, and when they could not be loaded', async () => {
    mockApi({ 'GET /wps/agent/affiliate/links': { value: { items: [], domains } } });
    const view = renderWithSession(<AccountCentrePage />);
    expect(await screen.findByText('You have no affiliate links yet.')).toBeVisible();
    view.unmount();
    mockApi({ 'GET /wps/agent/affiliate/links': { status: 403, code: 'NOT_AN_AGENT' } });
    renderWithSession(<AccountCentrePage />);
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
