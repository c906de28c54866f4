// Help articles by tag: 'agent' feeds the affiliate link and /help#agent, 'term' the terms.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOpsHelpArticle } from '@wps/contracts/content/ops-help';
import type { TLanguage } from '@wps/contracts/http';
import { OPS_PAGE_SIZE } from '@wps/contracts/ops/paging';
import { helpTags, ZHelpArticleInput } from '@wps/contracts/system/help-center';
import { useCreateHelpArticle } from '../api/use-create-help-article';
import { useDeleteHelpArticle } from '../api/use-delete-help-article';
import { useHelpArticles } from '../api/use-help-articles';
import { useUpdateHelpArticle } from '../api/use-update-help-article';
import { ChoiceSelect } from './choice-select';
import { ContentForm, LanguageAndTitle } from './content-form';
import { ContentList } from './content-list';
import { SortField } from './content-window-fields';
import { QueryView } from './query-view';
import { usePageInRange } from '../use-page-in-range';
import { cleanTexts, TextsInput, type Texts } from './texts-input';

type HelpTag = (typeof helpTags)[number];

interface HelpDraft {
  tag: HelpTag;
  sort: number;
  title: Texts;
  content: Texts;
}

export function HelpSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const articles = useHelpArticles({ pageNo: page, pageSize: OPS_PAGE_SIZE });
  usePageInRange(page, articles.data?.totalPages, setPage);
  const remove = useDeleteHelpArticle();

  return (
    <QueryView query={articles}>
      {({ items, totalPages }) => (
        <ContentList
          items={items}
          paging={{ page, totalPages, onPage: setPage, isBusy: articles.isFetching }}
          remove={remove}
          canEdit={canEdit}
          newLabel={t('ops.help.new')}
          emptyText={t('ops.help.empty')}
          renderForm={(article, onDone) => <HelpForm article={article} onDone={onDone} />}
          renderItem={(article, { title, actions }) => (
            <>
              <div className="ops-item-head">
                <span className="ops-badge">{t(`ops.help.tags.${article.tag}`)}</span>
                <span className="ops-hint">{t('ops.help.sortValue', { sort: article.sort })}</span>
              </div>
              <h2 className="ops-item-title">{title}</h2>
              <p className="ops-hint">
                {t('ops.content.languages', { list: Object.keys(article.title).join(', ') })}
              </p>
              {actions}
            </>
          )}
        />
      )}
    </QueryView>
  );
}

function HelpForm({ article, onDone }: { article: TOpsHelpArticle | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateHelpArticle();
  const update = useUpdateHelpArticle();
  const [draft, setDraft] = useState<HelpDraft>(() => ({
    tag: article?.tag ?? 'general',
    sort: article?.sort ?? 0,
    title: article?.title ?? {},
    content: article?.content ?? {},
  }));
  const [language, setLanguage] = useState<TLanguage>('EN');
  const set = (patch: Partial<HelpDraft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <ContentForm
      heading={article ? t('ops.help.edit') : t('ops.help.new')}
      id={article?.id}
      schema={ZHelpArticleInput}
      input={() => ({
        tag: draft.tag,
        sort: draft.sort,
        title: cleanTexts(draft.title),
        content: cleanTexts(draft.content),
      })}
      create={create}
      update={update}
      onDone={onDone}
    >
      <div className="ops-row">
        <label className="ops-field">
          <span>{t('ops.help.tag')}</span>
          <ChoiceSelect
            choices={helpTags}
            value={draft.tag}
            labelOf={(tag) => t(`ops.help.tags.${tag}`)}
            onChange={(tag) => set({ tag })}
          />
        </label>
        <SortField value={draft.sort} onChange={(sort) => set({ sort })} />
      </div>
      <LanguageAndTitle
        language={language}
        onLanguageChange={setLanguage}
        filled={[draft.title, draft.content]}
        title={draft.title}
        onTitleChange={(title) => set({ title })}
      />
      <TextsInput
        label={t('ops.content.text')}
        language={language}
        texts={draft.content}
        maxLength={20_000}
        rows={10}
        onChange={(content) => set({ content })}
      />
    </ContentForm>
  );
}
