// The outbox: SMS and mail the site sent (with the provider's answer) or the local providers kept
// instead of sending (the demo and support read codes here), newest first, paged on the server,
// filtered by exact recipient.
import { useState, type FormEvent } from 'react';
import type { TOutboxMessage } from '@wps/contracts/account/ops-accounts';
import { useTranslation } from 'react-i18next';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useOutbox } from '../api/use-outbox';
import { PagedTable } from './paged-table';

export function OutboxSection() {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [typed, setTyped] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page, to);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTo(typed.trim());
    setPage(1);
  }

  return (
    <section className="ops-card" aria-labelledby="ops-outbox-title">
      <h2 id="ops-outbox-title">{t('ops.outbox.title')}</h2>
      <p className="ops-hint">{t('ops.outbox.hint')}</p>
      <form className="ops-row" role="search" onSubmit={submit}>
        <label className="ops-field">
          <span>{t('ops.outbox.recipient')}</span>
          <input
            value={typed}
            maxLength={254}
            autoCapitalize="none"
            placeholder="+959123456789"
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <div className="ops-actions">
          <button type="submit" className="ops-button">
            {t('ops.outbox.find')}
          </button>
        </div>
      </form>
      <PagedTable
        query={outbox}
        page={page}
        onPage={setPage}
        rowKey={(m) => m.id}
        empty={<p>{to ? t('ops.outbox.noneFor', { to }) : t('ops.outbox.none')}</p>}
        columns={[
          {
            header: t('ops.outbox.at'),
            cell: (m) => <time dateTime={m.createdAt}>{site.dateTime(m.createdAt)}</time>,
          },
          { header: t('ops.outbox.channel'), cell: (m) => t(`ops.outbox.channels.${m.channel}`) },
          { header: t('ops.outbox.to'), cell: (m) => m.to },
          {
            header: t('ops.outbox.message'),
            className: 'ops-outbox-message',
            cell: (m) => (
              <>
                {m.subject && <strong>{m.subject}</strong>}
                <span>{m.body}</span>
              </>
            ),
          },
          { header: t('ops.outbox.status'), cell: (m) => <DeliveryStatus message={m} /> },
        ]}
      />
    </section>
  );
}

/** The provider's answer in words: a message no provider was asked about was kept locally. */
function DeliveryStatus({ message }: { message: TOutboxMessage }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const word =
    message.deliveryStatus === 'queued' && message.attemptedAt === null
      ? 'kept'
      : message.deliveryStatus;
  return (
    <div className="ops-outbox-delivery">
      <span className={word === 'failed' ? 'ops-badge ops-badge-warn' : 'ops-badge'}>
        {t(`ops.outbox.delivery.${word}`)}
      </span>
      {message.attemptedAt && (
        <small>
          <time dateTime={message.attemptedAt}>{site.dateTime(message.attemptedAt)}</time>
        </small>
      )}
      {message.providerMessageId && (
        <small>{t('ops.outbox.providerId', { id: message.providerMessageId })}</small>
      )}
      {message.deliveryError && <small role="note">{message.deliveryError}</small>}
    </div>
  );
}
