// Server answers for the wallet page tests, shaped by the contracts.
import type { TMemberInfo } from '@wps/contracts/account/member';
import type { TWalletBalance } from '@wps/contracts/wallet/balance';
import type { TFundsConsolidated } from '@wps/contracts/wallet/funds';
import type { TMerchantWallet } from '@wps/contracts/wallet/merchant-wallet';
import type { TMoneySettings } from '@wps/contracts/wallet/money-settings';

export function makeMember(overrides: Partial<TMemberInfo> = {}): TMemberInfo {
  return {
    id: 7,
    account: 'player01',
    userName: 'player01',
    nickname: 'Lucky Mya',
    type: 'player',
    accountType: 0,
    isAgent: false,
    toUpline: 'agent01',
    clubLabel: { labelName: 'Silver', rankLevel: 2 },
    memberLabel: [],
    avatar: '/avatars/3.svg',
    customerId: 'C-7',
    language: 'EN',
    referralCode: 'R7',
    ...overrides,
  };
}

export function makeBalance(overrides: Partial<TWalletBalance> = {}): TWalletBalance {
  return {
    balance: '500000',
    bonus: '0',
    held: '0',
    currency: 'MMK',
    isPlayMoney: false,
    ...overrides,
  };
}

export function makeOptions(overrides: Partial<TMoneySettings> = {}): TMoneySettings {
  return {
    paymentPasswordRequired: true,
    withdrawalMin: '10000',
    withdrawalMax: '10000000',
    withdrawalFeeBps: 100,
    withdrawalAutoReceiptMinutes: 60,
    maxBankAccounts: 3,
    transferMin: '1000',
    transferMax: '1000000',
    ...overrides,
  };
}

export function makeFunds(overrides: Partial<TFundsConsolidated> = {}): TFundsConsolidated {
  return {
    balance: '123456',
    bonus: '5000',
    held: '20000',
    gameWallets: [],
    sumBalance: '173456',
    currency: 'MMK',
    contract: {
      dailysalreqtype: false,
      divtypereq: false,
      contracthoursalreqtype: false,
      realtimesalreqtype: false,
    },
    ...overrides,
  };
}

export function makeMerchant(overrides: Partial<TMerchantWallet> = {}): TMerchantWallet {
  return {
    sumBalance: '173456',
    isSingle: false,
    wallets: [
      { vendor: 'LOTUSLIVE', displayName: 'Lotus Live', balance: '50000' },
      { vendor: 'GOALLINE', displayName: 'Goal Line', balance: '0' },
    ],
    ...overrides,
  };
}
