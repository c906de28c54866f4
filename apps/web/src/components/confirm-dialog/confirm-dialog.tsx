// The one yes-or-no dialog before an action that cannot be undone, for the player app and the
// console alike: it names the action and its effect in words, and the safe way back gets focus
// first. It knows no domain; each caller brings its texts and, where it has its own, its look.
import { useRef } from 'react';
import { Modal } from '../modal/modal';

export interface ConfirmDialogTexts {
  /** The dialog's title: the action, named ("Disable member alice?"). */
  title: string;
  /** What happens once confirmed, in words; none for a plain deletion. */
  effect?: string;
  /** The confirming button's text, and its accessible name when that must be more exact. */
  confirm: string;
  confirmLabel?: string;
  /** The button that steps back without acting. */
  back: string;
}

/** Class names of the dialog's parts; the player app's look unless a caller names its own. */
export interface ConfirmDialogLook {
  dialog: string;
  effect?: string;
  actions: string;
  back: string;
  confirm: string;
}

const playerLook: ConfirmDialogLook = {
  dialog: 'confirm-modal',
  actions: 'confirm-modal__actions',
  back: 'button',
  confirm: 'button button--primary',
};

/**
 * Open while `texts` is set. Confirming only calls `onConfirm`: a caller that waits for the
 * action keeps the dialog open (busy, then its problem shown), one that does not closes it there.
 */
export function ConfirmDialog({
  texts,
  onConfirm,
  onClose,
  isBusy = false,
  problem,
  look,
}: {
  texts: ConfirmDialogTexts | null;
  onConfirm: () => void;
  onClose: () => void;
  /** The action is under way: the confirming button is disabled. */
  isBusy?: boolean;
  /**
   * Why the action failed, above the buttons. A caller whose action can fail passes it (null
   * until then): the line is then always there, a live region read out as it fills.
   */
  problem?: string | null;
  look?: Partial<ConfirmDialogLook>;
}) {
  const backRef = useRef<HTMLButtonElement>(null);
  const classes = { ...playerLook, ...look };
  return (
    <Modal
      open={texts !== null}
      onClose={onClose}
      title={texts?.title}
      initialFocusRef={backRef}
      className={classes.dialog}
    >
      {texts?.effect && <p className={classes.effect}>{texts.effect}</p>}
      {problem !== undefined && (
        <p className="form__problem" role="alert">
          {problem ?? ''}
        </p>
      )}
      <div className={classes.actions}>
        <button ref={backRef} type="button" className={classes.back} onClick={onClose}>
          {texts?.back}
        </button>
        <button
          type="button"
          className={classes.confirm}
          disabled={isBusy}
          aria-label={texts?.confirmLabel}
          onClick={onConfirm}
        >
          {texts?.confirm}
        </button>
      </div>
    </Modal>
  );
}
