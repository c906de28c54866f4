// Unbinding a bank account: it stops being offered; withdrawals that used it keep it.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZIdParams } from '../content/fields';

export const unbindBankAccount = defineContract({
  method: 'DELETE',
  path: '/wps/member/bank-accounts/:id',
  summary: "Unbind one of the member's bank accounts (another member's id is NOT_FOUND)",
  tag: 'member',
  access: 'member',
  params: ZIdParams,
  value: z.object({ success: z.literal(true) }),
});
