// The console's support inbox (issue 19): the conversations, latest first, with their unread
// counts; several open side by side, each with its messages; an answer sent as the contract says
// in the conversation it was typed in; a new chat message on the support stream reads the list
// and its conversation again; open and closed lists; loading, empty and error states; no answers
// without support.chat.
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { z } from 'zod';
import type { ZChatMessage, ZConversation } from '@wps/contracts/social/chat';
import { fakeEventStream } from '../../../test/fake-event-stream';
import { mockFetch, type SentRequest } from '../test-fetch';
import { renderWithClient } from '../test-render';
import { setUpConsoleTests } from '../test-setup';
import { SupportSection } from './support-section';

setUpConsoleTests();

type Conversation = z.infer<typeof ZConversation>;
type ChatMessage = z.infer<typeof ZChatMessage>;

const conversation = (over: Partial<Conversation>): Conversation => ({
  id: 1,
  name: 'alice01',
  isVisitor: false,
  status: 'open',
  unread: 0,
  lastMessageAt: '2025-03-01T04:30:00.000Z',
  lastText: 'Where is my bonus?',
  ...over,
});
const chatMessage = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 1,
  conversationId: 1,
  sender: 'player',
  text: 'Where is my bonus?',
  proofId: null,
  createdAt: '2025-03-01T04:30:00.000Z',
  ...over,
});

const ALICE = conversation({ id: 1, unread: 2 });
const BOB = conversation({ id: 2, name: 'Bob', isVisitor: true, lastText: 'Hello?' });
const LIST = 'GET /ops/api/support/conversations?status=open&page=1';
const messagesOf = (id: number) => `GET /ops/api/support/conversations/${id}/messages`;
const STREAM = '/ops/api/support/stream';
const count = (sent: SentRequest[], path: string) =>
  sent.filter((r) => `${r.method} ${r.path}` === path).length;

/** The console's fetch stand-in, with the support stream a test pushes events into. */
function mockInbox(answers: Parameters<typeof mockFetch>[0]) {
  const mocked = mockFetch(answers);
  const stream = fakeEventStream();
  const answer = mocked.spy.getMockImplementation()!;
  mocked.spy.mockImplementation((input, init) =>
    new URL(String(input), 'http://localhost').pathname === STREAM
      ? Promise.resolve(stream.responder.respond(init))
      : answer(input, init),
  );
  return { ...mocked, stream };
}

const inboxAnswers = {
  [LIST]: { value: { items: [ALICE, BOB], totalPages: 1 } },
  [messagesOf(1)]: {
    value: {
      conversation: { ...ALICE, unread: 0 },
      messages: [chatMessage({}), chatMessage({ id: 2, sender: 'operator', text: 'Let me look.' })],
    },
  },
  [messagesOf(2)]: {
    value: {
      conversation: BOB,
      messages: [chatMessage({ id: 3, conversationId: 2, text: 'Hello?' })],
    },
  },
};

function renderSection(canEdit = true) {
  renderWithClient(<SupportSection canEdit={canEdit} />);
  return userEvent.setup();
}
const pane = (id: number) => screen.findByRole('region', { name: `Conversation ${id}` });

describe('the support inbox', () => {
  it('lists the conversations with their unread counts, and opens several side by side', async () => {
    mockInbox(inboxAnswers);
    const user = renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const alice = await screen.findByRole('button', {
      name: 'Open the conversation with alice01',
    });
    expect(alice).toHaveTextContent('2 new');
    expect(alice).toHaveTextContent('Where is my bonus?');
    const bob = screen.getByRole('button', { name: 'Open the conversation with Bob' });
    expect(bob).toHaveTextContent('Visitor');
    expect(bob).not.toHaveTextContent('new');

    await user.click(alice);
    await user.click(bob);
    const first = await pane(1);
    const second = await pane(2);
    expect(await within(first).findByText('Let me look.')).toBeVisible();
    expect(within(first).getByText('Where is my bonus?')).toBeVisible();
    expect(await within(second).findByText('Hello?')).toBeVisible();
    expect(within(first).queryByText('Hello?')).toBeNull();
    // Opening one again does not open it twice.
    await user.click(alice);
    expect(screen.getAllByRole('region', { name: 'Conversation 1' })).toHaveLength(1);
    // Hiding one keeps the other.
    await user.click(within(second).getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('region', { name: 'Conversation 2' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Conversation 1' })).toBeVisible();
  });

  it('sends an answer in the conversation it was typed in, then empties the box', async () => {
    const { sent } = mockInbox({
      ...inboxAnswers,
      'POST /ops/api/support/conversations/2/messages': {
        value: chatMessage({ id: 9, conversationId: 2, sender: 'operator', text: 'Hi Bob' }),
      },
    });
    const user = renderSection();
    await user.click(
      await screen.findByRole('button', { name: 'Open the conversation with alice01' }),
    );
    await user.click(screen.getByRole('button', { name: 'Open the conversation with Bob' }));
    const second = await pane(2);
    const box = await within(second).findByRole('textbox', { name: 'Answer' });
    // Nothing to send yet.
    expect(within(second).getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, '  Hi Bob ');
    await user.click(within(second).getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(box).toHaveValue(''));
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/ops/api/support/conversations/2/messages',
        authorization: 'Bearer ops-token',
        body: { text: 'Hi Bob' },
      },
    ]);
    // The first conversation's box was not touched.
    expect(within(await pane(1)).getByRole('textbox', { name: 'Answer' })).toHaveValue('');
  });

  it('keeps the answer and says why when it is refused', async () => {
    mockInbox({
      ...inboxAnswers,
      'POST /ops/api/support/conversations/1/messages': { status: 500, code: 'INTERNAL_ERROR' },
    });
    const user = renderSection();
    await user.click(
      await screen.findByRole('button', { name: 'Open the conversation with alice01' }),
    );
    const first = await pane(1);
    const box = await within(first).findByRole('textbox', { name: 'Answer' });
    await user.type(box, 'One moment');
    await user.click(within(first).getByRole('button', { name: 'Send' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('System error.');
    expect(box).toHaveValue('One moment');
  });

  it('reads the list and the conversation again when the support stream tells of a message', async () => {
    const { sent, stream } = mockInbox(inboxAnswers);
    const user = renderSection();
    await user.click(
      await screen.findByRole('button', { name: 'Open the conversation with alice01' }),
    );
    await within(await pane(1)).findByText('Let me look.');
    await vi.waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(stream.latest().headers.authorization).toBe('Bearer ops-token');
    const lists = count(sent, LIST);
    const reads = count(sent, messagesOf(1));
    stream
      .latest()
      .push(`event: support\ndata: ${JSON.stringify(chatMessage({ id: 4, text: 'Hello?' }))}\n\n`);
    await vi.waitFor(() => {
      expect(count(sent, LIST)).toBe(lists + 1);
      expect(count(sent, messagesOf(1))).toBe(reads + 1);
    });
  });

  it('lists the closed conversations on request', async () => {
    const { sent } = mockInbox({
      ...inboxAnswers,
      'GET /ops/api/support/conversations?status=closed&page=1': {
        value: { items: [conversation({ id: 7, name: 'carol', status: 'closed' })], totalPages: 1 },
      },
    });
    const user = renderSection();
    await screen.findByRole('button', { name: 'Open the conversation with alice01' });
    await user.click(screen.getByRole('button', { name: 'Closed' }));
    expect(
      await screen.findByRole('button', { name: 'Open the conversation with carol' }),
    ).toBeVisible();
    expect(count(sent, 'GET /ops/api/support/conversations?status=closed&page=1')).toBe(1);
  });

  it('says when there are no conversations, and when the list cannot load', async () => {
    mockInbox({ [LIST]: { value: { items: [], totalPages: 1 } } });
    const { unmount } = renderWithClient(<SupportSection canEdit />);
    expect(await screen.findByText('No conversations.')).toBeInTheDocument();
    unmount();
    vi.restoreAllMocks();

    mockInbox({ [LIST]: { status: 500, code: 'INTERNAL_ERROR' } });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('System error.');
  });

  it('without support.chat, shows the conversations with no answering or closing', async () => {
    mockInbox(inboxAnswers);
    const user = renderSection(false);
    await user.click(
      await screen.findByRole('button', { name: 'Open the conversation with alice01' }),
    );
    const first = await pane(1);
    expect(await within(first).findByRole('textbox', { name: 'Answer' })).toBeDisabled();
    expect(within(first).getByRole('button', { name: 'Close conversation' })).toBeDisabled();
  });
});
