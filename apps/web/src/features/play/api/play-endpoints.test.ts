// The game clients call endpoints (method and path) instead of contract objects; this keeps each
// one equal to its contract.
import { describe } from 'vitest';
import { houseFishShoot } from '@wps/contracts/games/house-fish';
import { housePvpLeave, housePvpRooms, housePvpSit } from '@wps/contracts/games/house-pvp';
import {
  housePvpAct,
  housePvpBet,
  housePvpRoundVerify,
  housePvpTable,
  housePvpTableStream,
} from '@wps/contracts/games/house-pvp-table';
import { houseRoundVerify } from '@wps/contracts/games/house-rounds';
import { houseSeedClient, houseSeedRotate } from '@wps/contracts/games/house-seed';
import { houseSession } from '@wps/contracts/games/house-session';
import { houseSlotSpin } from '@wps/contracts/games/house-slot';
import { simBet } from '@wps/contracts/games/sim-bet';
import { simBets } from '@wps/contracts/games/sim-bets';
import { simEvents } from '@wps/contracts/games/sim-events';
import { simSession } from '@wps/contracts/games/sim-session';
import { getDraw } from '@wps/contracts/lottery/lottery-calls';
import { itMatchesContracts } from '../../../test/endpoint-contracts';
import * as endpoints from './play-endpoints';

const pairs = [
  [endpoints.houseSessionEndpoint, houseSession],
  [endpoints.houseSeedClientEndpoint, houseSeedClient],
  [endpoints.houseSeedRotateEndpoint, houseSeedRotate],
  [endpoints.houseSlotSpinEndpoint, houseSlotSpin],
  [endpoints.houseFishShootEndpoint, houseFishShoot],
  [endpoints.housePvpRoomsEndpoint, housePvpRooms],
  [endpoints.housePvpSitEndpoint, housePvpSit],
  [endpoints.housePvpLeaveEndpoint, housePvpLeave],
  [endpoints.housePvpTableEndpoint, housePvpTable],
  [endpoints.housePvpBetEndpoint, housePvpBet],
  [endpoints.housePvpActEndpoint, housePvpAct],
  [endpoints.housePvpTableStreamEndpoint, housePvpTableStream],
  [endpoints.houseRoundVerifyEndpoint, houseRoundVerify],
  [endpoints.housePvpRoundVerifyEndpoint, housePvpRoundVerify],
  [endpoints.simSessionEndpoint, simSession],
  [endpoints.simEventsEndpoint, simEvents],
  [endpoints.simBetEndpoint, simBet],
  [endpoints.simBetsEndpoint, simBets],
  [endpoints.lotteryDrawEndpoint, getDraw],
] as const;

describe('game client endpoints', () => {
  itMatchesContracts(pairs, endpoints);
});
