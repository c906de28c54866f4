// The card over a queue that picks what it lists (the KYC state, the risk flag's kind): one
// labelled choice, and a hint on the chosen one when there is one.
import type { ReactNode } from 'react';
import { ChoiceSelect } from './choice-select';

export function ChoiceCard<T extends string>({
  label,
  choices,
  value,
  onChange,
  labelOf,
  hint,
}: {
  label: string;
  choices: readonly T[];
  value: T;
  onChange: (choice: T) => void;
  labelOf: (choice: T) => string;
  hint?: ReactNode;
}) {
  return (
    <div className="ops-card ops-form">
      <label className="ops-field ops-field-narrow">
        <span>{label}</span>
        <ChoiceSelect choices={choices} value={value} onChange={onChange} labelOf={labelOf} />
      </label>
      {hint && <p className="ops-hint">{hint}</p>}
    </div>
  );
}
