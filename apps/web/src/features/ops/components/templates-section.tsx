// Footer and home templates (content.edit): the licence, responsible gaming, certificates,
// payment methods, quality service, sponsors and the download block, written one language at a
// time (EN required: the others fall back to it), with a preview of what visitors in the
// chosen language will read.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@wps/contracts/http';
import { ZSiteTemplatesInput, type TSiteTemplatesInput } from '@wps/contracts/system/templates';
import { templateSettings } from '../api/use-site-settings-document';
import { FormFooter } from './form-footer';
import { QueryView } from './query-view';
import { cleanTexts, LanguagePicker, TextsInput, type Texts } from './texts-input';
import { useSettingsForm } from './use-settings-form';

type ListKey = 'certificates' | 'paymentMethods' | 'qualityService' | 'sponsors';
type Field =
  { key: string; kind: 'texts'; max: number; rows?: number } | { key: string; kind: 'image' };
type Item = Record<string, Texts | string>;

/** What each list's items hold, with the contract's limits. */
const lists: Record<ListKey, { max: number; fields: Field[] }> = {
  certificates: {
    max: 20,
    fields: [
      { key: 'name', kind: 'texts', max: 80 },
      { key: 'image', kind: 'image' },
    ],
  },
  paymentMethods: {
    max: 30,
    fields: [
      { key: 'name', kind: 'texts', max: 80 },
      { key: 'image', kind: 'image' },
    ],
  },
  qualityService: {
    max: 12,
    fields: [
      { key: 'title', kind: 'texts', max: 80 },
      { key: 'text', kind: 'texts', max: 500, rows: 2 },
      { key: 'icon', kind: 'image' },
    ],
  },
  sponsors: {
    max: 12,
    fields: [
      { key: 'name', kind: 'texts', max: 80 },
      { key: 'text', kind: 'texts', max: 300, rows: 2 },
      { key: 'image', kind: 'image' },
    ],
  },
};
const listKeys = Object.keys(lists) as ListKey[];

function emptyItem(list: ListKey): Item {
  return Object.fromEntries(lists[list].fields.map((f) => [f.key, f.kind === 'texts' ? {} : '']));
}

/** Every text map of the document, to mark the languages written. */
function allTexts(d: TSiteTemplatesInput): Texts[] {
  const ofItems = listKeys.flatMap((list) =>
    (d[list] as Item[]).flatMap((item) =>
      lists[list].fields.flatMap((f) => (f.kind === 'texts' ? [item[f.key] as Texts] : [])),
    ),
  );
  return [d.licence, d.responsibleGaming, d.download.title, d.download.text, ...ofItems];
}

/** Blank languages dropped everywhere: the API refuses empty texts. */
function cleaned(d: TSiteTemplatesInput): TSiteTemplatesInput {
  const cleanItem = (list: ListKey) => (item: Item) =>
    Object.fromEntries(
      lists[list].fields.map((f) => [
        f.key,
        f.kind === 'texts' ? cleanTexts(item[f.key] as Texts) : (item[f.key] as string).trim(),
      ]),
    );
  const result = {
    ...d,
    licence: cleanTexts(d.licence),
    responsibleGaming: cleanTexts(d.responsibleGaming),
    download: {
      title: cleanTexts(d.download.title),
      text: cleanTexts(d.download.text),
      image: d.download.image.trim(),
    },
  };
  for (const list of listKeys)
    (result as Record<ListKey, unknown>)[list] = (d[list] as Item[]).map(cleanItem(list));
  return result;
}

/** The preview loads only images shipped with the site (ZImagePath's rule), never a typed URL. */
const isImagePath = (path: string) =>
  /^\/(?!\/)[A-Za-z0-9._~/-]+\.(svg|png|jpe?g|webp)$/.test(path);

/** What a visitor in that language reads: the text, or EN where it has none. */
const pick = (texts: Texts, language: TLanguage) => texts[language] ?? texts.EN ?? '';

export function TemplatesSection({ canEdit }: { canEdit: boolean }) {
  const current = templateSettings.use();
  return (
    <QueryView query={current}>
      {(initial) => <TemplatesForm initial={initial} canEdit={canEdit} />}
    </QueryView>
  );
}

function TemplatesForm({ initial, canEdit }: { initial: TSiteTemplatesInput; canEdit: boolean }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<TLanguage>('EN');
  const put = templateSettings.usePut();
  const { draft, setDraft, submit, footer } = useSettingsForm({
    initial,
    schema: ZSiteTemplatesInput,
    save: {
      mutate: (body, options) => put.mutate(cleaned(body), options),
      error: put.error,
      isPending: put.isPending,
    },
    canEdit,
    fieldName: (path) =>
      path
        .split('.')
        .filter((p) => !/^[0-9]+$/.test(p))
        .map((p) => t(`ops.templates.fields.${p}`, { defaultValue: p }))
        .join(' › '),
  });
  const setItems = (list: ListKey, items: Item[]) => setDraft((d) => ({ ...d, [list]: items }));

  return (
    <div className="ops-templates">
      <form
        className="ops-card ops-form"
        onSubmit={submit}
        noValidate
        aria-labelledby="ops-templates-title"
      >
        <h2 id="ops-templates-title">{t('ops.templates.title')}</h2>
        <p className="ops-hint">{t('ops.templates.hint')}</p>
        <LanguagePicker language={language} onChange={setLanguage} filled={allTexts(draft)} />
        <fieldset className="ops-fieldset-plain" disabled={!canEdit}>
          <TextsInput
            label={t('ops.templates.fields.licence')}
            language={language}
            texts={draft.licence}
            onChange={(licence) => setDraft((d) => ({ ...d, licence }))}
            maxLength={4000}
            rows={3}
          />
          <TextsInput
            label={t('ops.templates.fields.responsibleGaming')}
            language={language}
            texts={draft.responsibleGaming}
            onChange={(responsibleGaming) => setDraft((d) => ({ ...d, responsibleGaming }))}
            maxLength={4000}
            rows={3}
          />
          {listKeys.map((list) => (
            <ItemsEditor
              key={list}
              list={list}
              language={language}
              items={draft[list] as Item[]}
              onChange={(items) => setItems(list, items)}
            />
          ))}
          <fieldset className="ops-fieldset">
            <legend>{t('ops.templates.fields.download')}</legend>
            <TextsInput
              label={t('ops.templates.fields.title')}
              language={language}
              texts={draft.download.title}
              onChange={(title) => setDraft((d) => ({ ...d, download: { ...d.download, title } }))}
              maxLength={120}
            />
            <TextsInput
              label={t('ops.templates.fields.text')}
              language={language}
              texts={draft.download.text}
              onChange={(text) => setDraft((d) => ({ ...d, download: { ...d.download, text } }))}
              maxLength={500}
              rows={2}
            />
            <ImageInput
              value={draft.download.image}
              onChange={(image) => setDraft((d) => ({ ...d, download: { ...d.download, image } }))}
            />
          </fieldset>
        </fieldset>
        <FormFooter {...footer} isSticky />
      </form>
      <TemplatesPreview templates={draft} language={language} />
    </div>
  );
}

function ImageInput({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <label className="ops-field">
      <span>{label ?? t('ops.templates.fields.image')}</span>
      <input
        value={value}
        maxLength={300}
        placeholder="/images/…"
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

function ItemsEditor({
  list,
  language,
  items,
  onChange,
}: {
  list: ListKey;
  language: TLanguage;
  items: Item[];
  onChange: (items: Item[]) => void;
}) {
  const { t } = useTranslation();
  const { fields, max } = lists[list];
  const setItem = (i: number, patch: Item) =>
    onChange(items.map((it, k) => (k === i ? { ...it, ...patch } : it)));
  return (
    <fieldset className="ops-fieldset">
      <legend>{t(`ops.templates.fields.${list}`)}</legend>
      {items.length === 0 && <p className="ops-hint">{t('ops.templates.noItems')}</p>}
      <ol className="ops-list">
        {items.map((item, i) => (
          <li key={i} className="ops-row">
            {fields.map((f) =>
              f.kind === 'texts' ? (
                <TextsInput
                  key={f.key}
                  label={t(`ops.templates.fields.${f.key}`)}
                  language={language}
                  texts={item[f.key] as Texts}
                  onChange={(texts) => setItem(i, { [f.key]: texts })}
                  maxLength={f.max}
                  rows={f.rows}
                />
              ) : (
                <ImageInput
                  key={f.key}
                  label={t(`ops.templates.fields.${f.key}`)}
                  value={item[f.key] as string}
                  onChange={(v) => setItem(i, { [f.key]: v })}
                />
              ),
            )}
            <button
              type="button"
              className="ops-button ops-button-danger"
              aria-label={t('ops.removeNamed', {
                name: `${t(`ops.templates.fields.${list}`)} ${i + 1}`,
              })}
              onClick={() => onChange(items.filter((_, k) => k !== i))}
            >
              {t('ops.remove')}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="ops-button"
        disabled={items.length >= max}
        onClick={() => onChange([...items, emptyItem(list)])}
      >
        {t('ops.templates.addTo', { list: t(`ops.templates.fields.${list}`) })}
      </button>
    </fieldset>
  );
}

/** The footer and home blocks as visitors in `language` read them (images by path). */
function TemplatesPreview({
  templates,
  language,
}: {
  templates: TSiteTemplatesInput;
  language: TLanguage;
}) {
  const { t } = useTranslation();
  const logos = (items: { name: Texts; image: string }[]) => (
    <ul className="ops-preview-logos">
      {items.map((item, i) => (
        <li key={i}>
          {isImagePath(item.image) && <img src={item.image} alt="" width={48} height={32} />}
          <span>{pick(item.name, language)}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <section className="ops-card ops-templates-preview" aria-labelledby="ops-templates-preview">
      <h2 id="ops-templates-preview">{t('ops.templates.preview', { language })}</h2>
      <h3>{t('ops.templates.fields.qualityService')}</h3>
      <ul className="ops-preview-cards">
        {templates.qualityService.map((s, i) => (
          <li key={i}>
            <strong>{pick(s.title, language)}</strong>
            <span>{pick(s.text, language)}</span>
          </li>
        ))}
      </ul>
      <h3>{t('ops.templates.fields.sponsors')}</h3>
      <ul className="ops-preview-cards">
        {templates.sponsors.map((s, i) => (
          <li key={i}>
            <strong>{pick(s.name, language)}</strong>
            <span>{pick(s.text, language)}</span>
          </li>
        ))}
      </ul>
      <h3>{t('ops.templates.fields.download')}</h3>
      <p>
        <strong>{pick(templates.download.title, language)}</strong>{' '}
        {pick(templates.download.text, language)}
      </p>
      <h3>{t('ops.templates.fields.certificates')}</h3>
      {logos(templates.certificates)}
      <h3>{t('ops.templates.fields.paymentMethods')}</h3>
      {logos(templates.paymentMethods)}
      <h3>{t('ops.templates.fields.responsibleGaming')}</h3>
      <p>{pick(templates.responsibleGaming, language)}</p>
      <p className="ops-hint">{pick(templates.licence, language)}</p>
    </section>
  );
}
