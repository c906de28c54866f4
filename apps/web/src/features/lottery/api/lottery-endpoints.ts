// The calls the lottery pages make, typed by their contracts (packages/contracts/src/lottery). The
// contracts come in as types only, so no zod schema rides along; lottery-endpoints.test.ts keeps
// each one equal to its contract.
import type {
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
import { endpoint } from '../../../lib/endpoint';

export const gameMenusEndpoint = endpoint<typeof getGameMenus>('GET', '/lgw/games/game_menus');
export const vnGameMenuEndpoint = endpoint<typeof getVnGameMenu>('GET', '/lgw/vn/games/game_menu');
export const recentMenuEndpoint = endpoint<typeof getVnRecentMenu>(
  'GET',
  '/lgw/vn/games/game_menu/recent',
);
export const nearNumerosEndpoint = endpoint<typeof getNearNumeros>('GET', '/lgw/numeros/near');
export const openedNumeroEndpoint = endpoint<typeof getOpenedNumero>(
  'GET',
  '/lgw/games/opened/numero',
);
export const lottoOpenedNumeroEndpoint = endpoint<typeof getLottoOpenedNumero>(
  'GET',
  '/lotto/lgw/games/opened/numero',
);
export const playTypesEndpoint = endpoint<typeof getPlayTypes>('GET', '/lgw/games/play_types');
export const placeBetsEndpoint = endpoint<typeof placeLotteryBets>('POST', '/lgw/bets');
export const lotteryBetsEndpoint = endpoint<typeof getLotteryBets>('GET', '/lgw/bets');
