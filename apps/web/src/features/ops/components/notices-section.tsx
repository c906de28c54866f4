// Notices: the notice bar, the notice page, the pop-up and promotion notices, in every language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteFormat } from '../../../lib/use-site-format';
import { ZNoticeInput } from '@wps/contracts/content/announcements';
import type { TOpsNotice } from '@wps/contracts/content/ops-notices';
import type { TLanguage } from '@wps/contracts/http';
import { OPS_PAGE_SIZE } from '@wps/contracts/ops/paging';
import { useCreateNotice } from '../api/use-create-notice';
import { useDeleteNotice } from '../api/use-delete-notice';
import { useNotices } from '../api/use-notices';
import { useUpdateNotice } from '../api/use-update-notice';
import { ChoiceSelect } from './choice-select';
import { ContentForm, LanguageAndTitle } from './content-form';
import { ContentList } from './content-list';
import {
  ContentWindowFields,
  ContentWindowSummary,
  windowDraftOf,
  windowInput,
  type ContentWindow,
} from './content-window-fields';
import { QueryView } from './query-view';
import { usePageInRange } from '../use-page-in-range';
import { cleanTexts, TextsInput, type Texts } from './texts-input';

const noticeTypes = ['PL', 'PU', 'PR', 'H'] as const;
type NoticeType = (typeof noticeTypes)[number];

interface NoticeDraft extends ContentWindow {
  type: NoticeType;
  title: Texts;
  content: Texts;
}

function draftOf(notice: TOpsNotice | null, timeZone: string | undefined): NoticeDraft {
  return {
    type: notice?.type ?? 'PL',
    title: notice?.title ?? {},
    content: notice?.content ?? {},
    ...windowDraftOf(notice, timeZone),
  };
}

export function NoticesSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const notices = useNotices({ pageNo: page, pageSize: OPS_PAGE_SIZE });
  usePageInRange(page, notices.data?.totalPages, setPage);
  const remove = useDeleteNotice();

  return (
    <QueryView query={notices}>
      {({ items, totalPages }) => (
        <ContentList
          items={items}
          paging={{ page, totalPages, onPage: setPage, isBusy: notices.isFetching }}
          remove={remove}
          canEdit={canEdit}
          newLabel={t('ops.notices.new')}
          emptyText={t('ops.notices.empty')}
          renderForm={(notice, onDone) => <NoticeForm notice={notice} onDone={onDone} />}
          renderItem={(notice, { title, actions }) => (
            <>
              <div className="ops-item-head">
                <span className="ops-badge">{t(`ops.notices.types.${notice.type}`)}</span>
                <ContentWindowSummary {...notice} />
              </div>
              <h2 className="ops-item-title">{title}</h2>
              <p className="ops-hint">
                {t('ops.content.languages', { list: Object.keys(notice.title).join(', ') })}
              </p>
              {actions}
            </>
          )}
        />
      )}
    </QueryView>
  );
}

function NoticeForm({ notice, onDone }: { notice: TOpsNotice | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { timeZone } = useSiteFormat();
  const create = useCreateNotice();
  const update = useUpdateNotice();
  const [draft, setDraft] = useState(() => draftOf(notice, timeZone));
  const [language, setLanguage] = useState<TLanguage>('EN');
  const set = (patch: Partial<NoticeDraft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <ContentForm
      heading={notice ? t('ops.notices.edit') : t('ops.notices.new')}
      id={notice?.id}
      schema={ZNoticeInput}
      input={() => ({
        type: draft.type,
        title: cleanTexts(draft.title),
        content: cleanTexts(draft.content),
        ...windowInput(draft),
      })}
      create={create}
      update={update}
      onDone={onDone}
    >
      <label className="ops-field ops-field-narrow">
        <span>{t('ops.notices.type')}</span>
        <ChoiceSelect
          choices={noticeTypes}
          value={draft.type}
          labelOf={(type) => t(`ops.notices.types.${type}`)}
          onChange={(type) => set({ type })}
        />
      </label>
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
        maxLength={10_000}
        rows={6}
        onChange={(content) => set({ content })}
      />
      <ContentWindowFields value={draft} onChange={(w) => set(w)} />
    </ContentForm>
  );
}
