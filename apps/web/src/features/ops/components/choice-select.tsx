// A select over a fixed list of choices (a contract's enum): hands back the typed choice, never
// the raw string the DOM gives.
import type { SelectHTMLAttributes } from 'react';

export function ChoiceSelect<T extends string>({
  choices,
  value,
  onChange,
  labelOf = (choice) => choice,
  ...rest
}: {
  choices: readonly T[];
  value: T;
  onChange: (choice: T) => void;
  /** The option's text; the choice itself when not given. */
  labelOf?: (choice: T) => string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  return (
    <select
      {...rest}
      value={value}
      onChange={(e) => {
        const choice = choices.find((c) => c === e.target.value);
        if (choice) onChange(choice);
      }}
    >
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </select>
  );
}
