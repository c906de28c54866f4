// The support inbox (issue 19): conversations, latest first, 20 a page, each with its unread count;
// several can be open side by side; new messages arrive through the support stream.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  answerConversation,
  closeConversation,
  listConversations,
  opsConversationMessages,
} from '@wps/contracts/social/chat';
import { readEventStream } from '../../../lib/event-stream';
import { useSiteFormat } from '../../../lib/use-site-format';
import { callOps, getOpsToken } from '../api/call-ops';
import { ApiErrorText } from './api-error-text';
import { Pager } from './pager';
import { ProofThumbs } from './proof-thumbs';
import { QueryView } from './query-view';

/** Keeps the support stream open; each message refreshes the list and its conversation. */
function useSupportStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      const token = getOpsToken();
      try {
        await readEventStream('/ops/api/support/stream', {
          signal: abort.signal,
          withSession: false,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          onEvent: (e) => {
            if (e.event !== 'support') return;
            const { conversationId } = JSON.parse(e.data) as { conversationId: number };
            void queryClient.invalidateQueries({ queryKey: ['ops', 'support', 'list'] });
            void queryClient.invalidateQueries({
              queryKey: ['ops', 'support', 'conversation', conversationId],
            });
          },
        });
      } catch {
        // Reconnect below.
      }
      if (!abort.signal.aborted) timer = setTimeout(() => void connect(), 3000);
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [queryClient]);
}

export function SupportSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<number[]>([]);
  useSupportStream();
  const list = useQuery({
    queryKey: ['ops', 'support', 'list', status, page],
    queryFn: () => callOps(listConversations, { query: { status, page } }),
    placeholderData: keepPreviousData,
  });
  const open = (id: number) =>
    setOpened((ids) => (ids.includes(id) ? ids : [...ids, id].slice(-3)));
  return (
    <div className="ops-support">
      <div className="ops-actions">
        {(['open', 'closed'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className="ops-button"
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {t(`ops.support.${s}`)}
          </button>
        ))}
      </div>
      <QueryView query={list}>
        {({ items, totalPages }) =>
          items.length === 0 ? (
            <p className="ops-card">{t('ops.support.empty')}</p>
          ) : (
            <>
              <ul className="ops-list">
                {items.map((c) => (
                  <li key={c.id} className="ops-card">
                    <button
                      type="button"
                      className="ops-support-item"
                      onClick={() => open(c.id)}
                      aria-label={t('ops.support.openNamed', { name: c.name })}
                    >
                      <strong>{c.name}</strong>
                      {c.isVisitor ? (
                        <span className="ops-badge">{t('ops.support.visitor')}</span>
                      ) : null}
                      {c.unread > 0 ? (
                        <span className="ops-badge ops-badge-warn">
                          {t('ops.support.unread', { count: c.unread })}
                        </span>
                      ) : null}
                      <span className="ops-hint">{c.lastText}</span>
                      <time dateTime={c.lastMessageAt}>{site.dateTime(c.lastMessageAt)}</time>
                    </button>
                  </li>
                ))}
              </ul>
              <Pager page={page} totalPages={totalPages} onPage={setPage} />
            </>
          )
        }
      </QueryView>
      <div className="ops-support-panes">
        {opened.map((id) => (
          <ConversationPane
            key={id}
            id={id}
            canEdit={canEdit}
            onClose={() => setOpened((ids) => ids.filter((x) => x !== id))}
          />
        ))}
      </div>
    </div>
  );
}

function ConversationPane({
  id,
  canEdit,
  onClose,
}: {
  id: number;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const conversation = useQuery({
    queryKey: ['ops', 'support', 'conversation', id],
    queryFn: () =>
      callOps(opsConversationMessages, { params: { id: String(id) } as never, query: {} }),
  });
  const answer = useMutation({
    mutationFn: () =>
      callOps(answerConversation, {
        params: { id: String(id) } as never,
        body: { text: text.trim() },
      }),
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey: ['ops', 'support'] });
    },
  });
  const close = useMutation({
    mutationFn: () => callOps(closeConversation, { params: { id: String(id) } as never }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['ops', 'support', 'list'] }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim()) answer.mutate();
  };
  return (
    <section
      className="ops-card ops-support-pane"
      aria-label={t('ops.support.conversation', { id })}
    >
      <QueryView query={conversation}>
        {({ conversation: c, messages }) => (
          <>
            <div className="ops-item-head">
              <strong>{c.name}</strong>
              <button type="button" className="ops-button" onClick={onClose}>
                {t('ops.support.hide')}
              </button>
              <button
                type="button"
                className="ops-button"
                disabled={!canEdit || c.status === 'closed' || close.isPending}
                onClick={() => close.mutate()}
              >
                {t('ops.support.close')}
              </button>
            </div>
            <ol className="ops-support-messages">
              {messages.map((m) => (
                <li key={m.id} className={`ops-support-message ops-support-message-${m.sender}`}>
                  <span className="ops-hint">
                    {m.sender === 'operator' ? t('ops.support.operator') : c.name} ·{' '}
                    {site.time(m.createdAt)}
                  </span>
                  {m.proofId !== null ? (
                    <ProofThumbs proofIds={[m.proofId]} reference={`chat-${m.id}`} />
                  ) : null}
                  {m.text ? <p>{m.text}</p> : null}
                </li>
              ))}
            </ol>
            <form className="ops-support-form" onSubmit={submit}>
              <input
                value={text}
                maxLength={1000}
                aria-label={t('ops.support.answer')}
                placeholder={t('ops.support.answer')}
                onChange={(e) => setText(e.target.value)}
                disabled={!canEdit}
              />
              <button
                type="submit"
                className="ops-button"
                disabled={!canEdit || !text.trim() || answer.isPending}
              >
                {t('ops.support.send')}
              </button>
            </form>
            <ApiErrorText error={answer.error ?? close.error} />
          </>
        )}
      </QueryView>
    </section>
  );
}
