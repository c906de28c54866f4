// Social login (spec 2, 4): a button per provider the server has configured. The browser goes to
// the server's start address; the provider sends it back with ?oauthTicket= (or ?oauthError=),
// which account-url-actions.tsx exchanges for a session.
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon/icon';
import { useAccountOptions } from '../components/use-account-options';

export function SocialButtons() {
  const { t } = useTranslation();
  const providers = useAccountOptions().data?.oauthProviders ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="login-modal__social">
      <p className="login-modal__divider">{t('auth.social.or')}</p>
      <div className="login-modal__social-buttons">
        {providers.map((provider) => (
          <a
            key={provider}
            className={`button login-modal__social-button login-modal__social-button--${provider}`}
            href={`/wps/session/oauth/${provider}/start`}
          >
            {provider === 'facebook' ? (
              <Icon name="facebook" size={18} />
            ) : (
              <span className="login-modal__google" aria-hidden="true">
                G
              </span>
            )}
            {t(`auth.social.${provider}`)}
          </a>
        ))}
      </div>
    </div>
  );
}
