// The calls the wallet pages of the member centre make, typed by their contracts. Only the pages'
// lazy chunks import this; the contracts come in as types, so no zod schema rides along. Each one
// is kept equal to its contract by wallet-endpoints.test.ts.
import type { fundsConsolidated } from '@wps/contracts/wallet/funds';
import type { merchantWallet } from '@wps/contracts/wallet/merchant-wallet';
import type { moneyOptions } from '@wps/contracts/wallet/money-settings';
import type { memberRecords } from '@wps/contracts/wallet/records';
import type { transferDownline } from '@wps/contracts/wallet/transfer-downline';
import type { transferUpline } from '@wps/contracts/wallet/transfer-upline';
import type { walletTransfer } from '@wps/contracts/wallet/wallet-transfer';
import { endpoint } from '../../lib/endpoint';

export const fundsEndpoint = endpoint<typeof fundsConsolidated>(
  'GET',
  '/wps/member/info/funds/consolidated',
);
export const merchantWalletEndpoint = endpoint<typeof merchantWallet>(
  'GET',
  '/wps/relay/GCS_merchantWallet',
);
export const walletTransferEndpoint = endpoint<typeof walletTransfer>(
  'POST',
  '/wps/relay/GCS_walletTransfer',
);
export const transferUplineEndpoint = endpoint<typeof transferUpline>(
  'POST',
  '/wps/member/transfer/upline',
);
export const transferDownlineEndpoint = endpoint<typeof transferDownline>(
  'POST',
  '/wps/member/transfer/downline',
);
export const recordsEndpoint = endpoint<typeof memberRecords>(
  'GET',
  '/wps/relay/ODSFE2_MemTransDet',
);
export const moneyOptionsEndpoint = endpoint<typeof moneyOptions>(
  'GET',
  '/wps/member/money/options',
);
