// The agent centre's announcement page: the site's live notices (the notice page's), newest first,
// each expandable, so an agent reads the operators' news without leaving the centre.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotice } from '@wps/contracts/content/announcements';
import { useAnnouncements } from '../../../api/announcements';
import { PlainText } from '../../../components/plain-text/plain-text';
import { useSiteFormat } from '../../../lib/use-site-format';
import '../../../styles/member-page.css';

function Notice({ notice, initiallyOpen }: { notice: TNotice; initiallyOpen: boolean }) {
  const [isOpen, setIsOpen] = useState(initiallyOpen);
  const bodyId = useId();
  const format = useSiteFormat();
  const published = new Date(notice.publishedAt);
  return (
    <li className="mc-card agent-notice">
      <h4 className="mc-card__title">
        <button
          type="button"
          className="agent-notice__toggle"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <span>{notice.title}</span>
          {!Number.isNaN(published.getTime()) && (
            <time className="agent-notice__date" dateTime={notice.publishedAt}>
              {format.date(published)}
            </time>
          )}
        </button>
      </h4>
      <div id={bodyId} hidden={!isOpen}>
        <PlainText text={notice.content} />
      </div>
    </li>
  );
}

export function AnnouncementPage() {
  const { t } = useTranslation();
  const announcements = useAnnouncements();
  const notices = announcements.data?.player ?? [];
  return (
    <div className="mc-page">
      <h2 className="mc-page__title">{t('agent.menu.announcement')}</h2>
      {announcements.isPending ? (
        <p className="mc-note" role="status">
          {t('common.loading')}
        </p>
      ) : announcements.isError ? (
        <p className="form__problem" role="alert">
          {t('errors.loadFailed')}
        </p>
      ) : notices.length === 0 ? (
        <p className="mc-note">{t('agent.announcement.none')}</p>
      ) : (
        <ul className="agent-notices">
          {notices.map((notice, index) => (
            <Notice key={notice.id} notice={notice} initiallyOpen={index === 0} />
          ))}
        </ul>
      )}
    </div>
  );
}
