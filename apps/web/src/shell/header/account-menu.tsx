// The account menu of the desktop top bar: the nickname opens a short list of the less-used
// account actions (member centre, change password, sign out), so the bar fits from 1024 px in
// every language. A disclosure, not an ARIA menu: a button with aria-expanded and a list of
// ordinary buttons, reached with Tab. Escape, a click outside or focus leaving it closes it;
// Escape and choosing an action give the focus back to the button (a dialog an action opens then
// returns the focus there too, since the chosen button is hidden again).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon, type IconName } from '../../components/icon/icon';

export interface AccountMenuItem {
  key: string;
  label: string;
  icon: IconName;
  onSelect: () => void;
}

export function AccountMenu({
  trigger,
  items,
  extra,
}: {
  /** The button's content; its text is the button's accessible name. */
  trigger: ReactNode;
  items: AccountMenuItem[];
  /** More under the actions (the narrow bar moves its affiliate link and language here). */
  extra?: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const closeToButton = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="account-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          closeToButton();
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (isOpen && next instanceof Node && !rootRef.current?.contains(next)) setIsOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {trigger}
        <Icon name="chevronDown" size={16} className="account-menu__chevron" />
      </button>
      <div
        id={listId}
        className="account-menu__panel"
        hidden={!isOpen}
        onClick={(event) => {
          // A link in the extra part navigates: the menu closes behind it.
          if (event.target instanceof Element && event.target.closest('a')) setIsOpen(false);
        }}
      >
        <ul className="account-menu__list">
          {items.map((item) => (
            <li key={item.key}>
              <button
                type="button"
                className="account-menu__item"
                onClick={() => {
                  closeToButton();
                  item.onSelect();
                }}
              >
                <Icon name={item.icon} size={18} />
                {item.label}
              </button>
            </li>
          ))}
        </ul>
        {extra !== undefined && <div className="account-menu__extra">{extra}</div>}
      </div>
    </div>
  );
}
