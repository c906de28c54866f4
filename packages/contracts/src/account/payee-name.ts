// Setting the payee name (the name withdrawals are paid to): once, while it is unset.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZPayeeName } from './bank-account-fields';

export const ZSetPayeeName = z.strictObject({ payeeName: ZPayeeName });
export type TSetPayeeName = z.infer<typeof ZSetPayeeName>;

export const setPayeeName = defineContract({
  method: 'PUT',
  path: '/wps/member/payee-name',
  summary: 'Set the payee name; INVALID_STATE once it is set',
  tag: 'member',
  access: 'member',
  body: ZSetPayeeName,
  value: z.object({ payeeName: z.string() }),
});
