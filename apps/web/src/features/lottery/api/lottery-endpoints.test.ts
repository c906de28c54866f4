// Each lottery endpoint equals its contract.
import { describe } from 'vitest';
import {
  getGameMenus,
  getLotteryBets,
  getLottoOpenedNumero,
  getNearNumeros,
  getOpenedNumero,
  getPlayTypes,
  getVnGameMenu,
  getVnRecentMenu,
  placeLotteryBets,
} from '@wps/contracts/lottery/lottery-calls';
import * as endpoints from './lottery-endpoints';
import { itMatchesContracts } from '../../../test/endpoint-contracts';

const pairs = [
  [endpoints.gameMenusEndpoint, getGameMenus],
  [endpoints.vnGameMenuEndpoint, getVnGameMenu],
  [endpoints.recentMenuEndpoint, getVnRecentMenu],
  [endpoints.nearNumerosEndpoint, getNearNumeros],
  [endpoints.openedNumeroEndpoint, getOpenedNumero],
  [endpoints.lottoOpenedNumeroEndpoint, getLottoOpenedNumero],
  [endpoints.playTypesEndpoint, getPlayTypes],
  [endpoints.placeBetsEndpoint, placeLotteryBets],
  [endpoints.lotteryBetsEndpoint, getLotteryBets],
] as const;

describe('lottery page endpoints', () => {
  itMatchesContracts(pairs, endpoints);
});
