// Countries and dial codes (settings.edit): which countries the mobile-number picker offers, in
// its order. Every country the site knows can be added; the list is saved whole.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZOfferedCountries, type TCountry } from '@wps/contracts/system/country';
import { countrySettings } from '../api/use-site-settings-document';
import { FormFooter } from './form-footer';
import { QueryView } from './query-view';
import { useSettingsForm } from './use-settings-form';

export function CountriesSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const current = countrySettings.use();
  return (
    <section className="ops-card" aria-labelledby="ops-countries-title">
      <h2 id="ops-countries-title">{t('ops.countries.title')}</h2>
      <p className="ops-hint">{t('ops.countries.hint')}</p>
      <QueryView query={current}>
        {({ countries, offered }) => (
          <CountriesForm
            countries={countries}
            // None chosen yet means every country is offered: the form starts from all of them.
            initial={{ countryCodes: offered ?? countries.map((c) => c.countryCode) }}
            canEdit={canEdit}
          />
        )}
      </QueryView>
    </section>
  );
}

function CountriesForm({
  countries,
  initial,
  canEdit,
}: {
  countries: TCountry[];
  initial: { countryCodes: string[] };
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const byCode = new Map(countries.map((c) => [c.countryCode, c]));
  const [adding, setAdding] = useState('');
  const { draft, setDraft, submit, footer } = useSettingsForm({
    initial,
    schema: ZOfferedCountries,
    save: countrySettings.usePut(),
    canEdit,
    precheck: (d) => (d.countryCodes.length === 0 ? t('ops.countries.atLeastOne') : ''),
    fieldName: () => t('ops.countries.title'),
  });
  const codes = draft.countryCodes;
  const setCodes = (next: string[]) => setDraft({ countryCodes: next });
  const move = (i: number, by: -1 | 1) => {
    const next = [...codes];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setCodes(next);
  };
  const nameOf = (code: string) => {
    const c = byCode.get(code);
    return c ? `${c.name} (+${c.countryDialingCode})` : code;
  };
  const addable = countries.filter((c) => !codes.includes(c.countryCode));

  return (
    <form className="ops-form ops-form-narrow" onSubmit={submit} noValidate>
      <fieldset className="ops-fieldset-plain" disabled={!canEdit}>
        {codes.length === 0 && <p>{t('ops.countries.none')}</p>}
        <ol className="ops-list">
          {codes.map((code, i) => (
            <li key={code} className="ops-list-row">
              <span>
                <img src={`/flags/${code}.svg`} alt="" width={20} height={15} /> {nameOf(code)}
              </span>
              <span className="ops-row-buttons">
                <button
                  type="button"
                  className="ops-button"
                  disabled={i === 0}
                  aria-label={t('ops.moveUp', { name: nameOf(code) })}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="ops-button"
                  disabled={i === codes.length - 1}
                  aria-label={t('ops.moveDown', { name: nameOf(code) })}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="ops-button ops-button-danger"
                  aria-label={t('ops.removeNamed', { name: nameOf(code) })}
                  onClick={() => setCodes(codes.filter((c) => c !== code))}
                >
                  {t('ops.remove')}
                </button>
              </span>
            </li>
          ))}
        </ol>
        <div className="ops-row">
          <label className="ops-field">
            <span>{t('ops.countries.add')}</span>
            <select value={adding} onChange={(e) => setAdding(e.target.value)}>
              <option value="">—</option>
              {addable.map((c) => (
                <option key={c.countryCode} value={c.countryCode}>
                  {c.name} (+{c.countryDialingCode})
                </option>
              ))}
            </select>
          </label>
          <div className="ops-actions">
            <button
              type="button"
              className="ops-button"
              disabled={adding === ''}
              onClick={() => {
                setCodes([...codes, adding]);
                setAdding('');
              }}
            >
              {t('ops.add')}
            </button>
          </div>
        </div>
      </fieldset>
      <FormFooter {...footer} />
    </form>
  );
}
