// The calls the games pages make, typed by their contracts. Only the pages' lazy chunks import
// this; the contracts come in as types, so no zod schema rides along. Each one is kept equal to
// its contract by games-endpoints.test.ts.
import type { getFavouriteGames, toggleFavouriteGame } from '@wps/contracts/games/favourites';
import type { getGameList } from '@wps/contracts/games/game-list';
import type { getHotGames } from '@wps/contracts/games/hot-games';
import type { launchGame } from '@wps/contracts/games/launch-game';
import type { getRecentGames } from '@wps/contracts/games/recent-games';
import type { getRoomList } from '@wps/contracts/games/room-list';
import type { trialLaunch } from '@wps/contracts/games/trial-launch';
import type { launchSportsGame } from '@wps/contracts/games/launch-fb';
import type { gameWalletLeave } from '@wps/contracts/wallet/game-wallet-leave';
import type { merchantWallet } from '@wps/contracts/wallet/merchant-wallet';
import type { walletTransfer } from '@wps/contracts/wallet/wallet-transfer';
import { endpoint } from '../../../lib/endpoint';

export const gameListEndpoint = endpoint<typeof getGameList>('GET', '/wps/relay/GCSGAME_gameList');
export const hotGamesEndpoint = endpoint<typeof getHotGames>(
  'GET',
  '/wps/relay/GCSGAME_hotGamesV2',
);
export const favouriteGamesEndpoint = endpoint<typeof getFavouriteGames>(
  'GET',
  '/wps/relay/MCSFE_getFavoriteGamesList',
);
export const toggleFavouriteEndpoint = endpoint<typeof toggleFavouriteGame>(
  'POST',
  '/wps/relay/MCSFE_getFavoriteGames',
);
export const recentGamesEndpoint = endpoint<typeof getRecentGames>(
  'GET',
  '/wps/relay/GCS_recentGame',
);
export const roomListEndpoint = endpoint<typeof getRoomList>('GET', '/wps/relay/GLS2_roomList');
export const launchGameEndpoint = endpoint<typeof launchGame>('POST', '/wps/game/launchGame');
export const sportsLaunchEndpoint = endpoint<typeof launchSportsGame>(
  'POST',
  '/wps/relay/GCS_gameLaunchFB',
);
export const trialLaunchEndpoint = endpoint<typeof trialLaunch>(
  'POST',
  '/wps/relay/GCS_gameTrialLaunch',
);

// The own-wallet vendor's bar around a framed game (frame/game-wallet.tsx).
export const merchantWalletEndpoint = endpoint<typeof merchantWallet>(
  'GET',
  '/wps/relay/GCS_merchantWallet',
);
export const walletTransferEndpoint = endpoint<typeof walletTransfer>(
  'POST',
  '/wps/relay/GCS_walletTransfer',
);
export const gameWalletLeaveEndpoint = endpoint<typeof gameWalletLeave>(
  'POST',
  '/wps/relay/GCS_gameWalletLeave',
);
