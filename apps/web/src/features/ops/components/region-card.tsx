// Blocked countries and IP ranges: visitors matching either see the region-block screen.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZRegionRules, type TRegionRules } from '@wps/contracts/system/status';
import { htmlLang, isLanguageFile } from '../../../i18n/languages';
import { usePutRegionRules } from '../api/use-put-region-rules';
import { useConfirm } from './use-confirm';
import { FormFooter } from './form-footer';

/** Entries may be separated by new lines, spaces or commas (none of them occur in a code or range). */
function splitEntries(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

function countryName(code: string, language: string): string {
  try {
    const tag = isLanguageFile(language) ? htmlLang[language] : 'en';
    return new Intl.DisplayNames([tag, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function RegionCard({ region, canEdit }: { region: TRegionRules; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const save = usePutRegionRules();
  const [countries, setCountries] = useState(region.blockedCountries.join(' '));
  const [ranges, setRanges] = useState(region.blockedRanges.join('\n'));
  const [problem, setProblem] = useState('');
  const [savedText, setSavedText] = useState('');
  const confirm = useConfirm();

  const countryList = splitEntries(countries.toUpperCase());

  function submit(event: FormEvent) {
    event.preventDefault();
    setSavedText('');
    const parsed = ZRegionRules.safeParse({
      blockedCountries: countryList,
      blockedRanges: splitEntries(ranges),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const [list, index] = issue.path;
      const entries = list === 'blockedCountries' ? countryList : splitEntries(ranges);
      setProblem(
        typeof index === 'number'
          ? t(list === 'blockedCountries' ? 'ops.region.badCountry' : 'ops.region.badRange', {
              value: entries[index],
            })
          : t('ops.region.tooMany'),
      );
      return;
    }
    setProblem('');
    const send = () =>
      save.mutate(parsed.data, {
        onSuccess: (saved) => {
          setCountries(saved.blockedCountries.join(' '));
          setRanges(saved.blockedRanges.join('\n'));
          setSavedText(t('ops.saved'));
        },
      });
    // Blocking more visitors shuts them out at once: named and confirmed first. Unblocking
    // (or saving the same lists) is sent as is.
    const added = [
      ...parsed.data.blockedCountries.filter((c) => !region.blockedCountries.includes(c)),
      ...parsed.data.blockedRanges.filter((r) => !region.blockedRanges.includes(r)),
    ];
    if (added.length === 0) return send();
    confirm.ask(
      {
        title: t('ops.region.confirmTitle'),
        effect: t('ops.region.confirmEffect', { list: added.join(', ') }),
        confirm: t('ops.region.confirmSave'),
        back: t('ops.content.cancel'),
      },
      send,
    );
  }

  return (
    <section className="ops-card" aria-labelledby="ops-region-title">
      <h2 id="ops-region-title">{t('ops.region.title')}</h2>
      {confirm.dialog}
      <p className="ops-hint">{t('ops.region.hint')}</p>
      <form className="ops-form" onSubmit={submit} noValidate>
        <label className="ops-field">
          <span>{t('ops.region.countries')}</span>
          <textarea
            rows={2}
            value={countries}
            disabled={!canEdit}
            spellCheck={false}
            autoCapitalize="characters"
            aria-describedby="ops-region-countries-help"
            onChange={(e) => setCountries(e.target.value)}
          />
        </label>
        <p id="ops-region-countries-help" className="ops-hint">
          {t('ops.region.countriesHelp')}
        </p>
        {countryList.length > 0 && (
          <ul className="ops-chips" aria-label={t('ops.region.countriesPreview')}>
            {countryList.map((code, i) => (
              <li key={`${code}-${i}`} className="ops-chip">
                <strong>{code}</strong> {countryName(code, i18n.language)}
              </li>
            ))}
          </ul>
        )}
        <label className="ops-field">
          <span>{t('ops.region.ranges')}</span>
          <textarea
            rows={6}
            value={ranges}
            disabled={!canEdit}
            spellCheck={false}
            aria-describedby="ops-region-ranges-help"
            onChange={(e) => setRanges(e.target.value)}
          />
        </label>
        <p id="ops-region-ranges-help" className="ops-hint">
          {t('ops.region.rangesHelp')}
        </p>
        <FormFooter
          problem={problem}
          error={save.error}
          isSubmitDisabled={!canEdit || save.isPending}
          savedText={savedText}
        />
      </form>
    </section>
  );
}
