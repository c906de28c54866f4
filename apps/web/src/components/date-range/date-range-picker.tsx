// A start and an end day with the quick picks (spec 9: next and previous 7 and 30 days). It only
// reports ranges; the page decides what to do with one whose start is after its end. Days are
// typed in the site's one format (./day-input.tsx), not the device's.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { quickPicks, quickRange, type DayRange, type QuickPick } from '../../lib/date-range';
import { DayInput } from './day-input';
import '../form/form.css';
import './date-range-picker.css';

export function DateRangePicker({
  value,
  onChange,
  error,
  today,
  picks = quickPicks,
}: {
  value: DayRange;
  onChange: (next: DayRange) => void;
  error?: string | null;
  /** Today as yyyy-MM-dd where the days are counted (the site's time zone); the browser's if not given. */
  today?: string;
  /** The quick picks offered (all four unless the page says otherwise). */
  picks?: readonly QuickPick[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  return (
    <fieldset className="date-range">
      <legend className="form-field__label">{t('dateRange.label')}</legend>
      <div className="date-range__days">
        <label className="date-range__day">
          <span className="visually-hidden">{t('dateRange.start')}</span>
          <DayInput
            className="form-field__input"
            aria-describedby={described}
            aria-invalid={Boolean(error)}
            value={value.startDate}
            onChange={(startDate) => onChange({ ...value, startDate })}
          />
        </label>
        <span aria-hidden="true">–</span>
        <label className="date-range__day">
          <span className="visually-hidden">{t('dateRange.end')}</span>
          <DayInput
            className="form-field__input"
            aria-describedby={described}
            aria-invalid={Boolean(error)}
            value={value.endDate}
            onChange={(endDate) => onChange({ ...value, endDate })}
          />
        </label>
      </div>
      <div className="date-range__picks" role="group" aria-label={t('dateRange.quick')}>
        {picks.map((pick) => {
          const range = quickRange(pick, today);
          const isActive = range.startDate === value.startDate && range.endDate === value.endDate;
          return (
            <button
              key={pick}
              type="button"
              className="button button--small"
              aria-pressed={isActive}
              onClick={() => onChange(range)}
            >
              {t(`dateRange.picks.${pick}`)}
            </button>
          );
        })}
      </div>
      <p id={errorId} className="form-field__error" aria-live="polite">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
