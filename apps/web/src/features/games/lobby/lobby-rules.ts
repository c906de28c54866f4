// The lobby's rules that are not layout: which list tabs show (spec 2), which game classes the
// filter offers (spec 9), the minimum-bet options, and which tab a URL opens.
import type { TGameClassify } from '@wps/contracts/content/game-nav';
import type { TLanguage } from '@wps/contracts/http';

/** all: the paged list with the filters; hot, fav, recent: spec 4's other list modes. */
export const listTabs = ['all', 'hot', 'fav', 'recent'] as const;
export type ListTab = (typeof listTabs)[number];

/** Hot only when the vendor has hot games; fav only when logged in (spec 2). */
export function visibleTabs({
  hasHotGames,
  isLoggedIn,
}: {
  hasHotGames: boolean;
  isLoggedIn: boolean;
}): ListTab[] {
  return listTabs.filter((tab) => (tab !== 'hot' || hasHotGames) && (tab !== 'fav' || isLoggedIn));
}

/**
 * The tab ?page= asks for when it is shown; otherwise hot when shown (a vendor opens on its hot
 * games: spec 2), else the whole list.
 */
export function activeTab(page: string | null, visible: ListTab[]): ListTab {
  const asked = visible.find((tab) => tab === page);
  if (asked) return asked;
  return visible.includes('hot') ? 'hot' : 'all';
}

/** Spec 9's slot classes; bingo only on the TY-language site. */
export function classifyOptions(language: TLanguage): TGameClassify[] {
  const classes: TGameClassify[] = ['SCRATCH', 'VIDEO_POKER', 'TABLE_GAMES', 'ARCADE', 'SLOTS'];
  return language === 'TY' ? [...classes, 'BINGO'] : classes;
}

/** Spec 9's minimum-bet options in major units ('' is all), as the game list takes them. */
export const minBetChoices = ['', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;
export type MinBetChoice = (typeof minBetChoices)[number];

export interface LobbyFilters {
  gameName: string;
  gameClassify: TGameClassify | '';
  minBet: MinBetChoice;
}

export const noFilters: LobbyFilters = { gameName: '', gameClassify: '', minBet: '' };
