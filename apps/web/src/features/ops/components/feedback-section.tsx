// Feedback players sent through /wps/feedback, newest first; support marks what it has handled.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedbackList } from '../api/use-feedback-list';
import { useMarkFeedbackHandled } from '../api/use-mark-feedback-handled';
import { useSiteFormat } from '../../../lib/use-site-format';
import { ApiErrorText } from './api-error-text';
import { Pager } from './pager';
import { ProofThumbs } from './proof-thumbs';
import { QueryView } from './query-view';

export function FeedbackSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [page, setPage] = useState(1);
  const list = useFeedbackList(page);
  const mark = useMarkFeedbackHandled();

  return (
    <QueryView query={list}>
      {({ items, totalPages }) => (
        <>
          {items.length === 0 && <p className="ops-card">{t('ops.feedback.empty')}</p>}
          <ul className="ops-list" aria-busy={list.isFetching}>
            {items.map((item) => (
              <li key={item.id} className="ops-card ops-feedback">
                <div className="ops-feedback-head">
                  <span className="ops-badge">{t(`ops.feedback.types.${item.type}`)}</span>
                  <time dateTime={item.createdAt}>{site.dateTime(item.createdAt)}</time>
                  <span
                    className={item.handled ? 'ops-badge ops-badge-ok' : 'ops-badge ops-badge-warn'}
                  >
                    {item.handled ? t('ops.feedback.handled') : t('ops.feedback.open')}
                  </span>
                </div>
                <p className="ops-feedback-content">{item.content}</p>
                <dl className="ops-facts">
                  <dt>{t('ops.feedback.contact')}</dt>
                  <dd className="ops-feedback-contact">{item.contact || '—'}</dd>
                  <dt>{t('ops.feedback.member')}</dt>
                  <dd>{item.memberId ?? '—'}</dd>
                  <dt>{t('ops.feedback.ip')}</dt>
                  <dd>{item.ip ?? '—'}</dd>
                </dl>
                <ProofThumbs proofIds={item.proofIds} reference={`#${item.id}`} />
                {!item.handled && (
                  <button
                    type="button"
                    className="ops-button"
                    disabled={!canEdit || mark.isPending}
                    aria-label={t('ops.feedback.markHandledNumber', { id: item.id })}
                    onClick={() => mark.mutate(item.id)}
                  >
                    {t('ops.feedback.markHandled')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <ApiErrorText error={mark.error} />
          <Pager page={page} totalPages={totalPages} onPage={setPage} />
        </>
      )}
    </QueryView>
  );
}
