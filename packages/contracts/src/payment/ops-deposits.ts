// Operators list and decide deposits: approve credits a pending bank deposit once, reject refuses
// it with a reason. Each decision is audited with who and when (admin).
import { z } from 'zod';
import { ZIsoTime, ZPlainLine } from '../content/fields';
import { defineContract } from '../http';
import { ZMinorValue } from '../wallet/fields';
import {
  ZChannelType,
  ZDepositState,
  ZPageNo,
  ZPageSize,
  ZPaymentReference,
  ZReferenceParams,
} from './fields';

export const ZOpsDeposit = z.object({
  reference: ZPaymentReference,
  memberId: z.number().int(),
  username: z.string(),
  channel: z.object({
    id: z.number().int(),
    code: z.string(),
    type: ZChannelType,
    name: z.string(),
  }),
  amount: ZMinorValue,
  fee: ZMinorValue,
  currency: z.string(),
  state: ZDepositState,
  payerName: z.string().nullable(),
  /** Open each with GET /wps/payment/proofs/:id and the operator's token. */
  proofIds: z.array(z.number().int()),
  gatewayRef: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The operator who approved or rejected it; null for gateway outcomes. */
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TOpsDeposit = z.infer<typeof ZOpsDeposit>;

export const opsListDeposits = defineContract({
  method: 'GET',
  path: '/ops/api/deposits',
  summary:
    'Deposits, newest first; filter by state, exact username and a created-at range ' +
    '[from, to) (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'money.read',
  query: z.strictObject({
    state: ZDepositState.optional(),
    username: z.string().trim().min(1).max(64).optional(),
    from: ZIsoTime.optional(),
    to: ZIsoTime.optional(),
    pageNo: ZPageNo,
    pageSize: ZPageSize(20),
  }),
  value: z.object({
    items: z.array(ZOpsDeposit),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

export const opsApproveDeposit = defineContract({
  method: 'POST',
  path: '/ops/api/deposits/:reference/approve',
  summary:
    'Confirm a pending deposit: credits the member exactly once; 409 INVALID_STATE when it is ' +
    'no longer pending (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'money.decide',
  params: ZReferenceParams,
  value: ZOpsDeposit,
});

export const opsRejectDeposit = defineContract({
  method: 'POST',
  path: '/ops/api/deposits/:reference/reject',
  summary: 'Refuse a pending deposit with a reason the member sees; nothing is credited (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'money.decide',
  params: ZReferenceParams,
  body: z.strictObject({ reason: ZPlainLine(200) }),
  value: ZOpsDeposit,
});
