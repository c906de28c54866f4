// Header navigation entries (spec 2 "Header navigation"): one per game type except cockfight,
// each with up to 30 vendors, hot ones flagged.
import {
  gameTypeRoute,
  type TGameType,
  type TNavItem,
  type TVendor,
} from '@wps/contracts/content/game-nav';

export const MAX_NAV_VENDORS = 30;

export interface NavVendor {
  vassalage: string;
  displayName: string;
  logo: string | null;
  isHot: boolean;
  /** Where choosing the vendor goes. */
  href: string;
}

export interface NavEntry {
  gameType: TGameType;
  name: string;
  href: string;
  vendors: NavVendor[];
}

/** For RNG and PVP the vendor is selected first (spec 2), so it rides along in the URL. */
const selectsVendor: ReadonlySet<TGameType> = new Set(['RNG', 'PVP']);

export function vendorHref(gameType: TGameType, vassalage: string): string {
  const route = gameTypeRoute[gameType];
  return selectsVendor.has(gameType) ? `${route}?vendor=${encodeURIComponent(vassalage)}` : route;
}

export function buildNavEntries(items: TNavItem[], vendors: TVendor[]): NavEntry[] {
  return items
    .filter((item) => item.gameType !== 'COCKFIGHT')
    .map((item) => ({
      gameType: item.gameType,
      name: item.name,
      href: gameTypeRoute[item.gameType],
      vendors: item.cards.slice(0, MAX_NAV_VENDORS).map((card) => {
        const vendor = vendors.find(
          (v) => v.gameType === item.gameType && v.vassalage === card.vassalage,
        );
        return {
          vassalage: card.vassalage,
          displayName: vendor?.displayName ?? card.vassalage,
          logo: vendor?.logo ?? null,
          isHot: card.isHot === 1,
          href: vendorHref(item.gameType, card.vassalage),
        };
      }),
    }));
}
