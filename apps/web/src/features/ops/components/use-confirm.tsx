// How every consequential console action asks first: `ask(texts, action)` opens the shared
// confirmation dialog in the console's look, and the action runs only once it is confirmed.
// ConfirmButton is the button that asks; a switch or a form's submit asks through this hook too.
import { useState, type ReactNode } from 'react';
import {
  ConfirmDialog,
  type ConfirmDialogTexts,
} from '../../../components/confirm-dialog/confirm-dialog';

export function useConfirm(confirmClassName = 'ops-button ops-button-danger-solid'): {
  ask: (texts: ConfirmDialogTexts, action: () => void) => void;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState<{ texts: ConfirmDialogTexts; action: () => void } | null>(
    null,
  );
  const close = () => setAsking(null);
  return {
    ask: (texts, action) => setAsking({ texts, action }),
    dialog: (
      <ConfirmDialog
        texts={asking?.texts ?? null}
        look={{
          dialog: 'ops-confirm',
          effect: 'ops-confirm-effect',
          actions: 'ops-actions ops-confirm-actions',
          back: 'ops-button',
          confirm: confirmClassName,
        }}
        onClose={close}
        onConfirm={() => {
          close();
          asking?.action();
        }}
      />
    ),
  };
}
