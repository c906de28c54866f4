// Desktop header navigation: home, one entry per game type with its vendor dropdown, promotions,
// app download. Each game type is a link plus a disclosure button (the W3C disclosure-navigation
// pattern), so keyboard users reach both; Escape closes and returns focus to the button.
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Icon } from '../../components/icon/icon';
import { GameTypeIcon } from '../game-type-icon';
import type { NavEntry } from './nav-model';
import { VendorList } from './vendor-list';

function NavDropdown({ entry }: { entry: NavEntry }) {
  const { t } = useTranslation();
  // 'hover' opens with the mouse; a click on the button while hovering keeps it open instead of
  // closing what the member is looking at, and a second click closes it.
  const [openedBy, setOpenedBy] = useState<'hover' | 'click' | null>(null);
  const isOpen = openedBy !== null;
  const close = () => setOpenedBy(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const hasVendors = entry.vendors.length > 0;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      close();
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!itemRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <li
      ref={itemRef}
      className="main-nav__item"
      onMouseEnter={() => hasVendors && !isOpen && setOpenedBy('hover')}
      onMouseLeave={close}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <NavLink to={entry.href} className="main-nav__link">
        <GameTypeIcon gameType={entry.gameType} size={18} />
        {entry.name}
      </NavLink>
      {hasVendors && (
        <>
          <button
            ref={buttonRef}
            type="button"
            className="main-nav__toggle"
            aria-expanded={isOpen}
            aria-controls={panelId}
            aria-label={t('nav.showVendors', { type: entry.name })}
            onClick={() => setOpenedBy(openedBy === 'click' ? null : 'click')}
          >
            <Icon name="chevronDown" size={16} />
          </button>
          <div id={panelId} className="nav-dropdown" hidden={!isOpen}>
            <VendorList entry={entry} onChoose={close} />
          </div>
        </>
      )}
    </li>
  );
}

export function MainNav({ entries }: { entries: NavEntry[] }) {
  const { t } = useTranslation();
  return (
    <nav className="main-nav" aria-label={t('nav.label')}>
      <ul className="main-nav__list">
        <li className="main-nav__item">
          <NavLink to="/" end className="main-nav__link">
            <Icon name="home" size={18} />
            {t('nav.home')}
          </NavLink>
        </li>
        {entries.map((entry) => (
          <NavDropdown key={entry.gameType} entry={entry} />
        ))}
        <li className="main-nav__item">
          <NavLink to="/promotions" className="main-nav__link">
            <Icon name="gift" size={18} />
            {t('nav.promotions')}
          </NavLink>
        </li>
        <li className="main-nav__item">
          <Link to="/down" className="main-nav__link">
            <Icon name="download" size={18} />
            {t('nav.download')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
