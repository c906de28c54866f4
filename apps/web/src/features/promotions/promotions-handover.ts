// What the promotion pages need from other features (features do not import each other): the
// login popup for visitors, the deposit page, and the proof picker of the payment pages (the
// same png/jpg, 5 MB, 3 images rules and upload call). The app hands them over (app/router.tsx,
// shell/member-centre/member-centre-pages.tsx).
import { createContext, useContext, type ComponentType } from 'react';

export interface ProofPickerProps {
  label: string;
  /** Called with the uploaded proof ids and whether one is still uploading or failed. */
  onChange: (state: { proofIds: number[]; problem: string | null }) => void;
  /** Bumped to empty the picker after a sent application. */
  resetKey: number;
}

export interface PromotionsHandover {
  openLogin: () => void;
  openDeposit: () => void;
  openBonusDetails: () => void;
  ProofPicker: ComponentType<ProofPickerProps>;
}

export const PromotionsHandoverContext = createContext<PromotionsHandover | null>(null);

export function usePromotionsHandover(): PromotionsHandover | null {
  return useContext(PromotionsHandoverContext);
}
