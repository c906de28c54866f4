// Banners: each route's carousel shows its group's live banners, with an image per language.
// An image is uploaded (png or jpg, re-encoded by the server) or named by a path shipped with the site.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteFormat } from '../../../lib/use-site-format';
import {
  bannerGroups,
  ZBannerInput,
  type TBannerGroup,
} from '@wps/contracts/content/announcements';
import { ZImagePath } from '@wps/contracts/content/fields';
import type { TOpsBanner } from '@wps/contracts/content/ops-banners';
import type { TLanguage } from '@wps/contracts/http';
import { OPS_PAGE_SIZE } from '@wps/contracts/ops/paging';
import { useBanners } from '../api/use-banners';
import { useCreateBanner } from '../api/use-create-banner';
import { useDeleteBanner } from '../api/use-delete-banner';
import { useUpdateBanner } from '../api/use-update-banner';
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
import { cleanTexts, type Texts } from './texts-input';
import { ImageUpload } from './image-upload';

type LinkageType = 0 | 1 | 2;

interface BannerDraft extends ContentWindow {
  groupName: TBannerGroup;
  title: Texts;
  image: Texts;
  linkageType: LinkageType;
  link: string;
}

function draftOf(banner: TOpsBanner | null, timeZone: string | undefined): BannerDraft {
  return {
    groupName: banner?.groupName ?? 'w_home',
    title: banner?.title ?? {},
    image: banner?.image ?? {},
    linkageType: banner?.linkageType ?? 0,
    link: banner?.link ?? '',
    ...windowDraftOf(banner, timeZone),
  };
}

/** Only images shipped with the site are shown (the CSP allows no other origin anyway). */
function previewSrc(path: string | undefined): string | null {
  return path && ZImagePath.safeParse(path).success ? path : null;
}

/** A missing image file leaves no broken-image box, just no thumbnail. */
function BannerThumb({ src }: { src: string }) {
  const [isBroken, setIsBroken] = useState(false);
  if (isBroken) return null;
  return (
    <img
      className="ops-banner-thumb"
      src={src}
      alt=""
      loading="lazy"
      onError={() => setIsBroken(true)}
    />
  );
}

export function BannersSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const banners = useBanners({ pageNo: page, pageSize: OPS_PAGE_SIZE });
  usePageInRange(page, banners.data?.totalPages, setPage);
  const remove = useDeleteBanner();

  return (
    <QueryView query={banners}>
      {({ items, totalPages }) => {
        // The images the shown page uses, offered as suggestions in the form.
        const knownImages = [...new Set(items.flatMap((b) => Object.values(b.image)))].sort();
        return (
          <ContentList
            items={items}
            paging={{ page, totalPages, onPage: setPage, isBusy: banners.isFetching }}
            remove={remove}
            canEdit={canEdit}
            newLabel={t('ops.banners.new')}
            emptyText={t('ops.banners.empty')}
            itemClassName="ops-card ops-item ops-banner-item"
            renderForm={(banner, onDone) => (
              <BannerForm banner={banner} knownImages={knownImages} onDone={onDone} />
            )}
            renderItem={(banner, { title, actions }) => {
              const src = previewSrc(banner.image.EN);
              return (
                <>
                  {src && <BannerThumb src={src} />}
                  <div className="ops-item-body">
                    <div className="ops-item-head">
                      <span className="ops-badge">{banner.groupName}</span>
                      <ContentWindowSummary {...banner} />
                    </div>
                    <h2 className="ops-item-title">{title}</h2>
                    <p className="ops-hint">{banner.link ?? t('ops.banners.linkage.0')}</p>
                    {actions}
                  </div>
                </>
              );
            }}
          />
        );
      }}
    </QueryView>
  );
}

function BannerForm({
  banner,
  knownImages,
  onDone,
}: {
  banner: TOpsBanner | null;
  knownImages: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { timeZone } = useSiteFormat();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const [draft, setDraft] = useState(() => draftOf(banner, timeZone));
  const [language, setLanguage] = useState<TLanguage>('EN');
  const set = (patch: Partial<BannerDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const listId = `ops-banner-images-${banner?.id ?? 'new'}`;
  const src = previewSrc(draft.image[language] || draft.image.EN);

  return (
    <ContentForm
      heading={banner ? t('ops.banners.edit') : t('ops.banners.new')}
      id={banner?.id}
      schema={ZBannerInput}
      input={() => ({
        groupName: draft.groupName,
        title: cleanTexts(draft.title),
        image: cleanTexts(draft.image),
        linkageType: draft.linkageType,
        link: draft.linkageType === 0 ? null : draft.link.trim(),
        ...windowInput(draft),
      })}
      create={create}
      update={update}
      onDone={onDone}
    >
      <div className="ops-row">
        <label className="ops-field">
          <span>{t('ops.banners.group')}</span>
          <ChoiceSelect
            choices={bannerGroups}
            value={draft.groupName}
            onChange={(groupName) => set({ groupName })}
          />
        </label>
        <label className="ops-field">
          <span>{t('ops.banners.linkageType')}</span>
          <select
            value={draft.linkageType}
            onChange={(e) => set({ linkageType: Number(e.target.value) as LinkageType })}
          >
            {[0, 1, 2].map((type) => (
              <option key={type} value={type}>
                {t(`ops.banners.linkage.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="ops-field ops-field-wide">
          <span>{t('ops.banners.link')}</span>
          <input
            value={draft.linkageType === 0 ? '' : draft.link}
            disabled={draft.linkageType === 0}
            maxLength={500}
            spellCheck={false}
            placeholder={draft.linkageType === 1 ? '/promotions' : ''}
            onChange={(e) => set({ link: e.target.value })}
          />
        </label>
      </div>
      <LanguageAndTitle
        language={language}
        onLanguageChange={setLanguage}
        filled={[draft.title, draft.image]}
        title={draft.title}
        onTitleChange={(title) => set({ title })}
      />
      <label className="ops-field">
        <span>
          {t('ops.banners.image')} ({language})
        </span>
        <input
          list={listId}
          maxLength={300}
          spellCheck={false}
          placeholder="/banners/w_home-1.svg"
          aria-describedby={`${listId}-help`}
          value={draft.image[language] ?? ''}
          onChange={(e) => set({ image: { ...draft.image, [language]: e.target.value } })}
        />
      </label>
      <ImageUpload
        label={t('ops.banners.upload', { language })}
        onUploaded={(url) => set({ image: { ...draft.image, [language]: url } })}
      />
      <datalist id={listId}>
        {knownImages.map((path) => (
          <option key={path} value={path} />
        ))}
      </datalist>
      <p id={`${listId}-help`} className="ops-hint">
        {t('ops.banners.imageHelp')}
      </p>
      {src && <img className="ops-banner-preview" src={src} alt={t('ops.banners.preview')} />}
      <ContentWindowFields value={draft} onChange={(w) => set(w)} />
    </ContentForm>
  );
}
