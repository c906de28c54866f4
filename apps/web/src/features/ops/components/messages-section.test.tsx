// The console's messages: the sent list a page at a time with recipients and reads, and a message
// sent to one member, to everyone in a language, or to a segment (VIP ranks, agent tree, label,
// registration days typed in the site's format), each as the contract says and checked before
// sending; loading, empty and error states; no form without messages.send.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { z } from 'zod';
import type { ZOpsMessage } from '@wps/contracts/social/messages';
import { mockFetch, type SentRequest } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { MessagesSection } from './messages-section';
import { setUpConsoleTests } from '../test-setup';

setUpConsoleTests();

type Message = z.infer<typeof ZOpsMessage>;

const message = (over: Partial<Message>): Message => ({
  id: 1,
  audience: 'all',
  language: null,
  title: 'Weekend cashback',
  body: '10% back on Saturday and Sunday.',
  segment: null,
  recipients: 1200,
  reads: 300,
  createdAt: '2025-03-01T04:30:00.000Z',
  ...over,
});

const PAGE_1 = 'GET /ops/api/messages?page=1';
const SEND = 'POST /ops/api/messages';
const posts = (sent: SentRequest[]) => sent.filter((r) => r.method === 'POST');
const lists = (sent: SentRequest[]) => sent.filter((r) => r.method === 'GET');

function renderSection(canEdit = true) {
  renderWithClient(<MessagesSection canEdit={canEdit} />);
  return userEvent.setup();
}
const sendForm = () => screen.getByRole('heading', { name: 'Send a message' }).closest('form')!;
const box = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });

/** Fills the title and message: the two every audience needs. */
async function write(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(box(form, 'Title'), 'Your bonus is here');
  await user.type(box(form, 'Message'), 'Open the promotions page to claim it.');
}

describe('the messages section', () => {
  it('shows loading, then the sent messages with their figures, a page at a time', async () => {
    const { sent } = mockFetch({
      [PAGE_1]: {
        value: {
          items: [
            message({}),
            message({ id: 2, audience: 'segment', language: 'MY', title: 'For VIP 5+' }),
          ],
          totalPages: 2,
        },
      },
      'GET /ops/api/messages?page=2': {
        value: {
          items: [message({ id: 3, audience: 'member', title: 'Your withdrawal' })],
          totalPages: 2,
        },
      },
    });
    const user = renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    const first = (await screen.findByRole('heading', { name: 'Weekend cashback' })).closest('li')!;
    expect(first).toHaveTextContent('Everyone');
    expect(first).toHaveTextContent('10% back on Saturday and Sunday.');
    expect(first).toHaveTextContent('1200 recipients · 300 read');
    expect(within(first).getByText(/2025/)).toHaveAttribute('datetime', '2025-03-01T04:30:00.000Z');
    const second = screen.getByRole('heading', { name: 'For VIP 5+' }).closest('li')!;
    expect(second).toHaveTextContent('A segment');
    expect(second).toHaveTextContent('MY');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const third = (await screen.findByRole('heading', { name: 'Your withdrawal' })).closest('li')!;
    expect(third).toHaveTextContent('One member');
    expect(lists(sent).map((r) => [r.path, r.authorization])).toEqual([
      ['/ops/api/messages?page=1', 'Bearer ops-token'],
      ['/ops/api/messages?page=2', 'Bearer ops-token'],
    ]);
  });

  it('says when nothing was sent yet, and when the list cannot load', async () => {
    mockFetch({ [PAGE_1]: { value: { items: [], totalPages: 1 } } });
    const { unmount } = renderWithClient(<MessagesSection canEdit />);
    expect(await screen.findByText('No messages sent yet.')).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();

    mockFetch({ [PAGE_1]: { status: 500, code: 'INTERNAL_ERROR' } });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('System error.');
  });

  it('sends to one member by username, then empties the message and asks the list again', async () => {
    const { sent } = mockFetch({
      [PAGE_1]: { value: { items: [], totalPages: 1 } },
      [SEND]: { value: { id: 5, recipients: 1 } },
    });
    const user = renderSection();
    const form = sendForm();
    // One member: no language choice, the member's own is used.
    expect(within(form).queryByRole('combobox', { name: 'Language' })).toBeNull();
    await user.type(box(form, "Member's username"), 'ayemyat');
    await write(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Sent to 1 members.');
    expect(posts(sent)).toEqual([
      {
        method: 'POST',
        path: '/ops/api/messages',
        authorization: 'Bearer ops-token',
        body: {
          audience: 'member',
          username: 'ayemyat',
          title: 'Your bonus is here',
          body: 'Open the promotions page to claim it.',
        },
      },
    ]);
    expect(box(form, 'Title')).toHaveValue('');
    expect(box(form, 'Message')).toHaveValue('');
    await vi.waitFor(() => expect(lists(sent)).toHaveLength(2));
  });

  it('sends to everyone who reads one language', async () => {
    const { sent } = mockFetch({
      [PAGE_1]: { value: { items: [], totalPages: 1 } },
      [SEND]: { value: { id: 6, recipients: 84000 } },
    });
    const user = renderSection();
    const form = sendForm();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'To' }), 'Everyone');
    expect(within(form).queryByRole('textbox', { name: "Member's username" })).toBeNull();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Language' }), 'MY');
    await write(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Sent to 84000 members.');
    expect(posts(sent).map((r) => r.body)).toEqual([
      {
        audience: 'all',
        language: 'MY',
        title: 'Your bonus is here',
        body: 'Open the promotions page to claim it.',
      },
    ]);
  });

  it('sends to a segment: ranks, an agent tree, a label and registration days', async () => {
    const { sent } = mockFetch({
      [PAGE_1]: { value: { items: [], totalPages: 1 } },
      [SEND]: { value: { id: 7, recipients: 37 } },
    });
    const user = renderSection();
    const form = sendForm();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'To' }), 'A segment');
    await user.type(box(form, 'VIP rank levels (comma separated)'), '5, 6,7,');
    await user.type(box(form, 'In the tree of agent (username)'), 'agent01');
    await user.type(box(form, 'Member label'), 'high-roller');
    await user.type(box(form, 'Registered from'), '2025/01/01');
    await user.type(box(form, 'Registered to'), '2025/01/31');
    await write(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Sent to 37 members.');
    expect(posts(sent).map((r) => r.body)).toEqual([
      {
        audience: 'segment',
        segment: {
          rankLevels: [5, 6, 7],
          agent: 'agent01',
          label: 'high-roller',
          registeredFrom: '2025-01-01',
          registeredTo: '2025-01-31',
        },
        title: 'Your bonus is here',
        body: 'Open the promotions page to claim it.',
      },
    ]);
  });

  it('refuses a message the contract refuses before sending it', async () => {
    const { sent } = mockFetch({ [PAGE_1]: { value: { items: [], totalPages: 1 } } });
    const user = renderSection();
    const form = sendForm();
    const send = within(form).getByRole('button', { name: 'Send' });

    // Nothing to send without a title and a message.
    expect(send).toBeDisabled();
    await user.type(box(form, 'Title'), 'Hello');
    expect(send).toBeDisabled();
    await user.type(box(form, 'Message'), 'Hi there');
    expect(send).toBeEnabled();

    // One member, but which?
    await user.click(send);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please check this field: username');

    await user.selectOptions(within(form).getByRole('combobox', { name: 'To' }), 'A segment');
    // A rank that is not a number is not rank 0 or left out.
    const ranks = box(form, 'VIP rank levels (comma separated)');
    await user.type(ranks, '5,gold');
    await user.click(send);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please check this field: segment.rankLevels.1',
    );
    await user.clear(ranks);
    // A day that does not exist stops the message rather than dropping out of the segment
    // (which would send it to members registered on any day).
    const from = box(form, 'Registered from');
    await user.type(from, '2025/02/30');
    await user.click(send);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please check this field: segment.registeredFrom',
    );
    await user.clear(from);
    await user.type(from, '2025/03/01');
    await user.type(box(form, 'Registered to'), '2025/02/01');
    await user.click(send);
    expect(within(form).getByRole('alert')).toHaveTextContent('Please check this field: segment');

    expect(posts(sent)).toEqual([]);
  });

  it('shows a send refused for a member who does not exist by its error code', async () => {
    mockFetch({
      [PAGE_1]: { value: { items: [], totalPages: 1 } },
      [SEND]: { status: 404, code: 'NOT_FOUND' },
    });
    const user = renderSection();
    const form = sendForm();
    await user.type(box(form, "Member's username"), 'nobody');
    await write(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Not found.');
    expect(within(form).queryByRole('status')).toBeNull();
    // What was typed stays, to be mended and sent again.
    expect(box(form, 'Title')).toHaveValue('Your bonus is here');
  });

  it('without messages.send, shows the sent list and no form', async () => {
    mockFetch({ [PAGE_1]: { value: { items: [message({})], totalPages: 1 } } });
    renderSection(false);
    expect(await screen.findByRole('heading', { name: 'Weekend cashback' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Send a message' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
