// A destructive action takes two clicks: the first asks, the second acts, and a third button
// steps back. Deleting content and cancelling a lottery draw both go through it.
import { useState } from 'react';

export interface ConfirmTexts {
  /** The first button's text and accessible name. */
  ask: string;
  askLabel: string;
  /** The second button's: it acts. */
  confirm: string;
  confirmLabel: string;
  /** The button that steps back without acting. */
  back: string;
}

export function ConfirmButton({
  texts,
  disabled,
  onConfirm,
  confirmClassName = 'ops-button ops-button-danger',
}: {
  texts: ConfirmTexts;
  disabled: boolean;
  onConfirm: () => void;
  confirmClassName?: string;
}) {
  const [isAsking, setIsAsking] = useState(false);
  if (!isAsking) {
    return (
      <button
        type="button"
        className="ops-button ops-button-danger"
        disabled={disabled}
        aria-label={texts.askLabel}
        onClick={() => setIsAsking(true)}
      >
        {texts.ask}
      </button>
    );
  }
  return (
    <span className="ops-row-buttons">
      <button
        type="button"
        className={confirmClassName}
        disabled={disabled}
        aria-label={texts.confirmLabel}
        onClick={() => {
          setIsAsking(false);
          onConfirm();
        }}
      >
        {texts.confirm}
      </button>
      <button type="button" className="ops-button" onClick={() => setIsAsking(false)}>
        {texts.back}
      </button>
    </span>
  );
}
