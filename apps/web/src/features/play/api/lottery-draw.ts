// A lottery draw as the verify page checks it: public, so sent without the member's session.
import { callApi } from '../../../lib/api-client';
import { lotteryDrawEndpoint } from './play-endpoints';

export function fetchDraw(drawId: number, signal?: AbortSignal) {
  return callApi(lotteryDrawEndpoint, { query: { drawId }, signal, token: null });
}
