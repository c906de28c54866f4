// Typed server answers for web tests, shaped by the contracts; override what a test is about.
import type { TNavItem, TVendor } from '@wps/contracts/content/game-nav';
import type { TConsolidatedSettings } from '@wps/contracts/system/consolidated';
import type { TSystemStatus } from '@wps/contracts/system/status';
import type { TWhitelabel } from '@wps/contracts/system/whitelabel';

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
