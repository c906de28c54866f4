// The site header (spec 2): top bar (clock, affiliate link, login or member panel, language,
// theme) and the game navigation; on phones a compact bar with a drawer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsolidatedSettings } from '../../api/consolidated-settings';
import { Icon } from '../../components/icon/icon';
import { useSession } from '../../lib/session';
import { useMediaQuery } from '../../lib/use-media-query';
import { SiteLogo } from '../site-logo';
import { GuestButtons } from './guest-buttons';
import { HeaderClock } from './header-clock';
import { LanguageSwitcher } from './language-switcher';
import { LoggedInPanel } from './logged-in-panel';
import { MainNav } from './main-nav';
import { MobileDrawer } from './mobile-drawer';
import { ThemeSwitch } from './theme-switch';
import { useNavEntries } from './use-nav-entries';
import './header.css';

export const PHONE_QUERY = '(max-width: 959px)';

export function Header() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const settings = useConsolidatedSettings();
  const entries = useNavEntries();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const hasAgentHelp = settings.data?.hasAgentHelp ?? false;

  if (isPhone) {
    return (
      <header className="site-header">
        <div className="mobile-bar">
          <button
            type="button"
            className="icon-button"
            aria-label={t('nav.openMenu')}
            aria-expanded={isDrawerOpen}
            aria-haspopup="dialog"
            onClick={() => setIsDrawerOpen(true)}
          >
            <Icon name="menu" size={24} />
          </button>
          <Link to="/" className="site-header__logo">
            <SiteLogo />
          </Link>
          {!isLoggedIn && <GuestButtons />}
        </div>
        <MobileDrawer
          open={isDrawerOpen}
          onClose={() => setIsDrawerOpen(false)}
          entries={entries}
          hasAgentHelp={hasAgentHelp}
        />
      </header>
    );
  }

  return (
    <header className="site-header">
      <div className="top-bar">
        <div className="content top-bar__inner">
          <div className="top-bar__start">
            <Link to="/" className="site-header__logo">
              <SiteLogo onDark />
            </Link>
            <HeaderClock />
          </div>
          <div className="top-bar__end">
            {hasAgentHelp && (
              <Link to="/help#agent" className="top-bar__link">
                <Icon name="users" size={16} />
                {t('shell.affiliate')}
              </Link>
            )}
            {isLoggedIn ? <LoggedInPanel layout="bar" /> : <GuestButtons />}
            <LanguageSwitcher />
            <ThemeSwitch />
          </div>
        </div>
      </div>
      <div className="main-bar">
        <div className="content main-bar__inner">
          <MainNav entries={entries} />
        </div>
      </div>
    </header>
  );
}
