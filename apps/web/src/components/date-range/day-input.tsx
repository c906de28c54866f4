// A day typed in the site's one date format (YYYY/MM/DD, lib/format.ts) whatever the device's
// locale: a browser's own date input writes days in the device's order (MM/DD/YYYY on a US
// phone). It reports a yyyy-MM-dd day, or '' while what is typed is not a day.
import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, parseDay } from '../../lib/format';

export function DayInput({
  value,
  onChange,
  ...rest
}: {
  /** yyyy-MM-dd, or '' for none. */
  value: string;
  onChange: (day: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => formatDay(value));
  // A day set from outside (a quick pick) replaces what was typed.
  useEffect(() => {
    setText((current) => (parseDay(current) === value ? current : formatDay(value)));
  }, [value]);
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      placeholder={t('dateRange.placeholder')}
      maxLength={10}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseDay(event.target.value) ?? '');
      }}
      onBlur={() => {
        const day = parseDay(text);
        if (day) setText(formatDay(day));
      }}
    />
  );
}
