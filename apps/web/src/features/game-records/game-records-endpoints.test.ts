// The game-records pages call endpoints (method and path) instead of contract objects; this keeps
// each one equal to its contract, and the page's range limit equal to the server's.
import { describe, expect, it } from 'vitest';
import {
  BET_RECORDS_PAGE_SIZE,
  betRecords,
  daysInRange,
  GAME_RECORDS_MAX_DAYS,
} from '@wps/contracts/games/bet-records';
import { memberProfit } from '@wps/contracts/games/profit';
import { itMatchesContracts } from '../../test/endpoint-contracts';
import * as endpoints from './game-records-endpoints';
import { rangeDays } from '../../components/records-kit/records-kit';
import { GAME_RECORDS_PAGE_SIZE, MAX_RANGE_DAYS } from './game-records-filters';

const pairs = [
  [endpoints.betRecordsEndpoint, betRecords],
  [endpoints.profitEndpoint, memberProfit],
] as const;

describe('game records endpoints', () => {
  itMatchesContracts(pairs, endpoints);

  it('limit ranges and pages as the server does', () => {
    expect(MAX_RANGE_DAYS).toBe(GAME_RECORDS_MAX_DAYS);
    expect(GAME_RECORDS_PAGE_SIZE).toBe(BET_RECORDS_PAGE_SIZE);
    for (const [a, b] of [
      ['2024-01-01', '2024-03-30'],
      ['2024-03-10', '2024-03-10'],
      ['2023-12-31', '2024-01-01'],
    ] as const) {
      expect(rangeDays({ startDate: a, endDate: b })).toBe(daysInRange(a, b));
    }
  });
});
