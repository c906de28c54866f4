// The floating side menu (spec 2): telegram, facebook and whatsapp only when configured, app
// download, customer service, and invite friends only when the referral promo is on (public state's availablePromo).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsolidatedSettings } from '../api/consolidated-settings';
import { usePromoState } from '../api/promotions';
import { MaskIcon } from '../components/icon/mask-icon';
import { useActionGuard } from '../features/auth/use-action-guard';
import { useMemberCentre } from '../lib/member-centre';
import { useCustomerService } from './customer-service';
import './side-menu.css';

const socialNetworks = ['telegram', 'facebook', 'whatsapp'] as const;

export function SideMenu() {
  const { t } = useTranslation();
  const settings = useConsolidatedSettings();
  const openCustomerService = useCustomerService();
  const whitelabel = settings.data?.whitelabel;

  // Public state's availablePromo (REFERRAL.enabled): a referral promotion is open now.
  const referralEnabled = usePromoState().data?.availablePromo === true;

  return (
    <nav className="side-menu" aria-label={t('shell.sideMenu.label')}>
      <ul className="side-menu__list">
        {socialNetworks.map((network) => {
          const href = whitelabel?.socialLinks[network];
          if (!href) return null;
          return (
            <li key={network}>
              <a className="side-menu__item" href={href} target="_blank" rel="noopener noreferrer">
                <MaskIcon src={`/images/social/${network}.svg`} size={22} />
                <span className="side-menu__label">{t(`shell.sideMenu.${network}`)}</span>
              </a>
            </li>
          );
        })}
        <li>
          <Link className="side-menu__item" to="/down">
            <MaskIcon src="/images/menu/download.svg" size={22} />
            <span className="side-menu__label">{t('shell.sideMenu.download')}</span>
          </Link>
        </li>
        <li>
          <button type="button" className="side-menu__item" onClick={openCustomerService}>
            <MaskIcon src="/images/menu/customer-service.svg" size={22} />
            <span className="side-menu__label">{t('shell.sideMenu.support')}</span>
          </button>
        </li>
        {whitelabel?.referralPromoEnabled && referralEnabled && <InviteFriends />}
      </ul>
    </nav>
  );
}

/** Invite friends: the member centre's referral page; visitors get the login popup first. */
function InviteFriends() {
  const { t } = useTranslation();
  const guard = useActionGuard();
  const memberCentre = useMemberCentre();
  return (
    <li>
      <button
        type="button"
        className="side-menu__item"
        onClick={() => guard(() => memberCentre.open('referral'))}
      >
        <MaskIcon src="/images/menu/invite.svg" size={22} />
        <span className="side-menu__label">{t('shell.sideMenu.invite')}</span>
      </button>
    </li>
  );
}
