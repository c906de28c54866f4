// The vendors screen's writes: display and visibility (content), wallet mode and a new signing
// key (games); each refreshes the vendor list and the pickers.
import {
  rotateVendorKey,
  setVendorWalletMode,
  updateVendor,
} from '@wps/contracts/content/ops-vendors';
import { vendorsKey } from './use-ops-vendors';
import { useOpsWrite } from './use-ops-write';

export const useUpdateVendor = () => useOpsWrite(updateVendor, vendorsKey);
export const useSetVendorWalletMode = () => useOpsWrite(setVendorWalletMode, vendorsKey);
export const useRotateVendorKey = () => useOpsWrite(rotateVendorKey, vendorsKey);
