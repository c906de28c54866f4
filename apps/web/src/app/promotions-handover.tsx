// Hands the promotion pages what they need from other features (features do not import each
// other): the login popup, the deposit and bonus pages of the member centre, and the payment
// pages' proof picker (png/jpg, 5 MB, 3 images, the same upload call and checks).
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useAccountModals } from '../features/auth/account-modals';
import { useActionGuard } from '../features/auth/use-action-guard';
import {
  PromotionsHandoverContext,
  type ProofPickerProps,
} from '../features/promotions/promotions-handover';
import { loadChunk } from '../lib/load-chunk';
import { useMemberCentre } from '../lib/member-centre';

/**
 * The proof picker, a chunk of its own: the promotion pages that show it are chunks too, and the
 * upload code stays out of the first load of every page (issue 16, the home's script budget).
 */
const LazyProofPicker = lazy(() => loadChunk(() => import('./promotions-proof-picker')));

function ProofPicker(props: ProofPickerProps) {
  return (
    <Suspense fallback={null}>
      <LazyProofPicker {...props} />
    </Suspense>
  );
}

export function PromotionsHandover({ children }: { children: ReactNode }) {
  const modals = useAccountModals();
  const guard = useActionGuard();
  const memberCentre = useMemberCentre();
  const value = useMemo(
    () => ({
      openLogin: () => modals.open({ kind: 'login' }),
      openDeposit: () => guard(() => memberCentre.open('depositv2')),
      openBonusDetails: () => guard(() => memberCentre.open('bonusDetails')),
      ProofPicker,
    }),
    [modals, guard, memberCentre],
  );
  return (
    <PromotionsHandoverContext.Provider value={value}>
      {children}
    </PromotionsHandoverContext.Provider>
  );
}
