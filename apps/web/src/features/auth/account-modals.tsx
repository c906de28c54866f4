// The account popups (spec 2 "Login modal", "Other modals"): login, register, forgot password,
// change password and the after-login modal. One is open at a time; each is its own lazy chunk,
// so none of their code (nor the contracts' zod schemas they use) is in the first load.
import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

export type AccountModal =
  | { kind: 'login' }
  | { kind: 'register'; referralCode?: string; affiliateCode?: string }
  | { kind: 'forgot'; resetToken?: string }
  | { kind: 'changePassword'; forced?: boolean }
  /** firstLogin: the account's first login ever (the first-login action, docs/decisions.md). */
  | { kind: 'afterLogin'; firstLogin?: boolean };

export interface AccountModalsValue {
  /** Opens `modal`, closing any other account popup. */
  open: (modal: AccountModal) => void;
  close: () => void;
}

const AccountModalsContext = createContext<AccountModalsValue | null>(null);

// Each popup is added here as its file lands (work in progress: the login, register and password
// modals are being written now); until then its kind opens nothing.
function OpenModal({ modal, onClose }: { modal: AccountModal; onClose: () => void }) {
  switch (modal.kind) {
    default:
      void onClose;
      return null;
  }
}

export function AccountModalsProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<AccountModal | null>(null);
  const open = useCallback((next: AccountModal) => setModal(next), []);
  const close = useCallback(() => setModal(null), []);
  const value = useMemo(() => ({ open, close }), [open, close]);
  return (
    <AccountModalsContext.Provider value={value}>
      {children}
      {modal && (
        <Suspense fallback={null}>
          {/* The kind is the key: switching popups mounts the next one fresh. */}
          <OpenModal key={modal.kind} modal={modal} onClose={close} />
        </Suspense>
      )}
    </AccountModalsContext.Provider>
  );
}

export function useAccountModals(): AccountModalsValue {
  const value = useContext(AccountModalsContext);
  if (!value) throw new Error('useAccountModals outside AccountModalsProvider');
  return value;
}
