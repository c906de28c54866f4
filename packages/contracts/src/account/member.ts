// The logged-in member (spec 3 "Member info", 7 "Session and member").
import { z } from 'zod';
import { defineContract, ZLanguage } from '../http';

export const ZMemberLabel = z.object({ name: z.string(), colour: z.string() });

export const ZMemberInfo = z.object({
  id: z.number().int(),
  /** The login name; `userName` repeats it under the spec's other spelling. */
  account: z.string(),
  userName: z.string(),
  nickname: z.string(),
  type: z.enum(['agent', 'player']),
  accountType: z.number().int(),
  isAgent: z.boolean(),
  /** The upline's username, or null at the top of a tree. */
  toUpline: z.string().nullable(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }),
  memberLabel: z.array(ZMemberLabel),
  /** A path on this site, e.g. /avatars/3.svg. */
  avatar: z.string(),
  customerId: z.string(),
  language: ZLanguage,
  /** The member's own code for inviting friends (spec "referral"). */
  referralCode: z.string(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

export const memberInfo = defineContract({
  method: 'GET',
  path: '/wps/member/info',
  summary: 'The logged-in member',
  tag: 'member',
  access: 'member',
  value: ZMemberInfo,
});

export const ZAvatar = z.object({ id: z.number().int(), url: z.string() });

export const playerAvatars = defineContract({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  summary: 'The avatars a member can choose from, and the current one',
  tag: 'member',
  access: 'member',
  value: z.object({ avatars: z.array(ZAvatar), current: z.number().int() }),
});

export const setMemberIcon = defineContract({
  method: 'POST',
  path: '/wps/member/info/icon',
  summary: "Set the member's avatar (one of MCSFE_getPlayerAvatar's)",
  tag: 'member',
  access: 'member',
  body: z.strictObject({ avatarId: z.number().int().min(1).max(1000) }),
  value: z.object({ avatar: z.string() }),
});

export const setMemberLanguage = defineContract({
  method: 'POST',
  path: '/wps/member/language',
  summary: "Keep the member's language (messages and mail are sent in it)",
  tag: 'member',
  access: 'member',
  body: z.strictObject({ language: ZLanguage }),
  value: z.object({ language: ZLanguage }),
});

export const securityConfig = defineContract({
  method: 'GET',
  path: '/wps/v2/member/securityConfig',
  summary: "What protects the member's account: password, payment password, bound mobile and email",
  tag: 'member',
  access: 'member',
  value: z.object({
    /** False for an account made by social login that never set one: no old password asked. */
    hasPassword: z.boolean(),
    hasPaymentPassword: z.boolean(),
    /** Masked, e.g. "+95 ****4567", or null when none is bound. */
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    passwordExpired: z.boolean(),
    newDeviceVerification: z.boolean(),
    socialLogins: z.array(z.enum(['facebook', 'google'])),
  }),
});
