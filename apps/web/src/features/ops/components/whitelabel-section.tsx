// The whitelabel flags: how players register and log in, which features the site offers, its
// links, customer-service entries and language list. Saved as one document.
import { useTranslation } from 'react-i18next';
import { languageCodes } from '@wps/contracts/http';
import {
  ZWhitelabel,
  type TCustomerServiceEntry,
  type TLanguageOption,
  type TWhitelabel,
} from '@wps/contracts/system/whitelabel';
import { usePutWhitelabel } from '../api/use-put-whitelabel';
import { useWhitelabel } from '../api/use-whitelabel';
import { ChoiceSelect } from './choice-select';
import { FormFooter } from './form-footer';
import { QueryView } from './query-view';
import { useSettingsForm } from './use-settings-form';

type BooleanFlag = {
  [K in keyof TWhitelabel]: TWhitelabel[K] extends boolean ? K : never;
}[keyof TWhitelabel];

const registrationFlags: BooleanFlag[] = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'freePlay',
];
const featureFlags: BooleanFlag[] = [
  'loginedToHomePage',
  'memberCentreEnabled',
  'referralPromoEnabled',
  'forcePasswordChangeOnExpiry',
];
const socialNetworks = ['telegram', 'facebook', 'whatsapp'] as const;

export function WhitelabelSection({ canEdit }: { canEdit: boolean }) {
  const whitelabel = useWhitelabel();
  return (
    <QueryView query={whitelabel}>
      {(initial) => <WhitelabelForm initial={initial} canEdit={canEdit} />}
    </QueryView>
  );
}

function replaceAt<T>(list: T[], index: number, item: T): T[] {
  return list.map((old, i) => (i === index ? item : old));
}

function WhitelabelForm({ initial, canEdit }: { initial: TWhitelabel; canEdit: boolean }) {
  const { t } = useTranslation();
  const { draft, setDraft, submit, footer } = useSettingsForm({
    initial,
    schema: ZWhitelabel,
    save: usePutWhitelabel(),
    canEdit,
  });

  const set = <K extends keyof TWhitelabel>(key: K, value: TWhitelabel[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const flagBox = (flag: BooleanFlag) => (
    <label key={flag} className="ops-check">
      <input
        type="checkbox"
        checked={draft[flag]}
        disabled={!canEdit}
        onChange={(e) => set(flag, e.target.checked)}
      />
      <span>
        {t(`ops.whitelabel.flags.${flag}`)} <code className="ops-code">{flag}</code>
      </span>
    </label>
  );

  return (
    <form className="ops-form" onSubmit={submit} noValidate>
      <fieldset className="ops-card ops-fieldset" disabled={!canEdit}>
        <legend>{t('ops.whitelabel.registration')}</legend>
        {registrationFlags.map(flagBox)}
      </fieldset>

      <fieldset className="ops-card ops-fieldset" disabled={!canEdit}>
        <legend>{t('ops.whitelabel.features')}</legend>
        {featureFlags.map(flagBox)}
        <label className="ops-field ops-field-narrow">
          <span>{t('ops.whitelabel.passwordExpiryDays')}</span>
          <input
            type="number"
            min={0}
            max={3650}
            value={draft.passwordExpiryDays}
            onChange={(e) => set('passwordExpiryDays', e.target.valueAsNumber || 0)}
          />
        </label>
        <label className="ops-field ops-field-narrow">
          <span>{t('ops.whitelabel.currencySymbol')}</span>
          <input
            value={draft.currencySymbol}
            maxLength={4}
            onChange={(e) => set('currencySymbol', e.target.value)}
          />
        </label>
      </fieldset>

      <fieldset className="ops-card ops-fieldset" disabled={!canEdit}>
        <legend>{t('ops.whitelabel.social')}</legend>
        <p className="ops-hint">{t('ops.whitelabel.socialHint')}</p>
        {socialNetworks.map((network) => (
          <label key={network} className="ops-field">
            <span>{t(`ops.whitelabel.network.${network}`)}</span>
            <input
              type="url"
              inputMode="url"
              maxLength={500}
              value={draft.socialLinks[network] ?? ''}
              onChange={(e) =>
                set('socialLinks', {
                  ...draft.socialLinks,
                  [network]: e.target.value.trim() === '' ? null : e.target.value.trim(),
                })
              }
            />
          </label>
        ))}
      </fieldset>

      <CustomerServiceEditor
        entries={draft.customerService}
        canEdit={canEdit}
        onChange={(list) => set('customerService', list)}
      />

      <LanguageListEditor
        languages={draft.languages}
        defaultLanguage={draft.defaultLanguage}
        canEdit={canEdit}
        onChange={(list) => set('languages', list)}
        onDefaultChange={(file) => set('defaultLanguage', file)}
      />

      <FormFooter {...footer} isSticky />
    </form>
  );
}

function CustomerServiceEditor({
  entries,
  canEdit,
  onChange,
}: {
  entries: TCustomerServiceEntry[];
  canEdit: boolean;
  onChange: (entries: TCustomerServiceEntry[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="ops-card ops-fieldset" disabled={!canEdit}>
      <legend>{t('ops.whitelabel.customerService')}</legend>
      <p className="ops-hint">{t('ops.whitelabel.customerServiceHint')}</p>
      {entries.map((entry, i) => {
        const update = (patch: Partial<TCustomerServiceEntry>) =>
          onChange(replaceAt(entries, i, { ...entry, ...patch }));
        const entryName = t('ops.whitelabel.csEntry', { number: i + 1 });
        return (
          <div key={i} className="ops-row" role="group" aria-label={entryName}>
            <label className="ops-field ops-field-narrow">
              <span>{t('ops.whitelabel.csType')}</span>
              <input
                value={entry.type}
                maxLength={8}
                onChange={(e) => update({ type: e.target.value })}
              />
            </label>
            <label className="ops-field ops-field-narrow">
              <span>{t('ops.whitelabel.csKind')}</span>
              <select
                value={entry.csType}
                onChange={(e) => update({ csType: e.target.value === 'VIP' ? 'VIP' : 'LIVECHAT' })}
              >
                <option value="LIVECHAT">LIVECHAT</option>
                <option value="VIP">VIP</option>
              </select>
            </label>
            <label className="ops-field">
              <span>{t('ops.whitelabel.csLabel')}</span>
              <input
                value={entry.label}
                maxLength={80}
                onChange={(e) => update({ label: e.target.value })}
              />
            </label>
            <label className="ops-field ops-field-wide">
              <span>{t('ops.whitelabel.csPath')}</span>
              <input
                value={entry.path}
                maxLength={2048}
                spellCheck={false}
                onChange={(e) => update({ path: e.target.value.trim() })}
              />
            </label>
            <button
              type="button"
              className="ops-button ops-button-danger"
              aria-label={t('ops.removeNamed', { name: entryName })}
              onClick={() => onChange(entries.filter((_, j) => j !== i))}
            >
              {t('ops.remove')}
            </button>
          </div>
        );
      })}
      <div>
        <button
          type="button"
          className="ops-button"
          disabled={entries.length >= 20}
          onClick={() =>
            onChange([...entries, { type: '3', csType: 'LIVECHAT', path: '', label: '' }])
          }
        >
          {t('ops.whitelabel.addCs')}
        </button>
      </div>
    </fieldset>
  );
}

function LanguageListEditor({
  languages,
  defaultLanguage,
  canEdit,
  onChange,
  onDefaultChange,
}: {
  languages: TLanguageOption[];
  defaultLanguage: TWhitelabel['defaultLanguage'];
  canEdit: boolean;
  onChange: (languages: TLanguageOption[]) => void;
  onDefaultChange: (file: TWhitelabel['defaultLanguage']) => void;
}) {
  const { t } = useTranslation();
  const move = (from: number, to: number) => {
    const next = [...languages];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  return (
    <fieldset className="ops-card ops-fieldset" disabled={!canEdit}>
      <legend>{t('ops.whitelabel.languages')}</legend>
      <p className="ops-hint">{t('ops.whitelabel.languagesHint')}</p>
      <label className="ops-field ops-field-narrow">
        <span>{t('ops.whitelabel.defaultLanguage')}</span>
        <ChoiceSelect choices={languageCodes} value={defaultLanguage} onChange={onDefaultChange} />
      </label>
      <div className="ops-table-scroll">
        <table className="ops-table ops-table-form">
          <thead>
            <tr>
              <th scope="col">{t('ops.whitelabel.languageEnabled')}</th>
              <th scope="col">{t('ops.whitelabel.languageCode')}</th>
              <th scope="col">{t('ops.whitelabel.languageName')}</th>
              <th scope="col">{t('ops.whitelabel.languageFile')}</th>
              <th scope="col">
                <span className="ops-visually-hidden">{t('ops.whitelabel.languageOrder')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {languages.map((option, i) => {
              const update = (patch: Partial<TLanguageOption>) =>
                onChange(replaceAt(languages, i, { ...option, ...patch }));
              const name = option.name || option.code || String(i + 1);
              const cell = (column: string) => t('ops.cell', { column, row: name });
              return (
                <tr key={i}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={cell(t('ops.whitelabel.languageEnabled'))}
                      checked={option.enabled}
                      onChange={(e) => update({ enabled: e.target.checked })}
                    />
                  </td>
                  <td>
                    <input
                      className="ops-input-code"
                      aria-label={cell(t('ops.whitelabel.languageCode'))}
                      value={option.code}
                      maxLength={3}
                      onChange={(e) => update({ code: e.target.value.toUpperCase().trim() })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={cell(t('ops.whitelabel.languageName'))}
                      value={option.name}
                      maxLength={40}
                      onChange={(e) => update({ name: e.target.value })}
                    />
                  </td>
                  <td>
                    <ChoiceSelect
                      aria-label={cell(t('ops.whitelabel.languageFile'))}
                      choices={languageCodes}
                      value={option.file}
                      onChange={(file) => update({ file })}
                    />
                  </td>
                  <td>
                    <div className="ops-row-buttons">
                      <button
                        type="button"
                        className="ops-button"
                        disabled={i === 0}
                        aria-label={t('ops.moveUp', { name })}
                        onClick={() => move(i, i - 1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="ops-button"
                        disabled={i === languages.length - 1}
                        aria-label={t('ops.moveDown', { name })}
                        onClick={() => move(i, i + 1)}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className="ops-button ops-button-danger"
                        disabled={languages.length <= 1}
                        aria-label={t('ops.removeNamed', { name })}
                        onClick={() => onChange(languages.filter((_, j) => j !== i))}
                      >
                        {t('ops.remove')}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div>
        <button
          type="button"
          className="ops-button"
          disabled={languages.length >= 60}
          onClick={() =>
            onChange([...languages, { code: '', name: '', file: 'EN', enabled: true }])
          }
        >
          {t('ops.whitelabel.addLanguage')}
        </button>
      </div>
    </fieldset>
  );
}
