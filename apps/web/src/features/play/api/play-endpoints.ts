// The calls the game clients make, typed by their contracts (only types come in, so no zod rides
// along into the play chunks). play-endpoints.test.ts keeps each equal to its contract.
import type { houseFishShoot } from '@wps/contracts/games/house-fish';
import type { housePvpLeave, housePvpRooms, housePvpSit } from '@wps/contracts/games/house-pvp';
import type {
  housePvpAct,
  housePvpBet,
  housePvpRoundVerify,
  housePvpTable,
  housePvpTableStream,
} from '@wps/contracts/games/house-pvp-table';
import type { houseRoundVerify } from '@wps/contracts/games/house-rounds';
import type { houseSeedClient, houseSeedRotate } from '@wps/contracts/games/house-seed';
import type { houseSession } from '@wps/contracts/games/house-session';
import type { houseSlotSpin } from '@wps/contracts/games/house-slot';
import type { simBet } from '@wps/contracts/games/sim-bet';
import type { simBets } from '@wps/contracts/games/sim-bets';
import type { simEvents } from '@wps/contracts/games/sim-events';
import type { simSession } from '@wps/contracts/games/sim-session';
import type { getDraw } from '@wps/contracts/lottery/lottery-calls';
import { endpoint } from '../../../lib/endpoint';

export const houseSessionEndpoint = endpoint<typeof houseSession>('POST', '/wps/house/session');
export const houseSeedClientEndpoint = endpoint<typeof houseSeedClient>(
  'POST',
  '/wps/house/seed/client',
);
export const houseSeedRotateEndpoint = endpoint<typeof houseSeedRotate>(
  'POST',
  '/wps/house/seed/rotate',
);
export const houseSlotSpinEndpoint = endpoint<typeof houseSlotSpin>('POST', '/wps/house/slot/spin');
export const houseFishShootEndpoint = endpoint<typeof houseFishShoot>(
  'POST',
  '/wps/house/fish/shoot',
);
export const housePvpRoomsEndpoint = endpoint<typeof housePvpRooms>('GET', '/wps/house/pvp/rooms');
export const housePvpSitEndpoint = endpoint<typeof housePvpSit>('POST', '/wps/house/pvp/sit');
export const housePvpLeaveEndpoint = endpoint<typeof housePvpLeave>('POST', '/wps/house/pvp/leave');
export const housePvpTableEndpoint = endpoint<typeof housePvpTable>('GET', '/wps/house/pvp/table');
export const housePvpBetEndpoint = endpoint<typeof housePvpBet>('POST', '/wps/house/pvp/bet');
export const housePvpActEndpoint = endpoint<typeof housePvpAct>('POST', '/wps/house/pvp/act');
/** The table's live stream (server-sent events, read with readEventStream). */
export const housePvpTableStreamEndpoint = endpoint<typeof housePvpTableStream>(
  'GET',
  '/wps/house/pvp/table/stream',
);
export const houseRoundVerifyEndpoint = endpoint<typeof houseRoundVerify>(
  'GET',
  '/wps/house/rounds/:roundId',
);
/** A finished PvP table round with its seeds, for the verify page. */
export const housePvpRoundVerifyEndpoint = endpoint<typeof housePvpRoundVerify>(
  'GET',
  '/wps/house/pvp/rounds/:roundId',
);
/** A lottery draw with its seeds, for the verify page. */
export const lotteryDrawEndpoint = endpoint<typeof getDraw>('GET', '/lgw/draw');
export const simSessionEndpoint = endpoint<typeof simSession>('POST', '/wps/sim/session');
export const simEventsEndpoint = endpoint<typeof simEvents>('GET', '/wps/sim/events');
export const simBetEndpoint = endpoint<typeof simBet>('POST', '/wps/sim/bet');
export const simBetsEndpoint = endpoint<typeof simBets>('GET', '/wps/sim/bets');
