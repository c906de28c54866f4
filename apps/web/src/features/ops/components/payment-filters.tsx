// The filter bar over the deposit and withdrawal lists: state, exact username and a range of
// calendar days in the site's zone, typed as YYYY/MM/DD (DayInput). Applied on submit, so typing a
// name does not fetch on every key.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../components/date-range/day-input';
import { dayEndIso, dayStartIso } from '../local-time';
import { ChoiceSelect } from './choice-select';

export interface PaymentFilter<S extends string> {
  state: S | 'all';
  username: string;
  /** yyyy-MM-dd or '' for no bound; both ends are included. */
  fromDay: string;
  toDay: string;
}

export const noFilter = { state: 'all', username: '', fromDay: '', toDay: '' } as const;

/** The list call's filter: a day range becomes [start of fromDay, end of toDay) in `timeZone`. */
export function filterQuery<S extends string>(
  filter: PaymentFilter<S>,
  timeZone: string | undefined,
) {
  const username = filter.username.trim();
  return {
    state: filter.state === 'all' ? undefined : filter.state,
    username: username === '' ? undefined : username,
    from: dayStartIso(filter.fromDay, timeZone),
    to: dayEndIso(filter.toDay, timeZone),
  };
}

export function PaymentFilters<S extends string>({
  states,
  stateLabel,
  value,
  onApply,
}: {
  states: readonly S[];
  stateLabel: (state: S) => string;
  value: PaymentFilter<S>;
  onApply: (filter: PaymentFilter<S>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState('');
  const set = (patch: Partial<PaymentFilter<S>>) => setDraft((d) => ({ ...d, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft.fromDay !== '' && draft.toDay !== '' && draft.fromDay > draft.toDay) {
      setProblem(t('ops.money.filter.badRange'));
      return;
    }
    setProblem('');
    onApply(draft);
  }

  function reset() {
    setDraft({ ...noFilter });
    setProblem('');
    onApply({ ...noFilter });
  }

  const choices: readonly (S | 'all')[] = ['all', ...states];
  return (
    <form
      className="ops-card ops-form"
      role="search"
      aria-label={t('ops.money.filter.label')}
      onSubmit={submit}
      noValidate
    >
      <div className="ops-row">
        <label className="ops-field">
          <span>{t('ops.money.filter.state')}</span>
          <ChoiceSelect
            choices={choices}
            value={draft.state}
            labelOf={(state) =>
              state === 'all' ? t('ops.money.filter.allStates') : stateLabel(state)
            }
            onChange={(state) => set({ state })}
          />
        </label>
        <label className="ops-field">
          <span>{t('ops.money.filter.username')}</span>
          <input
            value={draft.username}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => set({ username: e.target.value })}
          />
        </label>
        <label className="ops-field">
          <span>{t('ops.money.filter.from')}</span>
          <DayInput value={draft.fromDay} onChange={(fromDay) => set({ fromDay })} />
        </label>
        <label className="ops-field">
          <span>{t('ops.money.filter.to')}</span>
          <DayInput value={draft.toDay} onChange={(toDay) => set({ toDay })} />
        </label>
      </div>
      {problem && (
        <p className="ops-error" role="alert">
          {problem}
        </p>
      )}
      <div className="ops-actions">
        <button type="submit" className="ops-button ops-button-primary">
          {t('ops.money.filter.apply')}
        </button>
        <button type="button" className="ops-button" onClick={reset}>
          {t('ops.money.filter.reset')}
        </button>
      </div>
    </form>
  );
}
