// What stops SMS pumping (issue 15): the human check on every public code request and the hourly
// caps beyond the per-number one (account security's smsSendsPerNumberPerHour), set by operators;
// and the alarms raised when a cap trips.
import { z } from 'zod';
import { defineContract } from '../http';

export const ZSmsLimits = z.strictObject({
  /** The SMS code requests (register, login, reset) need a solved proof-of-work challenge. */
  humanCheck: z.boolean(),
  /** Code requests from one client address per hour (counted before anything is looked up). */
  perAddressPerHour: z.number().int().min(1).max(1_000),
  /** Codes per hour to numbers that share a prefix: the dial code and `prefixDigits` digits. */
  perPrefixPerHour: z.number().int().min(1).max(10_000),
  /** Digits of the national number, after the dial code, that make a prefix. */
  prefixDigits: z.number().int().min(1).max(8),
  /** Codes per hour for the whole site. */
  perHour: z.number().int().min(1).max(100_000),
});
export type TSmsLimits = z.infer<typeof ZSmsLimits>;

export const getSmsLimits = defineContract({
  method: 'GET',
  path: '/ops/api/system/setting/sms',
  summary: 'The SMS human check and hourly caps per address, prefix and site (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'money.settings',
  value: ZSmsLimits,
});

export const putSmsLimits = defineContract({
  method: 'PUT',
  path: '/ops/api/system/setting/sms',
  summary: 'Replace the SMS human check and hourly caps (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'money.settings',
  body: ZSmsLimits,
  value: ZSmsLimits,
});

export const smsCaps = ['number', 'address', 'prefix', 'site'] as const;
export type TSmsCap = (typeof smsCaps)[number];

export const ZSmsAlarm = z.object({
  id: z.number().int(),
  cap: z.enum(smsCaps),
  /** The cap's value when it tripped. */
  limit: z.number().int(),
  /** What hit it first in this hour: the number, the address or the prefix; null for the site. */
  key: z.string().nullable(),
  /** ISO time of the first refusal; one alarm per cap per clock hour. */
  at: z.string(),
});
export type TSmsAlarm = z.infer<typeof ZSmsAlarm>;

export const smsAlarms = defineContract({
  method: 'GET',
  path: '/ops/api/system/sms/alarms',
  summary: 'SMS caps that tripped in the last 7 days, newest first: one per cap per hour (admin)',
  tag: 'ops',
  access: 'operator',
  permission: 'money.settings',
  value: z.object({ alarms: z.array(ZSmsAlarm) }),
});
