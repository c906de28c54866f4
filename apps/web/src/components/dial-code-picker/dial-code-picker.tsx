// The country dial-code picker (spec 2): a read-only field with the flag and '+code' over a
// list of countries (flag plus '+code'). It opens on focus and closes 200 ms after blur, so a
// click on a country lands before the list goes away. Choosing reports the dial code.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCountry } from '@wps/contracts/system/country';
import './dial-code-picker.css';

export const dialPickerCloseDelayMs = 200;

export interface DialCodePickerProps {
  countries: readonly TCountry[];
  /** The dial code to start from, with or without '+', if it is in the list. */
  initialDialCode?: string | null;
  /** Otherwise the visitor's country (from the country call), if it is in the list. */
  currentCountryCode?: string | null;
  /** Called with the dial code (digits, no '+') when it is chosen, or when the start differs
   * from initialDialCode, so the form always holds what the field shows. */
  onChange: (dialCode: string) => void;
  /** Where the flags are: `${flagBase}${countryCode}.svg`, and `${flagBase}default.svg`. */
  flagBase?: string;
  /** The field's accessible name; "Country code" by default. */
  label?: string;
  id?: string;
  disabled?: boolean;
}

const stripPlus = (code: string) => code.replace(/^\+/, '');

/** Where the picker starts: the initial dial code if listed, else the current country. */
export function startingCountry(
  countries: readonly TCountry[],
  initialDialCode?: string | null,
  currentCountryCode?: string | null,
): TCountry | undefined {
  const current = countries.find((c) => c.countryCode === currentCountryCode);
  if (initialDialCode) {
    const code = stripPlus(initialDialCode);
    // Several countries share a code (+1, +7): the visitor's own is the likelier one.
    if (current?.countryDialingCode === code) return current;
    const listed = countries.find((c) => c.countryDialingCode === code);
    if (listed) return listed;
  }
  // Neither listed: the first country, so the field is never blank while countries exist.
  return current ?? countries[0];
}

function Flag({ base, countryCode }: { base: string; countryCode: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="dial-picker__flag"
      src={failed ? `${base}default.svg` : `${base}${countryCode}.svg`}
      alt=""
      width={24}
      height={18}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

export function DialCodePicker({
  countries,
  initialDialCode,
  currentCountryCode,
  onChange,
  flagBase = '/flags/',
  label,
  id,
  disabled = false,
}: DialCodePickerProps) {
  const { t } = useTranslation();
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const listId = `${inputId}-list`;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const [chosenCountryCode, setChosenCountryCode] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const selected =
    countries.find((c) => c.countryCode === chosenCountryCode) ??
    startingCountry(countries, initialDialCode, currentCountryCode);
  const selectedIndex = selected ? countries.indexOf(selected) : -1;

  // Tell the form whenever the shown code differs from what it last heard, the start included.
  const reported = useRef(initialDialCode ? stripPlus(initialDialCode) : null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const shownCode = selected?.countryDialingCode ?? null;
  useEffect(() => {
    if (shownCode !== null && shownCode !== reported.current) {
      reported.current = shownCode;
      onChangeRef.current(shownCode);
    }
  }, [shownCode]);

  useEffect(
    () => () => {
      if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (!isOpen || activeIndex < 0) return;
    const option = listRef.current?.children[activeIndex] as HTMLElement | undefined;
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [isOpen, activeIndex]);

  function clearCloseTimer() {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }

  function open() {
    clearCloseTimer();
    if (isOpen || countries.length === 0) return;
    setActiveIndex(Math.max(selectedIndex, 0));
    setOpen(true);
  }

  function choose(index: number) {
    const country = countries[index];
    if (country) setChosenCountryCode(country.countryCode);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = countries.length - 1;
    const move = (to: number) => {
      event.preventDefault();
      if (!isOpen) open();
      else setActiveIndex(Math.min(Math.max(to, 0), last));
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(activeIndex + 1);
      case 'ArrowUp':
        return move(activeIndex - 1);
      case 'Home':
        return isOpen ? move(0) : undefined;
      case 'End':
        return isOpen ? move(last) : undefined;
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (isOpen) choose(activeIndex);
        else open();
        return;
      case 'Escape':
        if (isOpen) {
          // Only the list closes; a dialog around the picker stays open.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        return;
    }
  }

  return (
    <div className="dial-picker">
      <div className="dial-picker__field">
        {selected && (
          <Flag key={selected.countryCode} base={flagBase} countryCode={selected.countryCode} />
        )}
        <input
          id={inputId}
          className="dial-picker__input"
          role="combobox"
          aria-label={label ?? t('dialPicker.label')}
          aria-haspopup="listbox"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-activedescendant={isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-autocomplete="none"
          readOnly
          disabled={disabled}
          value={selected ? `+${selected.countryDialingCode}` : ''}
          onFocus={open}
          onClick={open}
          onBlur={() => {
            clearCloseTimer();
            closeTimer.current = setTimeout(() => setOpen(false), dialPickerCloseDelayMs);
          }}
          onKeyDown={onKeyDown}
        />
        <svg
          className="dial-picker__chevron"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
      <ul
        ref={listRef}
        id={listId}
        className="dial-picker__list"
        role="listbox"
        aria-label={t('dialPicker.countries')}
        hidden={!isOpen}
      >
        {countries.map((country, index) => (
          <li
            key={country.countryCode}
            id={optionId(index)}
            role="option"
            aria-selected={index === selectedIndex}
            aria-label={`${country.name} +${country.countryDialingCode}`}
            className={
              index === activeIndex ? 'dial-picker__option is-active' : 'dial-picker__option'
            }
            // Keep focus in the field, so choosing does not start the blur timer.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            {isOpen && <Flag base={flagBase} countryCode={country.countryCode} />}
            <span>+{country.countryDialingCode}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
