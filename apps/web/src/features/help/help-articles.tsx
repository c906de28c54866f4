// Help articles grouped by tag, in the order of the help tags; each group is an anchor
// (/help#agent, /help#term ...).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { helpTags, type THelpArticle } from '@wps/contracts/system/help-center';
import { Icon } from '../../components/icon/icon';
import { PlainText } from '../../components/plain-text/plain-text';

export function groupByTag(articles: THelpArticle[]) {
  return helpTags
    .map((tag) => ({
      tag,
      articles: articles.filter((a) => a.tag === tag).sort((a, b) => a.sort - b.sort),
    }))
    .filter((group) => group.articles.length > 0);
}

function Article({ article, initiallyOpen }: { article: THelpArticle; initiallyOpen: boolean }) {
  const [isOpen, setIsOpen] = useState(initiallyOpen);
  const panelId = useId();
  return (
    <li className="expandable card">
      <h3 className="expandable__heading">
        <button
          type="button"
          className="expandable__toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <span className="expandable__title">{article.title}</span>
          <Icon name="chevronDown" className="expandable__chevron" />
        </button>
      </h3>
      <div id={panelId} className="expandable__body" hidden={!isOpen}>
        <PlainText text={article.content} />
      </div>
    </li>
  );
}

export function HelpArticles({
  articles,
  openTag,
}: {
  articles: THelpArticle[];
  /** The group whose articles start open (the one the hash points at). */
  openTag?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {groupByTag(articles).map((group) => (
        <section
          key={group.tag}
          id={group.tag}
          className="content-page__section help-group"
          aria-labelledby={`help-${group.tag}`}
        >
          <h2 id={`help-${group.tag}`}>{t(`pages.help.tags.${group.tag}`)}</h2>
          <ul className="expandable-list">
            {group.articles.map((article, index) => (
              <Article
                key={article.id}
                article={article}
                initiallyOpen={group.tag === openTag || index === 0}
              />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
