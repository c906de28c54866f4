// Each games endpoint equals its contract.
import { describe } from 'vitest';
import { getFavouriteGames, toggleFavouriteGame } from '@wps/contracts/games/favourites';
import { getGameList } from '@wps/contracts/games/game-list';
import { getHotGames } from '@wps/contracts/games/hot-games';
import { launchGame } from '@wps/contracts/games/launch-game';
import { launchSportsGame } from '@wps/contracts/games/launch-fb';
import { getRecentGames } from '@wps/contracts/games/recent-games';
import { getRoomList } from '@wps/contracts/games/room-list';
import { trialLaunch } from '@wps/contracts/games/trial-launch';
import { gameWalletLeave } from '@wps/contracts/wallet/game-wallet-leave';
import { merchantWallet } from '@wps/contracts/wallet/merchant-wallet';
import { walletTransfer } from '@wps/contracts/wallet/wallet-transfer';
import * as endpoints from './games-endpoints';
import { itMatchesContracts } from '../../../test/endpoint-contracts';

const pairs = [
  [endpoints.gameListEndpoint, getGameList],
  [endpoints.hotGamesEndpoint, getHotGames],
  [endpoints.favouriteGamesEndpoint, getFavouriteGames],
  [endpoints.toggleFavouriteEndpoint, toggleFavouriteGame],
  [endpoints.recentGamesEndpoint, getRecentGames],
  [endpoints.roomListEndpoint, getRoomList],
  [endpoints.launchGameEndpoint, launchGame],
  [endpoints.trialLaunchEndpoint, trialLaunch],
  [endpoints.sportsLaunchEndpoint, launchSportsGame],
  [endpoints.merchantWalletEndpoint, merchantWallet],
  [endpoints.walletTransferEndpoint, walletTransfer],
  [endpoints.gameWalletLeaveEndpoint, gameWalletLeave],
] as const;

describe('games page endpoints', () => {
  itMatchesContracts(pairs, endpoints);
});
