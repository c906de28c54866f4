// A value typed as text in the site's own format (a day, a day and time) whatever the device's
// locale, where a browser's own date inputs write the device's order (MM/DD/YYYY on a US phone).
// `parse` reads what is typed as the value (null when it cannot), `format` writes a value as the
// site does, `onUnreadable` says what to report while the text is not readable ('' for "none", or
// the text itself so that a check refuses it). A value set from outside (a quick pick) replaces
// what was typed unless the typed text already means it; leaving the field tidies readable text.
import { useEffect, useState, type InputHTMLAttributes } from 'react';

export interface ParsedTextInputProps {
  value: string;
  onChange: (value: string) => void;
  parse: (text: string) => string | null;
  format: (value: string) => string;
  onUnreadable: (text: string) => string;
}

export function ParsedTextInput({
  value,
  onChange,
  parse,
  format,
  onUnreadable,
  ...rest
}: ParsedTextInputProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>) {
  const [text, setText] = useState(() => format(value));
  const meaning = (typed: string) => parse(typed) ?? onUnreadable(typed);
  useEffect(() => {
    setText((current) => (meaning(current) === value ? current : format(value)));
    // Only a new value from outside replaces the text; parse and format are fixed per field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <input
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      {...rest}
      type="text"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(meaning(event.target.value));
      }}
      onBlur={(event) => {
        const parsed = parse(text);
        if (parsed) setText(format(parsed));
        rest.onBlur?.(event);
      }}
    />
  );
}
