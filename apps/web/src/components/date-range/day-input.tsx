// A day typed in the site's one date format (YYYY/MM/DD, lib/format.ts) whatever the device's
// locale: a browser's own date input writes days in the device's order (MM/DD/YYYY on a US
// phone). It reports a yyyy-MM-dd day, or '' while what is typed is not a day (with
// `keepUnreadable`, the typed text itself, for a form whose check must refuse it rather than read
// it as "no day").
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, parseDay } from '../../lib/format';
import { ParsedTextInput } from '../parsed-text-input/parsed-text-input';

const none = () => '';
const itself = (text: string) => text;

export function DayInput({
  keepUnreadable = false,
  ...props
}: {
  /** yyyy-MM-dd, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  keepUnreadable?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>) {
  const { t } = useTranslation();
  return (
    <ParsedTextInput
      placeholder={t('dateRange.placeholder')}
      maxLength={10}
      {...props}
      parse={parseDay}
      format={formatDay}
      onUnreadable={keepUnreadable ? itself : none}
    />
  );
}
