// The notice bar (spec 2): the notice titles scroll past; the bar pauses while the pointer is on
// it or a title has focus, and a title opens the notice modal at that notice.
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TNotice } from '@wps/contracts/content/announcements';
import './notice-bar.css';

export interface NoticeBarProps {
  notices: readonly TNotice[];
  onOpen: (index: number) => void;
  /** The notices are still loading: an empty bar of the same height holds their place. */
  isLoading?: boolean;
}

/** Seconds for one pass: about the same reading speed whatever the titles' total length. */
export function marqueeSeconds(notices: readonly TNotice[]): number {
  const characters = notices.reduce((sum, notice) => sum + [...notice.title].length, 0);
  return Math.max(10, Math.round(characters * 0.2));
}

export function NoticeBar({ notices, onOpen, isLoading = false }: NoticeBarProps) {
  const { t } = useTranslation();
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setFocus] = useState(false);

  if (isLoading) return <div className="notice-bar notice-bar--loading" aria-hidden="true" />;
  if (notices.length === 0) return null;

  const style = { '--notice-bar-duration': `${marqueeSeconds(notices)}s` } as CSSProperties;
  return (
    <section
      className="notice-bar"
      aria-label={t('notice.bar')}
      data-paused={isHovered || hasFocus ? '' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocus(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus(false);
      }}
    >
      <svg
        className="notice-bar__icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M3 10v4a1 1 0 0 0 1 1h3l5 4V5L7 9H4a1 1 0 0 0-1 1zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
          fill="currentColor"
        />
      </svg>
      <div className="notice-bar__viewport">
        <ul className="notice-bar__track" style={style}>
          {notices.map((notice, index) => (
            <li key={notice.id} className="notice-bar__item">
              <button type="button" className="notice-bar__title" onClick={() => onOpen(index)}>
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
