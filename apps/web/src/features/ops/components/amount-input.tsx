// An amount typed in major units ('1,250.50') and held by the form as the API's minor-unit
// string ('125050'), converted with string and bigint arithmetic. Text that is not an amount
// leaves '' in the form, so the contract check names the field before anything is sent.
import { useState, type InputHTMLAttributes } from 'react';
import { minorToInput, parseMajorAmount } from '../../../lib/money-amount';

/** The minor-unit string for a typed text, or '' when it is not an amount. */
export function minorOfText(text: string, { allowZero = false } = {}): string {
  const parsed = parseMajorAmount(text);
  if (parsed.ok) return parsed.minor.toString();
  return allowZero && parsed.problem === 'zero' ? '0' : '';
}

function textOfMinor(minor: string): string {
  return /^[0-9]+$/.test(minor) ? minorToInput(BigInt(minor)) : '';
}

export function AmountInput({
  value,
  onChange,
  allowZero = false,
  ...rest
}: {
  /** Minor units as a digit string; '' while the typed text is not an amount. */
  value: string;
  onChange: (minor: string) => void;
  /** A fee may be 0; an amount may not. */
  allowZero?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const [text, setText] = useState(() => textOfMinor(value));
  // A value set from outside (the saved document replacing the draft) shows as typed text; the
  // text the operator is typing stays as it is while it means the same amount.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== '' && minorOfText(text, { allowZero }) !== value) setText(textOfMinor(value));
  }
  return (
    <input
      {...rest}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(minorOfText(e.target.value, { allowZero }));
      }}
    />
  );
}
