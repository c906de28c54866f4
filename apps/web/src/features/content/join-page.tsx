// /join: the agent join page: the application form (join-form.tsx), then the benefits are the site's own pitch; the commission outline is
// the operators' affiliate help (tag 'agent'), so it always matches what they have published.
import { useTranslation } from 'react-i18next';
import { useHelpCenter } from '../../api/help-center';
import { Icon, type IconName } from '../../components/icon/icon';
import { PlainText } from '../../components/plain-text/plain-text';
import { PageLoader } from '../../shell/page-loader';
import { useCustomerService } from '../../shell/customer-service';
import { JoinForm } from './join-form';
import '../../styles/content-page.css';
import './join-page.css';

const benefits: { key: string; icon: IconName }[] = [
  { key: 'commission', icon: 'chart' },
  { key: 'team', icon: 'users' },
  { key: 'reports', icon: 'clock' },
  { key: 'support', icon: 'headset' },
];

export function JoinPage() {
  const { t } = useTranslation();
  const help = useHelpCenter();
  const openCustomerService = useCustomerService();
  const agentArticles = (help.data ?? [])
    .filter((article) => article.tag === 'agent')
    .sort((a, b) => a.sort - b.sort);

  const contactButton = (
    <button type="button" className="button button--accent" onClick={openCustomerService}>
      <Icon name="headset" />
      {t('pages.join.contact')}
    </button>
  );

  return (
    <div className="content content-page join-page">
      <section className="join-hero">
        <h1 className="content-page__title">{t('pages.join.title')}</h1>
        <p>{t('pages.join.lead')}</p>
        <div className="join-hero__actions">
          <a className="button button--primary" href="#join-apply">
            {t('pages.join.applyNow')}
          </a>
          {contactButton}
        </div>
      </section>

      <section className="content-page__section card join-apply" aria-labelledby="join-apply">
        <h2 id="join-apply">{t('pages.join.form.title')}</h2>
        <p>{t('pages.join.form.lead')}</p>
        <JoinForm />
      </section>

      <section className="content-page__section" aria-labelledby="join-benefits">
        <h2 id="join-benefits">{t('pages.join.benefitsTitle')}</h2>
        <ul className="join-benefits">
          {benefits.map((benefit) => (
            <li key={benefit.key} className="card">
              <span className="join-benefits__icon" aria-hidden="true">
                <Icon name={benefit.icon} size={26} />
              </span>
              <h3>{t(`pages.join.benefits.${benefit.key}.title`)}</h3>
              <p>{t(`pages.join.benefits.${benefit.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="content-page__section" aria-labelledby="join-commission">
        <h2 id="join-commission">{t('pages.join.commissionTitle')}</h2>
        {help.isPending ? (
          <PageLoader />
        ) : agentArticles.length === 0 ? (
          <p className="content-page__empty">{t('pages.join.noCommission')}</p>
        ) : (
          <div className="join-commission">
            {agentArticles.map((article) => (
              <article key={article.id} className="card">
                <h3>{article.title}</h3>
                <PlainText text={article.content} />
              </article>
            ))}
          </div>
        )}
      </section>

      <section className="content-page__section join-contact card" aria-labelledby="join-contact">
        <h2 id="join-contact">{t('pages.join.contactTitle')}</h2>
        <p>{t('pages.join.contactText')}</p>
        {contactButton}
      </section>
    </div>
  );
}
