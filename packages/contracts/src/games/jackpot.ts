// The jackpot pool (VIS_getJackpot): the balance of the site's jackpot ledger account.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZMinorValue } from '../wallet/fields';

export const getJackpot = defineContract({
  method: 'GET',
  path: '/wps/relay/VIS_getJackpot',
  summary: 'The jackpot pool: the jackpot ledger account’s balance, minor units',
  tag: 'games',
  access: 'public',
  value: z.object({ amount: ZMinorValue, currency: z.string() }),
});
