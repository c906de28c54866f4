// The one dialog every popup uses (notices, login, register ...): labelled by its title, focus
// kept inside while open and given back to the opener on close, Escape and a close button close
// it, and the page behind does not scroll.
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { lockBodyScroll } from './scroll-lock';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The visible heading; it also names the dialog. */
  title: ReactNode;
  children: ReactNode;
  /** What gets focus on open (a stable ref); by default the content's first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** A click on the dimmed page closes; turn off for forms where a stray click loses typing. */
  closeOnBackdrop?: boolean;
  /**
   * False for a step that must be finished (the forced password change): no close button, and
   * neither Escape nor the backdrop closes it. The content offers its own way out.
   */
  dismissible?: boolean;
  className?: string;
}

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Open dialogs, innermost last: only the top one answers Escape and holds focus. */
const openDialogs: { dialog: HTMLElement; depth: number }[] = [];
/** How deep a dialog sits inside others, so a parent opening with its child never covers it. */
const DepthContext = createContext(0);

export function Modal({
  open,
  onClose,
  title,
  children,
  initialFocusRef,
  closeOnBackdrop = true,
  dismissible = true,
  className,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const depth = useContext(DepthContext) + 1;
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // The latest onClose without re-running the open effect (which would steal focus again).
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const entry = { dialog, depth };
    openDialogs.push(entry);
    // Effects run child first: keep an outer dialog that opens together with its child below it.
    openDialogs.sort((a, b) => a.depth - b.depth);
    const unlockScroll = lockBodyScroll();
    const isTop = () => openDialogs[openDialogs.length - 1] === entry;

    if (isTop()) {
      const first =
        initialFocusRef?.current ?? focusablesIn(bodyRef.current ?? dialog)[0] ?? dialog;
      first.focus();
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isTop()) {
        event.stopPropagation();
        if (dismissibleRef.current) onCloseRef.current();
      }
    };
    // Focus that lands outside (a click on the page, a script) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !dialog.contains(event.target)) {
        dialog.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.indexOf(entry), 1);
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef, depth]);

  if (!open) return null;

  const keepTabInside = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    // React bubbles a nested dialog's keys through this one too: only handle our own.
    if (event.key !== 'Tab' || !dialogRef.current?.contains(event.target as Node)) return;
    const items = focusablesIn(dialogRef.current);
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (!firstItem || !lastItem) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === firstItem || active === dialogRef.current)) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && active === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (dismissible && closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={className ? `modal ${className}` : 'modal'}
        onKeyDown={keepTabInside}
      >
        <header className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              className="modal__close"
              aria-label={t('modal.close')}
              onClick={onClose}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          ) : null}
        </header>
        <div ref={bodyRef} className="modal__body">
          <DepthContext.Provider value={depth}>{children}</DepthContext.Provider>
        </div>
      </div>
    </div>,
    document.body,
  );
}
