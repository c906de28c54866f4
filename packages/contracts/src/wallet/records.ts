// The member's account records (member centre page transactionHistory; ODSFE2_MemTransDet): the
// ledger entries of the member's main wallet, newest first, filtered by type and date; a
// withdrawal's row carries the withdrawal's state.
import { z } from 'zod';
import { ZDay } from '../content/fields';
import { defineContract, ZLanguage } from '../http';
import { ZWithdrawalState } from '../payment/withdrawal-fields';
import { ZMinorValue } from './fields';

/** The records page's type filter: groups of ledger transaction kinds. */
export const recordTypes = [
  'all',
  'deposit',
  'withdrawal',
  'transfer',
  'wallet',
  'bet',
  'win',
  'other',
] as const;
export const ZRecordType = z.enum(recordTypes);
export type TRecordType = z.infer<typeof ZRecordType>;

/** A calendar day in the site's time zone, yyyy-MM-dd (the shared day: bounded years). */
export const ZRecordDate = ZDay;

export const RECORDS_PAGE_SIZE = 15;
export const RECORDS_MAX_PAGE_SIZE = 100;

export const ZRecordsQuery = z
  .strictObject({
    type: ZRecordType.default('all'),
    /** First day shown (inclusive), in the site's time zone; no start means from the beginning. */
    startDate: ZRecordDate.optional(),
    /** Last day shown (inclusive), in the site's time zone; no end means up to now. */
    endDate: ZRecordDate.optional(),
    /** The language of the names in references (a lottery's name for a lottery bet or win). */
    language: ZLanguage.default('EN'),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(RECORDS_MAX_PAGE_SIZE).default(RECORDS_PAGE_SIZE),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'startDate must not be after endDate',
    path: ['startDate'],
  });
export type TRecordsQuery = z.infer<typeof ZRecordsQuery>;

export const ZRecord = z.object({
  /** The ledger entry's id. */
  id: z.number().int(),
  /** When the transaction was posted, ISO 8601 (UTC). */
  time: z.string(),
  /** The transaction kind: deposit, withdrawal, transfer_upline, wallet_transfer_in ... */
  type: z.string(),
  /**
   * For a withdrawal's row (kind 'hold', the money leaving the main wallet): the withdrawal's
   * state now. A withdrawal is listed once: its payout, which moves only the held money, is not
   * a row of its own. Null on every other row.
   */
  withdrawalState: ZWithdrawalState.nullable(),
  /** Signed, minor units: positive came in, negative went out. */
  amount: ZMinorValue,
  /** The row's wallet right after this entry. */
  balanceAfter: ZMinorValue,
  /** A human reference: a deposit or withdrawal reference, the other member, the vendor. */
  reference: z.string().nullable(),
  remark: z.string().nullable(),
});
export type TRecord = z.infer<typeof ZRecord>;

export const ZRecordsPage = z.object({
  list: z.array(ZRecord),
  totalPages: z.number().int(),
  total: z.number().int(),
  /** The site's time zone (IANA name): startDate and endDate are days there, e.g. Asia/Yangon. */
  timeZone: z.string(),
});
export type TRecordsPage = z.infer<typeof ZRecordsPage>;

export const memberRecords = defineContract({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  summary: "The member's account records: main wallet movements, newest first",
  tag: 'wallet',
  access: 'member',
  query: ZRecordsQuery,
  value: ZRecordsPage,
});
