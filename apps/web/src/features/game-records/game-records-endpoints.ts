// The calls of the member centre's betting record and profit-and-loss pages, typed by their
// contracts (as types only: no zod schema rides along). Kept equal to the contracts by
// game-records-endpoints.test.ts.
import type { betRecords } from '@wps/contracts/games/bet-records';
import type { memberProfit } from '@wps/contracts/games/profit';
import { endpoint } from '../../lib/endpoint';

export const betRecordsEndpoint = endpoint<typeof betRecords>('GET', '/wps/member/bet-records');
export const profitEndpoint = endpoint<typeof memberProfit>('GET', '/wps/member/profit-loss');
