// The footer (spec 2): licence text, help menu, product list (each to its game type's page),
// certificates, payment methods and responsible gaming, from /wps/system/templates.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TNavItem } from '@wps/contracts/content/game-nav';
import { useGameTypes } from '../api/game-types';
import { useTemplates } from '../api/templates';
import { Icon } from '../components/icon/icon';
import { LazyImage } from '../components/lazy-image/lazy-image';
import { FeedbackButton } from './feedback-button';
import { GameTypeIcon } from './game-type-icon';
import './footer.css';

const helpLinks = [
  { to: '/help', key: 'helpCentre' },
  { to: '/help#term', key: 'terms' },
  { to: '/help#agent', key: 'affiliate' },
  { to: '/noticePage', key: 'notices' },
  { to: '/join', key: 'join' },
  { to: '/down', key: 'download' },
] as const;

/** One entry per route: LOTT and ELOTT share /elott (spec 2). */
function productLinks(types: TNavItem[]) {
  const seen = new Set<string>();
  return types.flatMap((type) => {
    if (seen.has(type.page)) return [];
    seen.add(type.page);
    return [{ to: type.page, gameType: type.gameType, name: type.name }];
  });
}

export function Footer() {
  const { t } = useTranslation();
  const templates = useTemplates().data;
  const gameTypes = useGameTypes().data ?? [];
  const products = productLinks(gameTypes);

  return (
    <footer className="site-footer">
      <div className="content site-footer__grid">
        <section className="site-footer__block" aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__heading">
            {t('shell.footer.help')}
          </h2>
          <ul className="site-footer__links">
            {helpLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`shell.footer.links.${link.key}`)}</Link>
              </li>
            ))}
            <li>
              <FeedbackButton className="site-footer__link-button" />
            </li>
          </ul>
        </section>

        {products.length > 0 && (
          <section className="site-footer__block" aria-labelledby="footer-products">
            <h2 id="footer-products" className="site-footer__heading">
              {t('shell.footer.products')}
            </h2>
            <ul className="site-footer__links site-footer__links--products">
              {products.map((product) => (
                <li key={product.to}>
                  <Link to={product.to}>
                    <GameTypeIcon gameType={product.gameType} size={16} />
                    {product.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        {templates && (
          <LogoBlock
            id="footer-certificates"
            title={t('shell.footer.certificates')}
            logos={templates.certificates}
          />
        )}
        {templates && (
          <LogoBlock
            id="footer-payments"
            title={t('shell.footer.payments')}
            logos={templates.paymentMethods}
          />
        )}
      </div>

      {templates && (
        <div className="content site-footer__legal">
          {templates.responsibleGaming && (
            <section className="site-footer__responsible" aria-labelledby="footer-responsible">
              <h2 id="footer-responsible" className="site-footer__heading">
                <Icon name="shield" size={18} />
                {t('shell.footer.responsible')}
              </h2>
              <p>{templates.responsibleGaming}</p>
            </section>
          )}
          {templates.licence && <p className="site-footer__licence">{templates.licence}</p>}
        </div>
      )}
      <p className="site-footer__copyright">
        © {new Date().getFullYear()} {t('app.name')}
      </p>
    </footer>
  );
}

/** A footer block of named logos (certificates, payment methods); nothing when empty. */
function LogoBlock({
  id,
  title,
  logos,
}: {
  id: string;
  title: string;
  logos: { name: string; image: string }[];
}) {
  if (logos.length === 0) return null;
  return (
    <section className="site-footer__block" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      <ul className="site-footer__logos">
        {logos.map((item) => (
          <li key={item.name} title={item.name}>
            <LazyImage src={item.image} alt={item.name} width={128} height={48} />
          </li>
        ))}
      </ul>
    </section>
  );
}
