// The account popups (spec 2 "Login modal", "Other modals"): login, register, forgot password,
// change password and the after-login modal. One is open at a time; each is its own lazy chunk,
// so none of their code (nor the contracts' zod schemas they use) is in the first load.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { setPasswordChangeRequiredHandler } from '../../lib/api-client';
import { loadChunk } from '../../lib/load-chunk';

export type AccountModal =
  /** errorCode: a failure to show at the top (a social login that came back with an error). */
  | { kind: 'login'; errorCode?: string }
  | { kind: 'register'; referralCode?: string; affiliateCode?: string }
  | { kind: 'forgot'; resetToken?: string }
  | { kind: 'changePassword'; forced?: boolean }
  /** firstLogin: the account's first login ever (the first-login action, docs/decisions.md). */
  | { kind: 'afterLogin'; firstLogin?: boolean }
  /** The real-account warning a trial account gets from the action guard (spec 5, 8). */
  | { kind: 'needRealAccount' }
  /** The avatar picker (header account menu, member centre). */
  | { kind: 'avatar' };

export interface AccountModalsValue {
  /** Opens `modal`, closing any other account popup. */
  open: (modal: AccountModal) => void;
  close: () => void;
  /** The open popup's kind, or null: the notice popup waits while one is open (issue 16). */
  openKind: AccountModal['kind'] | null;
}

const AccountModalsContext = createContext<AccountModalsValue | null>(null);

const LoginModal = lazy(() => loadChunk(() => import('./login/login-modal')));
const AfterLoginModal = lazy(() => loadChunk(() => import('./after-login/after-login-modal')));
const NeedRealAccountModal = lazy(() => loadChunk(() => import('./need-real-account-modal')));
const AvatarPickerModal = lazy(() => loadChunk(() => import('./avatar-picker-modal')));
const RegisterModal = lazy(() => loadChunk(() => import('./register/register-modal')));
const ForgotPasswordModal = lazy(() => loadChunk(() => import('./password/forgot-password-modal')));
const ChangePasswordModal = lazy(() => loadChunk(() => import('./password/change-password-modal')));

function OpenModal({ modal, onClose }: { modal: AccountModal; onClose: () => void }) {
  switch (modal.kind) {
    case 'login':
      return <LoginModal onClose={onClose} errorCode={modal.errorCode} />;
    case 'afterLogin':
      return <AfterLoginModal onClose={onClose} firstLogin={modal.firstLogin} />;
    case 'register':
      return (
        <RegisterModal
          onClose={onClose}
          referralCode={modal.referralCode}
          affiliateCode={modal.affiliateCode}
        />
      );
    case 'forgot':
      return <ForgotPasswordModal onClose={onClose} resetToken={modal.resetToken} />;
    case 'changePassword':
      return <ChangePasswordModal onClose={onClose} forced={modal.forced} />;
    case 'needRealAccount':
      return <NeedRealAccountModal onClose={onClose} />;
    case 'avatar':
      return <AvatarPickerModal onClose={onClose} />;
  }
}

export function AccountModalsProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<AccountModal | null>(null);
  const open = useCallback((next: AccountModal) => setModal(next), []);
  const close = useCallback(() => setModal(null), []);
  const openKind = modal?.kind ?? null;
  const value = useMemo(() => ({ open, close, openKind }), [open, close, openKind]);
  // The server refuses every call but the change (PASSWORD_CHANGE_REQUIRED): a reload, or a
  // session that skipped the login's popup, still lands on the forced change.
  useEffect(() => {
    setPasswordChangeRequiredHandler(() => setModal({ kind: 'changePassword', forced: true }));
    return () => setPasswordChangeRequiredHandler(null);
  }, []);
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
