// The site header (spec 2): top bar (clock, affiliate link, login or member panel, language,
// theme) and the game navigation; on phones a compact bar with a drawer. A member's bar stacks
// the clock under the logo and keeps rarer account actions in the account menu, so it fits from
// 1024 px in every language; below that a member gets the drawer, with the balance, Deposit and
// the member centre kept in a strip under the bar.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsolidatedSettings } from '../../api/consolidated-settings';
import { useLiveWalletBalance } from '../../api/wallet';
import { Icon } from '../../components/icon/icon';
import { useToast } from '../../components/toast/toast';
import { useOpenDepositOnReturn } from '../../features/payments/use-deposit-return';
import { loadChunk } from '../../lib/load-chunk';
import { useSession } from '../../lib/session';
import { useMediaQuery } from '../../lib/use-media-query';
import { useSiteFormat } from '../../lib/use-site-format';
import { SiteLogo } from '../site-logo';
import { GuestButtons } from './guest-buttons';
import { HeaderClock } from './header-clock';
import { LanguageSwitcher } from './language-switcher';
import { MainNav } from './main-nav';
import { ThemeSwitch } from './theme-switch';
import { useNavEntries } from './use-nav-entries';
import './header.css';

// The phone drawer is its own chunk, asked for when the menu button is first touched: most visits
// never open it, and it is not in the first load's budget.
const loadDrawer = () => loadChunk(() => import('./mobile-drawer'));
const MobileDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileDrawer })));
const loadMemberParts = () => loadChunk(() => import('./member-parts'));
const LoggedInPanel = lazy(() =>
  loadMemberParts().then((module) => ({ default: module.LoggedInPanel })),
);
const PhoneMemberBar = lazy(() =>
  loadMemberParts().then((module) => ({ default: module.PhoneMemberBar })),
);

export const PHONE_QUERY = '(max-width: 959px)';
/** A member's top bar holds more (balance, deposit, withdraw): below 1024 px it uses the drawer, */
export const MEMBER_DRAWER_QUERY = '(max-width: 1023px)';
/** and below 1280 px its affiliate link and language move into the account menu. */
export const MEMBER_COMPACT_QUERY = '(max-width: 1279px)';

export function Header() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const settings = useConsolidatedSettings();
  const entries = useNavEntries();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const isNarrowForMember = useMediaQuery(MEMBER_DRAWER_QUERY);
  const isCompactMember = useMediaQuery(MEMBER_COMPACT_QUERY) && isLoggedIn;
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  // Back from a payment gateway: the deposit page opens (here, since the member panel is not
  // mounted on a phone until the drawer opens).
  useOpenDepositOnReturn();
  const hasAgentHelp = settings.data?.hasAgentHelp ?? false;
  // Here, once, rather than in the member panel, which the bar and the drawer may both render.
  // A deposit credited or a withdrawal paid is told at once, wherever the member is (issue 16).
  const toast = useToast();
  const format = useSiteFormat();
  useLiveWalletBalance((notice) =>
    toast.show(t(`shell.moneyNotice.${notice.kind}`, { amount: format.money(notice.amount) })),
  );

  if (isPhone || (isLoggedIn && isNarrowForMember)) {
    return (
      <header className="site-header">
        <div className="mobile-bar">
          <button
            type="button"
            className="icon-button"
            aria-label={t('nav.openMenu')}
            aria-expanded={isDrawerOpen}
            aria-haspopup="dialog"
            onPointerDown={() => void loadDrawer()}
            onClick={() => setIsDrawerOpen(true)}
          >
            <Icon name="menu" size={24} />
          </button>
          <Link to="/" className="site-header__logo">
            <SiteLogo />
          </Link>
          {!isLoggedIn && <GuestButtons />}
        </div>
        {isLoggedIn && (
          // The bar's place is held while its chunk comes, so nothing below moves.
          <Suspense fallback={<div className="phone-member-bar" aria-hidden="true" />}>
            <PhoneMemberBar />
          </Suspense>
        )}
        {/* Mounted only while open: the first render does not build the whole menu. */}
        {isDrawerOpen && (
          <Suspense fallback={null}>
            <MobileDrawer
              open
              onClose={() => setIsDrawerOpen(false)}
              entries={entries}
              hasAgentHelp={hasAgentHelp}
            />
          </Suspense>
        )}
      </header>
    );
  }

  const affiliateLink = hasAgentHelp && (
    <Link to="/help#agent" className="top-bar__link">
      <Icon name="users" size={16} />
      {t('shell.affiliate')}
    </Link>
  );

  return (
    <header className="site-header">
      <div className={isLoggedIn ? 'top-bar top-bar--member' : 'top-bar'}>
        <div className="content top-bar__inner">
          <div className="top-bar__start">
            <Link to="/" className="site-header__logo">
              <SiteLogo onDark />
            </Link>
            <HeaderClock />
          </div>
          <div className="top-bar__end">
            {!isCompactMember && affiliateLink}
            {isLoggedIn ? (
              <Suspense fallback={null}>
                <LoggedInPanel
                  layout="bar"
                  menuExtra={
                    isCompactMember ? (
                      <>
                        {affiliateLink}
                        <LanguageSwitcher />
                      </>
                    ) : undefined
                  }
                />
              </Suspense>
            ) : (
              <GuestButtons />
            )}
            {!isCompactMember && <LanguageSwitcher />}
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
