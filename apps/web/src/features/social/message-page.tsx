// The member centre's messageV2 page (platform information, issue 19): the inbox, newest first,
// 10 a page; unread ones stand out; opening one marks it read; one or all on the page can be
// deleted. The site's own messages are written in the member's language from their template.
// The list is the records kit's (a table on a desktop, cards on a phone, paging, CSV of the page);
// an inbox has no range of days (its call takes none).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMessage } from '@wps/contracts/social/messages';
import { socialCountsKey, type SocialCounts } from '../../api/social';
import { RecordsList, type RecordColumn } from '../../components/records-kit/records-kit';
import { callApi } from '../../lib/api-client';
import { useSiteFormat, type SiteFormat } from '../../lib/use-site-format';
import { deleteMessagesEndpoint, messagesEndpoint, readMessagesEndpoint } from './social-endpoints';
import './social.css';

const messagesKey = ['member', 'messages'] as const;

/** A site message's title and text in the member's language, from its template. */
export function messageTexts(
  message: TMessage,
  t: (key: string, options?: Record<string, unknown>) => string,
  format: Pick<SiteFormat, 'money'>,
): { title: string; body: string } {
  if (message.kind !== 'site' || !message.template) {
    return { title: message.title, body: message.body };
  }
  const params = { ...message.params };
  if (params.amount) params.amount = format.money(params.amount);
  return {
    title: t(`social.messages.site.${message.template}.title`),
    body: t(`social.messages.site.${message.template}.body`, params),
  };
}

export function MessagePage() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({
    queryKey: [...messagesKey, page],
    queryFn: ({ signal }) => callApi(messagesEndpoint, { query: { page }, signal }),
    placeholderData: (previous) => previous,
  });
  const onCount = ({ unreadCount }: { unreadCount: number }) => {
    queryClient.setQueryData<SocialCounts>(socialCountsKey, (old) => ({
      unreadChat: old?.unreadChat ?? 0,
      unreadMessage: unreadCount,
    }));
    void queryClient.invalidateQueries({ queryKey: messagesKey });
  };
  const read = useMutation({
    mutationFn: (ids: number[]) => callApi(readMessagesEndpoint, { body: { ids } }),
    onSuccess: onCount,
  });
  const remove = useMutation({
    mutationFn: (ids: number[]) => callApi(deleteMessagesEndpoint, { body: { ids } }),
    onSuccess: onCount,
  });
  const open = (message: TMessage) => {
    setOpenId(openId === message.id ? null : message.id);
    if (!message.isRead) read.mutate([message.id]);
  };
  const totalPages = list.data?.totalPages ?? 1;
  const items = list.data?.items ?? [];
  const stateName = (m: TMessage) =>
    m.isRead ? t('social.messages.read') : t('social.messages.new');
  const columns: RecordColumn<TMessage>[] = [
    {
      key: 'state',
      label: t('social.messages.col.state'),
      cell: (m) => (
        <span className={m.isRead ? 'mc-tag mc-tag--off' : 'mc-tag'}>{stateName(m)}</span>
      ),
      csv: stateName,
    },
    {
      key: 'message',
      label: t('social.messages.col.message'),
      cell: (message) => {
        const texts = messageTexts(message, t, format);
        const isOpen = openId === message.id;
        return (
          <span className="message-item">
            <button
              type="button"
              className="message-item__head"
              aria-expanded={isOpen}
              onClick={() => open(message)}
            >
              <span className="message-item__title">{texts.title}</span>
            </button>
            {isOpen ? (
              <span className="message-item__body">
                <span>{texts.body}</span>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => remove.mutate([message.id])}
                >
                  {t('social.messages.delete')}
                </button>
              </span>
            ) : null}
          </span>
        );
      },
      csv: (m) => messageTexts(m, t, format).title,
    },
    {
      key: 'body',
      label: t('social.messages.col.body'),
      // On screen the text opens under the title.
      csvOnly: true,
      cell: (m) => messageTexts(m, t, format).body,
      csv: (m) => messageTexts(m, t, format).body,
    },
    {
      key: 'time',
      label: t('social.messages.col.time'),
      cell: (m) => format.dateTime(m.createdAt),
      csv: (m) => format.dateTime(m.createdAt),
    },
  ];
  return (
    <div className="social-page">
      <h2 className="mc-page-title">{t('social.messages.title')}</h2>
      <div className="message-tools">
        <span>{t('social.messages.unread', { count: list.data?.unreadCount ?? 0 })}</span>
        <button
          type="button"
          className="button button--ghost"
          disabled={!items.some((m) => !m.isRead) || read.isPending}
          onClick={() => read.mutate(items.filter((m) => !m.isRead).map((m) => m.id))}
        >
          {t('social.messages.readAll')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={items.length === 0 || remove.isPending}
          onClick={() => remove.mutate(items.map((m) => m.id))}
        >
          {t('social.messages.deletePage')}
        </button>
      </div>
      <RecordsList
        label={t('social.messages.title')}
        caption={() => t('social.messages.title')}
        query={list}
        rows={(data) => data.items}
        rowKey={(m) => String(m.id)}
        rowClass={(m) => (m.isRead ? undefined : 'message-row--unread')}
        columns={columns}
        emptyText={t('social.messages.empty')}
        csvName={`messages-page-${page}`}
        paging={{ pageNo: page, totalPages, onPageChange: setPage }}
      />
    </div>
  );
}
