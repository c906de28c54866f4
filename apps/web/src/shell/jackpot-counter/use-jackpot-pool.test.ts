import { describe } from 'vitest';
import { getJackpot } from '@wps/contracts/games/jackpot';
import * as endpoints from './use-jackpot-pool';
import { itMatchesContracts } from '../../test/endpoint-contracts';

describe('jackpot endpoint', () => {
  itMatchesContracts([[endpoints.jackpotEndpoint, getJackpot]]);
});
