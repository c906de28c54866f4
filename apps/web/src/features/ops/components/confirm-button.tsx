// A consequential action's button: it opens the confirmation dialog (use-confirm.tsx) and acts
// only once that is confirmed. Deleting content, cancelling a draw, disabling a member or an
// operator all go through it.
import { useConfirm } from './use-confirm';

export interface ConfirmTexts {
  /** The first button's text and accessible name. */
  ask: string;
  askLabel: string;
  /** The dialog's confirming button: it acts. */
  confirm: string;
  confirmLabel: string;
  /** The button that steps back without acting. */
  back: string;
  /** The dialog's title; the first button's accessible name when none. */
  title?: string;
  /** What happens once confirmed, named in the dialog. */
  effect?: string;
}

export function ConfirmButton({
  texts,
  disabled,
  onConfirm,
  confirmClassName = 'ops-button ops-button-danger-solid',
  askClassName = 'ops-button ops-button-danger',
}: {
  texts: ConfirmTexts;
  disabled: boolean;
  onConfirm: () => void;
  confirmClassName?: string;
  askClassName?: string;
}) {
  const confirm = useConfirm(confirmClassName);
  return (
    <>
      <button
        type="button"
        className={askClassName}
        disabled={disabled}
        aria-label={texts.askLabel}
        onClick={() =>
          confirm.ask(
            {
              title: texts.title ?? texts.askLabel,
              effect: texts.effect,
              confirm: texts.confirm,
              confirmLabel: texts.confirmLabel,
              back: texts.back,
            },
            onConfirm,
          )
        }
      >
        {texts.ask}
      </button>
      {confirm.dialog}
    </>
  );
}
