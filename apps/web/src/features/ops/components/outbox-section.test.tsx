import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { OutboxSection } from './outbox-section';
import { setUpConsoleTests } from '../test-setup';

const sms = (id: number, to: string) => ({
  id,
  channel: 'sms' as const,
  to,
  subject: null,
  body: `Your RoyalWin code is 12345${id}.`,
  createdAt: '2026-11-20T08:00:00.000Z',
  deliveryStatus: 'queued' as const,
  providerMessageId: null,
  deliveryError: null,
  attemptedAt: null,
});

setUpConsoleTests();

describe('OutboxSection', () => {
  it('lists the kept messages with their status, pages on the server and filters by recipient', async () => {
    const { sent } = mockFetch({
      'GET /ops/api/outbox?page=1': {
        value: {
          items: [
            sms(2, '+959123456789'),
            {
              id: 1,
              channel: 'mail',
              to: 'a@example.com',
              subject: 'Your new device',
              body: 'Code ••••••',
              createdAt: '2026-11-20T07:00:00.000Z',
              deliveryStatus: 'failed',
              providerMessageId: null,
              deliveryError: 'Mail provider: the provider answered 422',
              attemptedAt: '2026-11-20T07:00:01.000Z',
            },
            {
              ...sms(1, '+959123456789'),
              deliveryStatus: 'sent',
              providerMessageId: 'gw-7781',
              attemptedAt: '2026-11-20T07:30:01.000Z',
            },
          ],
          totalPages: 2,
        },
      },
      'GET /ops/api/outbox?page=2': { value: { items: [sms(0, '+66812345678')], totalPages: 2 } },
      'GET /ops/api/outbox?page=1&to=%2B959000': { value: { items: [], totalPages: 0 } },
    });
    const user = userEvent.setup();
    renderWithClient(<OutboxSection />);
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('SMS');
    expect(rows[1]).toHaveTextContent('+959123456789');
    expect(rows[1]).toHaveTextContent('Your RoyalWin code is 123452.');
    // The provider's answer in words, with its id or error beside it.
    expect(rows[1]).toHaveTextContent('Kept here, not sent');
    expect(rows[2]).toHaveTextContent('Your new device');
    expect(rows[2]).toHaveTextContent('Failed');
    expect(rows[2]).toHaveTextContent('Mail provider: the provider answered 422');
    expect(rows[3]).toHaveTextContent('Sent');
    expect(rows[3]).toHaveTextContent('Provider id gw-7781');
    expect(rows[3]).not.toHaveTextContent('Kept here');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('+66812345678')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Recipient (exact)' }), ' +959000 ');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('No messages to +959000.')).toBeVisible();
    expect(sent.map((r) => r.path)).toContain('/ops/api/outbox?page=1&to=%2B959000');
  });

  it('shows the loading state, then the error when refused', async () => {
    mockFetch({ 'GET /ops/api/outbox?page=1': { status: 403, code: 'FORBIDDEN' } });
    renderWithClient(<OutboxSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const section = screen.getByRole('region', {
      name: 'SMS and mail',
    });
    expect(await within(section).findByRole('alert')).toBeVisible();
  });

  it('says so when nothing was kept', async () => {
    mockFetch({ 'GET /ops/api/outbox?page=1': { value: { items: [], totalPages: 0 } } });
    renderWithClient(<OutboxSection />);
    expect(await screen.findByText('No messages yet.')).toBeVisible();
  });
});
