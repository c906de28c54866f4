// Typed server answers for web tests, shaped by the contracts; override what a test is about.
import type { TMemberInfo } from '@wps/contracts/account/member';
import type { TSecurityCentre } from '@wps/contracts/account/security-centre';
import type { TNavItem, TVendor } from '@wps/contracts/content/game-nav';
import type { TConsolidatedSettings } from '@wps/contracts/system/consolidated';
import type { TSystemStatus } from '@wps/contracts/system/status';
import type { TWhitelabel } from '@wps/contracts/system/whitelabel';
import type { TWalletBalance } from '@wps/contracts/wallet/balance';
import type { TFundsConsolidated } from '@wps/contracts/wallet/funds';
import type { TMerchantWallet } from '@wps/contracts/wallet/merchant-wallet';
import type { TMoneySettings } from '@wps/contracts/wallet/money-settings';

export function makeWhitelabel(overrides: Partial<TWhitelabel> = {}): TWhitelabel {
  return {
    USERNAMEREG3: true,
    MOBILENUMREG3: false,
    MOBILENUMPASSREG3: false,
    REGMOBVERF3: false,
    MOBILEVERCODELOGIN3: false,
    DIRECTREG3: true,
    freePlay: false,
    forcePasswordChangeOnExpiry: false,
    passwordExpiryDays: 0,
    loginedToHomePage: false,
    memberCentreEnabled: true,
    referralPromoEnabled: false,
    socialLinks: { telegram: null, facebook: null, whatsapp: null },
    customerService: [],
    languages: [
      { code: 'MY', name: 'မြန်မာ', file: 'MY', enabled: true },
      { code: 'EN', name: 'English', file: 'EN', enabled: true },
      { code: 'FR', name: 'Français', file: 'EN', enabled: false },
    ],
    defaultLanguage: 'MY',
    currencySymbol: 'P',
    ...overrides,
  };
}

export function makeConsolidated(
  overrides: Partial<Omit<TConsolidatedSettings, 'whitelabel'>> & {
    whitelabel?: Partial<TWhitelabel>;
  } = {},
): TConsolidatedSettings {
  const { whitelabel, ...rest } = overrides;
  const timeZone = rest.timeZone ?? 'Asia/Yangon';
  return {
    whitelabel: makeWhitelabel(whitelabel),
    register: { fields: {} },
    domainRoute: [],
    location: { ip: '203.0.113.7', countryCode: 'MM' },
    maintenance: false,
    regionRestriction: false,
    imageCDNs: [''],
    launchGameCDNs: [''],
    hasAgentHelp: false,
    timeZone,
    // Yangon keeps +06:30 all year; for another zone an empty span, so the site uses Intl.
    timeZoneOffset:
      timeZone === 'Asia/Yangon'
        ? { minutes: 390, validFrom: '2000-01-01T00:00:00Z', validUntil: '2100-01-01T00:00:00Z' }
        : { minutes: 0, validFrom: '1970-01-01T00:00:00Z', validUntil: '1970-01-01T00:00:00Z' },
    ...rest,
  };
}

export const openStatus: TSystemStatus = { status: 0, maintenance: null, region: null };

export function makeVendor(overrides: Partial<TVendor> = {}): TVendor {
  return {
    gameType: 'RNG',
    vassalage: 'ROYALSLOTS',
    displayName: 'Royal Slots',
    accountTypeId: 1,
    isHot: 0,
    logo: '/images/vendors/royalslots.svg',
    ...overrides,
  };
}

export function makeNavItem(overrides: Partial<TNavItem> = {}): TNavItem {
  return {
    gameType: 'RNG',
    page: '/rng',
    name: 'Slots',
    cards: [{ vassalage: 'ROYALSLOTS', isHot: 1 }],
    gameClassify: [],
    ...overrides,
  };
}

/** The logged-in member (GET /wps/member/info): a real player account. */
export function makeMemberInfo(overrides: Partial<TMemberInfo> = {}): TMemberInfo {
  return {
    id: 7,
    account: 'player01',
    userName: 'player01',
    nickname: 'Lucky Mya',
    type: 'player',
    accountType: 0,
    isAgent: false,
    toUpline: null,
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
    balance: '2000000',
    bonus: '0',
    held: '0',
    locked: '0',
    withdrawable: '2000000',
    currency: 'MMK',
    inGames: '0',
    isPlayMoney: false,
    ...overrides,
  };
}

/** The member's money options (GET /wps/member/money/options). */
export function makeMoneyOptions(overrides: Partial<TMoneySettings> = {}): TMoneySettings {
  return {
    paymentPasswordRequired: true,
    withdrawalMin: '10000',
    withdrawalMax: '10000000',
    withdrawalFeeBps: 100,
    withdrawalAutoReceiptMinutes: 60,
    maxBankAccounts: 3,
    transferMin: '1000',
    transferMax: '1000000',
    autoTransferOnLaunch: true,
    adjustmentApprovalAbove: '100000',
    kycRule: 'never',
    kycAbove: '10000000',
    ...overrides,
  };
}

/** The security centre with both passwords set and two bound bank accounts. */
export function makeSecurityCentre(overrides: Partial<TSecurityCentre> = {}): TSecurityCentre {
  return {
    username: 'player01',
    nickname: 'Lucky Mya',
    payeeName: 'Mya Mya',
    hasPassword: true,
    hasPaymentPassword: true,
    paymentPasswordRequired: true,
    mobile: null,
    email: null,
    zaloId: null,
    bankAccounts: [
      {
        id: 1,
        bankName: 'KBZ Bank',
        accountName: 'Mya Mya',
        maskedAccountNumber: '****1234',
        createdAt: '2025-01-01T00:00:00.000Z',
      },
      {
        id: 2,
        bankName: 'AYA Bank',
        accountName: 'Mya Mya',
        maskedAccountNumber: '****9876',
        createdAt: '2025-01-02T00:00:00.000Z',
      },
    ],
    maxBankAccounts: 3,
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
    contractsOffered: {
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
