// The vendors screen's writes: display and visibility (content), wallet mode and a new signing
// key (games); each refreshes the vendor list.
import {
  rotateVendorKey,
  setVendorWalletMode,
  updateVendor,
} from '@wps/contracts/content/ops-vendors';
import { opsVendorsQueryOptions } from './use-ops-vendors';
import { useOpsWrite } from './use-ops-write';

const listKey = opsVendorsQueryOptions().queryKey;

export const useUpdateVendor = () => useOpsWrite(updateVendor, listKey);
export const useSetVendorWalletMode = () => useOpsWrite(setVendorWalletMode, listKey);
export const useRotateVendorKey = () => useOpsWrite(rotateVendorKey, listKey);
