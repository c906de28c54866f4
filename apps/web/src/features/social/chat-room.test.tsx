// The chat room modal: opened from the customer-service entry; a member's history, sending and an
// operator's answer arriving through the chat stream; a visitor who first gives a name and then
// talks with the visitor token in a header (never the session); an image attached through the
// proof upload; the loading and error states. The API is mocked (test/mock-api.ts), the stream
// is a fake one the test pushes events into (test/fake-event-stream.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHAT_TOKEN_HEADER, chatStream, type TChatMessage } from '@wps/contracts/social/chat';
import { encodeCsLink } from '@wps/contracts/system/cs-link';
import type { TCustomerServiceEntry } from '@wps/contracts/system/whitelabel';
import { useConsolidatedSettings } from '../../api/consolidated-settings';
import { CustomerServiceHost, useCustomerService } from '../../shell/customer-service';
import { fakeEventStream } from '../../test/fake-event-stream';
import { makeConsolidated, makeMemberInfo } from '../../test/fixtures';
import { mockApi, type MockAnswers } from '../../test/mock-api';
import { renderWithSession } from '../../test/render-with-session';
import { setupTestI18n } from '../../test/test-i18n';
import { imageFile } from '../payments/test-utils';
import ChatRoom from './chat-room';

beforeAll(async () => {
  await setupTestI18n('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

const message = (
  id: number,
  sender: TChatMessage['sender'],
  text: string,
  proofId: number | null = null,
): TChatMessage => ({
  id,
  conversationId: 5,
  sender,
  text,
  proofId,
  createdAt: '2030-01-01T08:00:00.000Z',
});
const chatEvent = (m: TChatMessage) => `event: chat\ndata: ${JSON.stringify(m)}\n\n`;
const history = (messages: TChatMessage[]) => ({
  value: { conversationId: messages.length > 0 ? 5 : null, messages },
});

/** The API answers, and the chat stream as a fake one; the request headers of every call. */
function mockChat(answers: MockAnswers) {
  const api = mockApi({ 'GET /wps/member/info': { value: makeMemberInfo() }, ...answers });
  const stream = fakeEventStream();
  const answer = api.fetchMock;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://localhost').pathname === chatStream.path
        ? stream.responder.respond(init)
        : answer(input, init),
    ),
  );
  /** The headers `method path` was last sent with. */
  const headersOf = (method: string, path: string) => {
    const call = answer.mock.calls.findLast(
      ([input, init]) =>
        (init?.method ?? 'GET') === method &&
        new URL(String(input), 'http://localhost').pathname === path,
    );
    return new Headers(call?.[1]?.headers);
  };
  return { ...api, stream, headersOf };
}

/** The messages shown, as "who: text" in order. */
const shown = () =>
  within(screen.getByRole('list'))
    .queryAllByRole('listitem')
    .map((li) => {
      const who = li.querySelector('.chat__who')!.textContent;
      const text = li.querySelector('p')?.textContent ?? '';
      return `${who}: ${text}`;
    });

function OpenChat() {
  const open = useCustomerService();
  return (
    <button type="button" onClick={open}>
      Contact us
    </button>
  );
}

/** The entry once the site's settings (its customer-service entries) are in. */
function OpenChatWhenReady() {
  return useConsolidatedSettings().data ? <OpenChat /> : null;
}

const openRoom = async () => screen.findByRole('dialog', { name: 'Live chat' });

describe('the chat room', () => {
  it('opens from the customer-service entry when no outside link is configured, and closes', async () => {
    mockChat({ 'GET /wps/chat/messages': history([]) });
    const user = userEvent.setup();
    renderWithSession(
      <CustomerServiceHost>
        <OpenChat />
      </CustomerServiceHost>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Contact us' }));
    const dialog = await openRoom();
    expect(
      await within(dialog).findByText('Ask us anything: an agent will answer here.'),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("opens an operator's outside link in the 440x500 pop-up instead; a link to this site opens the room", async () => {
    const entry = (type: string, csType: 'LIVECHAT' | 'VIP', link: string) =>
      ({
        type,
        csType,
        path: encodeCsLink(link, 'k3Xq9LmZ'),
        label: csType,
      }) as TCustomerServiceEntry;
    const popup = { close: vi.fn(), opener: window as unknown, location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const settings = (customerService: TCustomerServiceEntry[]) => ({
      'GET /wps/system/settings/consolidated': {
        value: makeConsolidated({ whitelabel: { customerService } }),
      },
    });
    const user = userEvent.setup();
    // Type '3' with an outside https link, and a VIP desk the member (rank 2) does not reach.
    mockChat({
      'GET /wps/chat/messages': history([]),
      ...settings([
        entry('3', 'LIVECHAT', 'https://chat.example.test/room'),
        entry('7', 'VIP', 'https://vip.example.test/desk'),
      ]),
    });
    const outside = renderWithSession(
      <CustomerServiceHost>
        <OpenChatWhenReady />
      </CustomerServiceHost>,
    );
    await user.click(await screen.findByRole('button', { name: 'Contact us' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]![2]).toBe('width=440,height=500');
    expect(popup.location.href).toBe('https://chat.example.test/room');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    outside.unmount();
    vi.unstubAllGlobals();

    // A link to a route of this site opens the site's own chat room, no pop-up.
    open.mockClear();
    mockChat({
      'GET /wps/chat/messages': history([]),
      ...settings([entry('3', 'LIVECHAT', '/helpmc#contact')]),
    });
    renderWithSession(
      <CustomerServiceHost>
        <OpenChatWhenReady />
      </CustomerServiceHost>,
    );
    await user.click(await screen.findByRole('button', { name: 'Contact us' }));
    expect(await openRoom()).toBeVisible();
    expect(open).not.toHaveBeenCalled();
  });

  it("shows a member's history, sends a message and shows support's answer from the stream", async () => {
    const api = mockChat({
      'GET /wps/chat/messages': history([
        message(1, 'player', 'Hi, my deposit?'),
        message(2, 'operator', 'Which one?'),
      ]),
      'POST /wps/chat/messages': (req) => ({
        value: message(3, 'player', (req.body as { text: string }).text),
      }),
    });
    const user = userEvent.setup();
    renderWithSession(<ChatRoom onClose={vi.fn()} />);
    await openRoom();
    await screen.findByText('Which one?');
    expect(shown()).toEqual(['You: Hi, my deposit?', 'Support: Which one?']);
    // The member's stream carries the session in its header; no visitor token.
    await waitFor(() => expect(api.stream.connections).toHaveLength(1));
    expect(api.stream.latest().headers.authorization).toBe('Bearer tok-member');
    expect(api.stream.latest().headers[CHAT_TOKEN_HEADER]).toBeUndefined();

    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, '  D123 of 5,000  ');
    await user.click(send);
    await screen.findByText('D123 of 5,000');
    expect(api.to('POST', '/wps/chat/messages')[0]!.body).toEqual({ text: 'D123 of 5,000' });
    expect(box).toHaveValue('');

    // The answer arrives live; the same message told twice (own send echoed) shows once.
    api.stream.latest().push(chatEvent(message(3, 'player', 'D123 of 5,000')));
    api.stream.latest().push(chatEvent(message(4, 'operator', 'Credited now, sorry!')));
    await screen.findByText('Credited now, sorry!');
    expect(shown()).toEqual([
      'You: Hi, my deposit?',
      'Support: Which one?',
      'You: D123 of 5,000',
      'Support: Credited now, sorry!',
    ]);
  });

  it('asks a visitor for a name first, then talks with the visitor token in a header', async () => {
    const api = mockChat({
      'POST /wps/chat/visitor': { value: { token: 'visitor-tok', conversationId: 8 } },
      'GET /wps/chat/messages': history([]),
      'POST /wps/chat/messages': { value: message(10, 'player', 'Can I play without an account?') },
    });
    const user = userEvent.setup();
    renderWithSession(<ChatRoom onClose={vi.fn()} />, { token: null });
    await openRoom();
    expect(
      await screen.findByText('Tell us your name and we will be with you shortly.'),
    ).toBeVisible();
    // Nothing is read before the visitor starts.
    expect(api.to('GET', '/wps/chat/messages')).toEqual([]);
    const start = screen.getByRole('button', { name: 'Start chat' });
    await user.type(screen.getByLabelText('Your name'), ' M');
    expect(start).toBeDisabled();
    await user.type(screen.getByLabelText('Your name'), 'a Ma ');
    await user.click(start);

    await screen.findByText('Ask us anything: an agent will answer here.');
    expect(api.to('POST', '/wps/chat/visitor')[0]!.body).toEqual({ name: 'Ma Ma' });
    expect(sessionStorage.getItem('chatVisitorToken')).toBe('visitor-tok');
    const historyHeaders = api.headersOf('GET', '/wps/chat/messages');
    expect(historyHeaders.get(CHAT_TOKEN_HEADER)).toBe('visitor-tok');
    expect(historyHeaders.get('authorization')).toBeNull();
    await waitFor(() => expect(api.stream.connections).toHaveLength(1));
    expect(api.stream.latest().headers[CHAT_TOKEN_HEADER]).toBe('visitor-tok');
    expect(api.stream.latest().headers.authorization).toBeUndefined();
    // Images are for members only.
    expect(screen.queryByLabelText('Image')).toBeNull();

    await user.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'Can I play without an account?',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Can I play without an account?');
    expect(api.headersOf('POST', '/wps/chat/messages').get(CHAT_TOKEN_HEADER)).toBe('visitor-tok');
    api.stream.latest().push(chatEvent(message(11, 'operator', 'Yes: try the trial games.')));
    await screen.findByText('Yes: try the trial games.');
    expect(shown()).toEqual([
      'You: Can I play without an account?',
      'Support: Yes: try the trial games.',
    ]);
  });

  it('sends an attached image through the proof upload, and refuses a file that is not one', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:chat-image');
    URL.revokeObjectURL = vi.fn();
    const api = mockChat({
      'GET /wps/chat/messages': history([]),
      'POST /wps/payment/proofs': { value: { proofId: 71 } },
      'POST /wps/chat/messages': { value: message(12, 'player', '', 71) },
      'GET /wps/payment/proofs/71': { value: null },
    });
    // A file the picker's accept list would hide can still be dropped on it: the room checks.
    const user = userEvent.setup({ applyAccept: false });
    renderWithSession(<ChatRoom onClose={vi.fn()} />);
    await openRoom();
    await screen.findByText('Ask us anything: an agent will answer here.');

    const picker = screen.getByLabelText('Image');
    await user.upload(picker, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Images only: PNG or JPEG, at most 5 MB.',
    );
    expect(api.to('POST', '/wps/payment/proofs')).toEqual([]);

    const photo = imageFile('receipt.png');
    await user.upload(picker, photo);
    const image = await screen.findByRole('img', { name: 'Image' });
    expect(image).toHaveAttribute('src', 'blob:chat-image');
    expect(api.to('POST', '/wps/payment/proofs')[0]!.blob).toBe(photo);
    expect(api.to('POST', '/wps/chat/messages')[0]!.body).toEqual({ text: '', proofId: 71 });
    // The image is read with the member's token, from the proof route.
    expect(api.to('GET', '/wps/payment/proofs/71')[0]!.authorization).toBe('Bearer tok-member');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it is loading until the history comes, and when it cannot be read', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockChat({
      'GET /wps/chat/messages': async () => {
        await answered;
        return history([message(1, 'operator', 'Welcome back')]);
      },
    });
    const loading = renderWithSession(<ChatRoom onClose={vi.fn()} />);
    await openRoom();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    answer();
    await screen.findByText('Welcome back');
    expect(screen.queryByRole('status')).toBeNull();
    loading.unmount();

    mockChat({ 'GET /wps/chat/messages': { status: 500, code: 'INTERNAL_ERROR' } });
    renderWithSession(<ChatRoom onClose={vi.fn()} />);
    await openRoom();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This content could not be loaded. Check your connection and reload.',
    );
  });

  it('keeps what was typed and says why when sending or starting fails', async () => {
    mockChat({
      'GET /wps/chat/messages': history([]),
      'POST /wps/chat/messages': { status: 429, code: 'TOO_MANY_REQUESTS' },
    });
    const user = userEvent.setup();
    const member = renderWithSession(<ChatRoom onClose={vi.fn()} />);
    await screen.findByText('Ask us anything: an agent will answer here.');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello?');
    member.unmount();

    const api = mockChat({
      'POST /wps/chat/visitor': { status: 400, code: 'VALIDATION_FAILED', field: 'body.name' },
    });
    renderWithSession(<ChatRoom onClose={vi.fn()} />, { token: null });
    await user.type(await screen.findByLabelText('Your name'), 'Ko Ko');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some of the information is not valid.',
    );
    expect(screen.getByLabelText('Your name')).toHaveValue('Ko Ko');
    expect(sessionStorage.getItem('chatVisitorToken')).toBeNull();
    expect(api.to('GET', '/wps/chat/messages')).toEqual([]);
  });
});
