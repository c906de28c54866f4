// The logged-in member's own calls (spec 3 "Member info", 7 "Session and member").
import { ACCOUNT_TYPE, isAgentType } from '@wps/contracts/account/accounts';
import type { TMemberInfo } from '@wps/contracts/account/member';
import type { TLanguage } from '@wps/contracts/http';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { readAccountSecurity } from '../account-settings/account-settings.queries';
import type { Caller } from '../session/session.service';
import { evaluateVipOnRead } from '../vip/vip.service';
import { readWhitelabel } from '../whitelabel/whitelabel.queries';
import { isPasswordExpired } from './member-session';
import * as q from './member.queries';

/** The avatars offered: /avatars/1.svg ... /avatars/8.svg in the web app's public folder. */
export const AVATAR_COUNT = 8;
export const avatarUrl = (id: number) => `/avatars/${id}.svg`;

/** The caller's member row; the route already required a member session. */
export async function requireMember({ db }: Deps, caller: Caller | null): Promise<q.MemberRow> {
  if (caller?.kind !== 'member') throw new AppError('NOT_LOGGED_IN');
  return checkMember(await q.findMemberById(db, caller.id));
}

/** requireMember, and not a type-4 trial account: real money is for real accounts (spec 6). */
export async function requireRealMember(deps: Deps, caller: Caller | null): Promise<q.MemberRow> {
  return checkRealMember(await requireMember(deps, caller));
}

type MemberState = Pick<q.MemberRow, 'status' | 'accountType'>;

/** requireMember's checks on the member's row (or null: none), for a caller that read it itself. */
export function checkMember<M extends MemberState>(member: M | null): M {
  if (!member) throw new AppError('SESSION_EXPIRED');
  if (member.status !== 'active') {
    throw new AppError('ACCOUNT_DISABLED', 'This account cannot be used.');
  }
  return member;
}

/**
 * requireRealMember's checks on a member's row read by the caller (a money call reads it with
 * its other facts in one query): checkMember, and not a trial account.
 */
export function checkRealMember<M extends MemberState>(member: M | null): M {
  const checked = checkMember(member);
  if (checked.accountType === ACCOUNT_TYPE.trial) {
    throw new AppError('TRIAL_ACCOUNT', 'A trial account cannot use real money.');
  }
  return checked;
}

/** A customer number for the phone: 'C' and the id in 8 digits, e.g. C00000042. */
export const customerId = (id: number) => `C${String(id).padStart(8, '0')}`;

export async function getMemberInfo(deps: Deps, caller: Caller | null): Promise<TMemberInfo> {
  let member = await requireMember(deps, caller);
  // The VIP rank behind clubLabel (and the VIP customer service) is evaluated as it is read.
  const level = await evaluateVipOnRead(deps, member);
  if (level !== null && level !== member.rankLevel) member = { ...member, rankLevel: level };
  const upline = member.uplineId === null ? null : await q.findMemberById(deps.db, member.uplineId);
  const isAgent = isAgentType(member.accountType);
  return {
    id: member.id,
    account: member.username,
    userName: member.username,
    nickname: member.nickname,
    type: isAgent ? 'agent' : 'player',
    accountType: member.accountType,
    isAgent,
    toUpline: upline?.username ?? null,
    clubLabel: { labelName: `VIP ${member.rankLevel}`, rankLevel: member.rankLevel },
    memberLabel: member.labels.map(({ name, colour }) => ({ name, colour })),
    avatar: avatarUrl(member.avatarId),
    customerId: customerId(member.id),
    language: member.language as TLanguage,
    referralCode: member.referralCode,
  };
}

export async function getAvatars(deps: Deps, caller: Caller | null) {
  const member = await requireMember(deps, caller);
  const avatars = Array.from({ length: AVATAR_COUNT }, (_, i) => ({
    id: i + 1,
    url: avatarUrl(i + 1),
  }));
  return { avatars, current: member.avatarId };
}

export async function setAvatar(deps: Deps, caller: Caller | null, avatarId: number) {
  const member = await requireMember(deps, caller);
  if (avatarId > AVATAR_COUNT) {
    throw new AppError('VALIDATION_FAILED', `There is no avatar ${avatarId}.`, 'body.avatarId');
  }
  await q.updateMember(deps.db, member.id, { avatarId });
  return { avatar: avatarUrl(avatarId) };
}

export async function setLanguage(deps: Deps, caller: Caller | null, language: TLanguage) {
  const member = await requireMember(deps, caller);
  await q.updateMember(deps.db, member.id, { language });
  return { language };
}

/** '+95 ****4567': the dial code and the last 4 digits (fewer for a very short number). */
export function maskMobile(dialCode: string, mobileNum: string): string {
  const shown = mobileNum.length > 6 ? 4 : Math.max(0, mobileNum.length - 3);
  return `+${dialCode} ****${mobileNum.slice(mobileNum.length - shown)}`;
}

/** 'a***@example.com': the first character of the name and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${[...email.slice(0, at)][0]}***${email.slice(at)}`;
}

export async function getSecurityConfig(deps: Deps, caller: Caller | null) {
  const member = await requireMember(deps, caller);
  const [whitelabel, security, socialLogins] = await Promise.all([
    readWhitelabel(deps.db),
    readAccountSecurity(deps.db),
    q.findOauthProviders(deps.db, member.id),
  ]);
  return {
    hasPassword: member.passwordHash !== null,
    hasPaymentPassword: member.paymentPasswordHash !== null,
    mobile:
      member.dialCode !== null && member.mobileNum !== null
        ? maskMobile(member.dialCode, member.mobileNum)
        : null,
    email: member.email === null ? null : maskEmail(member.email),
    passwordExpired: isPasswordExpired(member, whitelabel),
    newDeviceVerification: security.newDeviceVerification,
    socialLogins,
  };
}
