// /noticePage: every player notice, newest first as the server orders them, each expandable.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotice } from '@wps/contracts/content/announcements';
import { useAnnouncements } from '../../api/announcements';
import { Icon } from '../../components/icon/icon';
import { PlainText } from '../../components/plain-text/plain-text';
import { useSiteFormat } from '../../lib/use-site-format';
import { PageLoader } from '../../shell/page-loader';
import '../../styles/content-page.css';

function NoticeItem({ notice, initiallyOpen }: { notice: TNotice; initiallyOpen: boolean }) {
  const [isOpen, setIsOpen] = useState(initiallyOpen);
  const panelId = useId();
  const format = useSiteFormat();
  const published = new Date(notice.publishedAt);
  return (
    <li className="expandable card">
      <h2 className="expandable__heading">
        <button
          type="button"
          className="expandable__toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <Icon name="megaphone" className="expandable__icon" />
          <span className="expandable__title">{notice.title}</span>
          {!Number.isNaN(published.getTime()) && (
            <time className="expandable__date" dateTime={notice.publishedAt}>
              {format.date(published)}
            </time>
          )}
          <Icon name="chevronDown" className="expandable__chevron" />
        </button>
      </h2>
      <div id={panelId} className="expandable__body" hidden={!isOpen}>
        <PlainText text={notice.content} />
      </div>
    </li>
  );
}

export function NoticePage() {
  const { t } = useTranslation();
  const announcements = useAnnouncements();
  const notices = announcements.data?.player ?? [];

  return (
    <div className="content content-page">
      <h1 className="content-page__title">{t('pages.notices.title')}</h1>
      {announcements.isPending ? (
        <PageLoader />
      ) : announcements.isError ? (
        <p role="alert" className="content-page__error">
          {t('errors.loadFailed')}
        </p>
      ) : notices.length === 0 ? (
        <p className="content-page__empty">{t('pages.notices.empty')}</p>
      ) : (
        <ul className="expandable-list">
          {notices.map((notice, index) => (
            <NoticeItem key={notice.id} notice={notice} initiallyOpen={index === 0} />
          ))}
        </ul>
      )}
    </div>
  );
}
