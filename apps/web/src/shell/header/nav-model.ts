// Header navigation entries (spec 2 "Header navigation"): one per game type except cockfight,
// each with up to 30 vendors, hot ones flagged.
import type { TGameType, TNavItem, TVendor } from '@wps/contracts/content/game-nav';

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

/** `page` is the game type's route as the server gives it (e.g. "/rng"). */
export function vendorHref(gameType: TGameType, page: string, vassalage: string): string {
  return selectsVendor.has(gameType) ? `${page}?vendor=${encodeURIComponent(vassalage)}` : page;
}

export function buildNavEntries(items: TNavItem[], vendors: TVendor[]): NavEntry[] {
  return items
    .filter((item) => item.gameType !== 'COCKFIGHT')
    .map((item) => ({
      gameType: item.gameType,
      name: item.name,
      href: item.page,
      vendors: item.cards.slice(0, MAX_NAV_VENDORS).map((card) => {
        const vendor = vendors.find(
          (v) => v.gameType === item.gameType && v.vassalage === card.vassalage,
        );
        return {
          vassalage: card.vassalage,
          displayName: vendor?.displayName ?? card.vassalage,
          logo: vendor?.logo ?? null,
          isHot: card.isHot === 1,
          href: vendorHref(item.gameType, item.page, card.vassalage),
        };
      }),
    }));
}
