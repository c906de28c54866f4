// The wallet pages call endpoints (method and path) instead of contract objects; this keeps each
// one equal to its contract.
import { describe } from 'vitest';
import { fundsConsolidated } from '@wps/contracts/wallet/funds';
import { merchantWallet } from '@wps/contracts/wallet/merchant-wallet';
import { moneyOptions } from '@wps/contracts/wallet/money-settings';
import { memberRecords } from '@wps/contracts/wallet/records';
import { transferDownline } from '@wps/contracts/wallet/transfer-downline';
import { transferUpline } from '@wps/contracts/wallet/transfer-upline';
import { walletTransfer } from '@wps/contracts/wallet/wallet-transfer';
import * as endpoints from './wallet-endpoints';
import { itMatchesContracts } from '../../test/endpoint-contracts';

const pairs = [
  [endpoints.fundsEndpoint, fundsConsolidated],
  [endpoints.merchantWalletEndpoint, merchantWallet],
  [endpoints.walletTransferEndpoint, walletTransfer],
  [endpoints.transferUplineEndpoint, transferUpline],
  [endpoints.transferDownlineEndpoint, transferDownline],
  [endpoints.recordsEndpoint, memberRecords],
  [endpoints.moneyOptionsEndpoint, moneyOptions],
] as const;

describe('wallet page endpoints', () => {
  itMatchesContracts(pairs, endpoints);
});
