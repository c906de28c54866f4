// The phone navigation (below 960 px): a focus-trapped drawer with everything the desktop
// header shows, game types expanding to their vendors.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Icon } from '../../components/icon/icon';
import { Modal } from '../../components/modal/modal';
import { useSession } from '../../lib/session';
import { GameTypeIcon } from '../game-type-icon';
import { GuestButtons } from './guest-buttons';
import { HeaderClock } from './header-clock';
import { LanguageSwitcher } from './language-switcher';
import { LoggedInPanel } from './logged-in-panel';
import type { NavEntry } from './nav-model';
import { ThemeSwitch } from './theme-switch';
import { VendorList } from './vendor-list';

function DrawerEntry({ entry, onNavigate }: { entry: NavEntry; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="drawer-nav__item">
      <div className="drawer-nav__row">
        <NavLink to={entry.href} className="drawer-nav__link" onClick={onNavigate}>
          <GameTypeIcon gameType={entry.gameType} size={20} />
          {entry.name}
        </NavLink>
        {entry.vendors.length > 0 && (
          <button
            type="button"
            className="icon-button drawer-nav__toggle"
            aria-expanded={isOpen}
            aria-controls={panelId}
            aria-label={t('nav.showVendors', { type: entry.name })}
            onClick={() => setIsOpen((open) => !open)}
          >
            <Icon name="chevronDown" />
          </button>
        )}
      </div>
      {entry.vendors.length > 0 && (
        <div id={panelId} hidden={!isOpen} className="drawer-nav__vendors">
          <VendorList entry={entry} onChoose={onNavigate} />
        </div>
      )}
    </li>
  );
}

export function MobileDrawer({
  open,
  onClose,
  entries,
  hasAgentHelp,
}: {
  open: boolean;
  onClose: () => void;
  entries: NavEntry[];
  hasAgentHelp: boolean;
}) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  return (
    <Modal open={open} onClose={onClose} title={t('nav.menu')} className="drawer">
      <HeaderClock />
      <div className="drawer__account">
        {isLoggedIn ? (
          <LoggedInPanel layout="stack" onOpen={onClose} />
        ) : (
          <GuestButtons onOpen={onClose} />
        )}
      </div>
      <nav aria-label={t('nav.label')}>
        <ul className="drawer-nav">
          <li className="drawer-nav__item">
            <NavLink to="/" end className="drawer-nav__link" onClick={onClose}>
              <Icon name="home" />
              {t('nav.home')}
            </NavLink>
          </li>
          {entries.map((entry) => (
            <DrawerEntry key={entry.gameType} entry={entry} onNavigate={onClose} />
          ))}
          <li className="drawer-nav__item">
            <NavLink to="/promotions" className="drawer-nav__link" onClick={onClose}>
              <Icon name="gift" />
              {t('nav.promotions')}
            </NavLink>
          </li>
          <li className="drawer-nav__item">
            <Link to="/down" className="drawer-nav__link" onClick={onClose}>
              <Icon name="download" />
              {t('nav.download')}
            </Link>
          </li>
          {hasAgentHelp && (
            <li className="drawer-nav__item">
              <Link to="/help#agent" className="drawer-nav__link" onClick={onClose}>
                <Icon name="users" />
                {t('shell.affiliate')}
              </Link>
            </li>
          )}
        </ul>
      </nav>
      <div className="drawer__settings">
        <LanguageSwitcher />
        <ThemeSwitch showLabel />
      </div>
    </Modal>
  );
}
