// The chat room (issue 19, spec 2): a member, or a visitor who gives a name, talks to support.
// The history loads on open; new messages (an operator's answers, and one's own from another tab)
// arrive through the chat stream. A visitor's token is kept in session storage and sent in the
// x-chat-token header, never in a URL. Members may attach an image (the proof upload's rules:
// PNG or JPEG, at most 5 MB, checked again by the server).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { uploadProof } from '@wps/contracts/payment/upload-proof';
import { CHAT_TOKEN_HEADER, type TChatMessage } from '@wps/contracts/social/chat';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal/modal';
import { ApiError, callApi } from '../../lib/api-client';
import { endpoint } from '../../lib/endpoint';
import { readEventStream } from '../../lib/event-stream';
import { useSession } from '../../lib/session';
import { getToken } from '../../lib/session-storage';
import { useSiteFormat } from '../../lib/use-site-format';
import {
  chatHistoryEndpoint,
  chatStreamEndpoint,
  sendChatEndpoint,
  startVisitorChatEndpoint,
} from './social-endpoints';
import { useSocialTexts } from './social-texts';
import './social.css';

const VISITOR_KEY = 'chatVisitorToken';
const uploadEndpoint = endpoint<typeof uploadProof>('POST', '/wps/payment/proofs');
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

function visitorToken(): string | null {
  try {
    return sessionStorage.getItem(VISITOR_KEY);
  } catch {
    return null;
  }
}

/** Adds messages to a list by id, in id order, once each. */
export function mergeMessages(list: TChatMessage[], more: TChatMessage[]): TChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export default function ChatRoom({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const ready = useSocialTexts();
  return (
    <Modal open onClose={onClose} title={ready ? t('social.chat.title') : ''} className="chat-room">
      {ready ? <ChatBody /> : <p className="mc-note">…</p>}
    </Modal>
  );
}

function ChatBody() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const [token, setVisitor] = useState<string | null>(() => (isLoggedIn ? null : visitorToken()));
  if (!isLoggedIn && !token) return <VisitorStart onStarted={setVisitor} />;
  return <Conversation visitor={isLoggedIn ? null : token} key={token ?? 'member'} t={t} />;
}

function VisitorStart({ onStarted }: { onStarted: (token: string) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const start = useMutation({
    mutationFn: () => callApi(startVisitorChatEndpoint, { body: { name: name.trim() } }),
    onSuccess: ({ token }) => {
      try {
        sessionStorage.setItem(VISITOR_KEY, token);
      } catch {
        // Private mode: the chat lasts as long as this window.
      }
      onStarted(token);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim().length >= 2) start.mutate();
  };
  return (
    <form className="chat-start" onSubmit={submit}>
      <p>{t('social.chat.visitorIntro')}</p>
      <label className="field">
        <span>{t('social.chat.name')}</span>
        <input
          className="input"
          value={name}
          maxLength={40}
          onChange={(e) => setName(e.target.value)}
          autoComplete="name"
        />
      </label>
      {start.error ? (
        <p className="form__problem" role="alert">
          {start.error instanceof ApiError
            ? t(`errors.${start.error.code}`, { defaultValue: t('errors.loadFailed') })
            : t('errors.loadFailed')}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={name.trim().length < 2 || start.isPending}
      >
        {t('social.chat.start')}
      </button>
    </form>
  );
}

function Conversation({
  visitor,
  t,
}: {
  visitor: string | null;
  t: ReturnType<typeof useTranslation>['t'];
}) {
  const format = useSiteFormat();
  const queryClient = useQueryClient();
  const headers = visitor ? { [CHAT_TOKEN_HEADER]: visitor } : undefined;
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const history = useQuery({
    queryKey: ['chat', 'history', visitor ?? 'member'],
    queryFn: ({ signal }) => callApi(chatHistoryEndpoint, { query: {}, headers, signal }),
    staleTime: 0,
  });
  useEffect(() => {
    if (history.data) setMessages((list) => mergeMessages(list, history.data.messages));
    // Reading the history marks the answers seen: the badge goes to 0.
    void queryClient.invalidateQueries({ queryKey: ['member', 'social', 'counts'] });
  }, [history.data, queryClient]);
  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      try {
        await readEventStream(chatStreamEndpoint.path, {
          signal: abort.signal,
          withSession: visitor === null,
          headers,
          onEvent: (e) => {
            if (e.event !== 'chat') return;
            setMessages((list) => mergeMessages(list, [JSON.parse(e.data) as TChatMessage]));
          },
        });
      } catch {
        // Reconnect below.
      }
      if (!abort.signal.aborted) timer = setTimeout(() => void connect(), 2000);
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one stream per conversation
  }, [visitor]);
  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const send = useMutation({
    mutationFn: (body: { text: string; proofId?: number }) =>
      callApi(sendChatEndpoint, { body, headers }),
    onSuccess: (message) => {
      setMessages((list) => mergeMessages(list, [message]));
      setText('');
      setProblem(null);
    },
    onError: (error) =>
      setProblem(
        error instanceof ApiError
          ? t(`errors.${error.code}`, { defaultValue: t('errors.loadFailed') })
          : t('errors.loadFailed'),
      ),
  });
  const attach = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type) || file.size === 0 || file.size > MAX_IMAGE_BYTES) {
      setProblem(t('social.chat.imageRule'));
      return;
    }
    try {
      const { proofId } = await callApi(uploadEndpoint, { raw: file });
      send.mutate({ text: '', proofId });
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? t(`errors.${error.code}`, { defaultValue: t('errors.loadFailed') })
          : t('errors.loadFailed'),
      );
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) send.mutate({ text: text.trim() });
  };
  return (
    <div className="chat">
      {history.isError && !history.data ? (
        <p className="form__problem" role="alert">
          {t('errors.loadFailed')}
        </p>
      ) : !history.data ? (
        <p className="mc-note" role="status">
          {t('common.loading')}
        </p>
      ) : messages.length === 0 ? (
        <p className="mc-note">{t('social.chat.empty')}</p>
      ) : null}
      <ol className="chat__messages" ref={listRef} aria-live="polite">
        {messages.map((m) => (
          <li key={m.id} className={`chat__message chat__message--${m.sender}`}>
            <span className="chat__who">
              {m.sender === 'operator' ? t('social.chat.support') : t('social.chat.me')}
            </span>
            {m.proofId !== null ? <ChatImage proofId={m.proofId} /> : null}
            {m.text ? <p>{m.text}</p> : null}
            <time className="chat__time">{format.time(m.createdAt)}</time>
          </li>
        ))}
      </ol>
      {problem ? (
        <p className="form__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <form className="chat__form" onSubmit={submit}>
        <input
          className="input"
          value={text}
          maxLength={1000}
          onChange={(e) => setText(e.target.value)}
          aria-label={t('social.chat.message')}
          placeholder={t('social.chat.placeholder')}
        />
        {visitor === null ? (
          <label className="button button--ghost chat__attach">
            {t('social.chat.image')}
            <input
              type="file"
              accept={IMAGE_TYPES.join(',')}
              hidden
              onChange={(e) => void attach(e.target.files?.[0])}
            />
          </label>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={!text.trim() || send.isPending}
        >
          {t('social.chat.send')}
        </button>
      </form>
    </div>
  );
}

/** An attached image, fetched with the member's token (the proof route needs it). */
function ChatImage({ proofId }: { proofId: number }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    const abort = new AbortController();
    const token = getToken();
    fetch(`/wps/payment/proofs/${proofId}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: abort.signal,
    })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (blob) setUrl((objectUrl = URL.createObjectURL(blob)));
      })
      .catch(() => {});
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [proofId]);
  return url ? (
    <img className="chat__image" src={url} alt={t('social.chat.image')} />
  ) : (
    <span className="mc-note">{t('social.chat.image')}</span>
  );
}
