// /help: the help centre (spec 2). #agent scrolls to the affiliate help; #term shows the terms
// and opens them in the help modal.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useHelpCenter } from '../../api/help-center';
import { Modal } from '../../components/modal/modal';
import { PlainText } from '../../components/plain-text/plain-text';
import { FeedbackButton } from '../../shell/feedback-button';
import { PageLoader } from '../../shell/page-loader';
import { HelpArticles } from './help-articles';
import '../../styles/content-page.css';
import './help-page.css';

export function HelpPage() {
  const { t } = useTranslation();
  const { hash, key } = useLocation();
  const help = useHelpCenter();
  const articles = help.data ?? [];
  const terms = articles.filter((a) => a.tag === 'term').sort((a, b) => a.sort - b.sort);
  const openTag = hash.slice(1);
  const [isTermsOpen, setIsTermsOpen] = useState(false);

  // Each arrival on #term (a new location, even the same address again) opens the modal, once
  // the terms are there to show.
  const hasTerms = terms.length > 0;
  useEffect(() => {
    if (hash === '#term' && hasTerms) setIsTermsOpen(true);
  }, [hash, key, hasTerms]);

  return (
    <div className="content content-page help-page">
      <h1 className="content-page__title">{t('pages.help.title')}</h1>
      <p className="content-page__lead">{t('pages.help.lead')}</p>
      <p className="help-page__feedback">
        {t('pages.help.feedbackLead')} <FeedbackButton className="button button--small" />
      </p>
      {help.isPending ? (
        <PageLoader />
      ) : help.isError ? (
        <p role="alert" className="content-page__error">
          {t('errors.loadFailed')}
        </p>
      ) : articles.length === 0 ? (
        <p className="content-page__empty">{t('pages.help.empty')}</p>
      ) : (
        <HelpArticles articles={articles} openTag={openTag} />
      )}
      <Modal
        open={isTermsOpen}
        onClose={() => setIsTermsOpen(false)}
        title={t('pages.help.tags.term')}
        className="help-modal"
      >
        {terms.map((article) => (
          <article key={article.id} className="help-modal__article">
            <h3>{article.title}</h3>
            <PlainText text={article.content} />
          </article>
        ))}
      </Modal>
    </div>
  );
}
