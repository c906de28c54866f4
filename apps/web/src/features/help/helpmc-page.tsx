// /helpmc: the help centre on its own, without the shell (spec 2), e.g. inside an app's web view.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useHelpCenter } from '../../api/help-center';
import { PageLoader } from '../../shell/page-loader';
import { SiteLogo } from '../../shell/site-logo';
import { HelpArticles } from './help-articles';
import '../../styles/content-page.css';
import './help-page.css';

export function HelpMcPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const help = useHelpCenter();
  const articles = help.data ?? [];
  return (
    <main className="content content-page helpmc">
      <SiteLogo className="helpmc__logo" />
      <h1 className="content-page__title">{t('pages.help.title')}</h1>
      {help.isPending ? (
        <PageLoader />
      ) : help.isError ? (
        <p role="alert" className="content-page__error">
          {t('errors.loadFailed')}
        </p>
      ) : articles.length === 0 ? (
        <p className="content-page__empty">{t('pages.help.empty')}</p>
      ) : (
        <HelpArticles articles={articles} openTag={hash.slice(1)} />
      )}
    </main>
  );
}
