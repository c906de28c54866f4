// A wall time typed as the site writes times (YYYY/MM/DD HH:mm, lib/format.ts) whatever the
// device's locale: <input type="datetime-local"> shows the device's order (mm/dd/yyyy on a US
// machine). Like DayInput, it reports the value as datetime-local holds it (yyyy-MM-ddTHH:mm),
// '' when empty, and what was typed when that is not a time, so a check refuses it rather than
// reading it as "no time" (../local-time.ts fromLocalInput gives null for it).
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ParsedTextInput } from '../../../components/parsed-text-input/parsed-text-input';
import { parseDay } from '../../../lib/format';

const two = (n: number) => String(n).padStart(2, '0');

/** 'YYYY/MM/DD HH:mm' (also '-' or '.' in the day, 'T' between) as yyyy-MM-ddTHH:mm, or null. */
export function parseDateTime(text: string): string | null {
  const match = /^\s*(\S+?)[\sT]+(\d{1,2}):(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const day = parseDay(match[1]!);
  const [hour, minute] = [Number(match[2]), Number(match[3])];
  if (!day || hour > 23 || minute > 59) return null;
  return `${day}T${two(hour)}:${two(minute)}`;
}

/** yyyy-MM-ddTHH:mm as the site writes it; anything else as it is. */
export function formatDateTimeInput(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  return match ? `${match[1]}/${match[2]}/${match[3]} ${match[4]}:${match[5]}` : value;
}

/** What is typed, as it is, while it is not a time: a check refuses it. */
const asTyped = (text: string) => text.trim();

export function DateTimeInput(
  props: {
    /** yyyy-MM-ddTHH:mm, '' for none, or text that is not a time. */
    value: string;
    onChange: (value: string) => void;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>,
) {
  const { t } = useTranslation();
  return (
    <ParsedTextInput
      placeholder={t('ops.form.dateTimePlaceholder')}
      maxLength={16}
      {...props}
      parse={parseDateTime}
      format={formatDateTimeInput}
      onUnreadable={asTyped}
    />
  );
}
