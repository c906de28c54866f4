// The notice popup (spec 2): every notice as a disclosure; the one the visitor picked in the
// notice bar opens expanded and takes focus.
import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotice } from '@wps/contracts/content/announcements';
import { Modal } from '../../components/modal/modal';
import { PlainText } from '../../components/plain-text/plain-text';
import { useSiteFormat } from '../../lib/use-site-format';
import './notice-modal.css';

export interface NoticeModalProps {
  open: boolean;
  notices: readonly TNotice[];
  /** The notice shown expanded on opening, e.g. the title clicked in the notice bar. */
  initialIndex?: number;
  onClose: () => void;
}

export function NoticeModal({ open, notices, initialIndex = 0, onClose }: NoticeModalProps) {
  const { t } = useTranslation();
  const initialButtonRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('notice.title')}
      initialFocusRef={initialButtonRef}
      className="notice-modal"
    >
      {/* Mounted afresh on every opening, so it starts from initialIndex each time. */}
      <NoticeList notices={notices} initialIndex={initialIndex} initialRef={initialButtonRef} />
    </Modal>
  );
}

function NoticeList({
  notices,
  initialIndex,
  initialRef,
}: {
  notices: readonly TNotice[];
  initialIndex: number;
  initialRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const format = useSiteFormat();
  const [expanded, setExpanded] = useState(() => new Set([notices[initialIndex]?.id]));

  if (notices.length === 0) return <p className="notice-modal__empty">{t('notice.empty')}</p>;

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ul className="notice-modal__list">
      {notices.map((notice, index) => {
        const isExpanded = expanded.has(notice.id);
        const panelId = `${baseId}-${notice.id}`;
        const published = new Date(notice.publishedAt);
        return (
          <li key={notice.id} className="notice-modal__item">
            <h3 className="notice-modal__heading">
              <button
                ref={index === initialIndex ? initialRef : undefined}
                type="button"
                className="notice-modal__toggle"
                aria-expanded={isExpanded}
                aria-controls={panelId}
                onClick={() => toggle(notice.id)}
              >
                <span className="notice-modal__title">{notice.title}</span>
                <svg
                  className="notice-modal__chevron"
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M6 9l6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
            </h3>
            <div id={panelId} className="notice-modal__panel" hidden={!isExpanded}>
              {!Number.isNaN(published.getTime()) && (
                <p className="notice-modal__date">
                  {t('notice.published', { date: format.date(published) })}
                </p>
              )}
              <PlainText text={notice.content} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
