// Shared by the auth tests: members made directly, visitors with their own addresses, codes and
// links read from the local providers' outbox.
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { TAccountSecurity } from '@wps/contracts/account/register';
import type { TWhitelabel } from '@wps/contracts/system/whitelabel';
import { outbox } from '../../db/schema/accounts';
import { hashPassword } from '../../lib/passwords';
import type { TestApp } from '../../../test/test-app';
import {
  readAccountSecurity,
  writeAccountSecurity,
} from '../account-settings/account-settings.queries';
import { insertMember, type MemberRow, type NewMember } from '../member/member.queries';
import { readWhitelabel, writeWhitelabel } from '../whitelabel/whitelabel.queries';

/** Names and addresses unique to this run: Redis keeps limiter counts between test runs. */
export const run = randomBytes(3).toString('hex');
let ipCounter = 0;
const ipBase = `10.${parseInt(run.slice(0, 2), 16)}.${parseInt(run.slice(2, 4), 16)}`;
/** A fresh client address (up to 254 per file; nextIps for more). */
export function nextIp(): string {
  ipCounter += 1;
  return `${ipBase}.${ipCounter}`;
}
let nameCounter = 0;
export function nextName(prefix = 'm'): string {
  nameCounter += 1;
  return `${prefix}${run}${nameCounter}`;
}

export const PASSWORD = 'Secret123';

export async function makeMember(
  t: TestApp,
  options: Partial<NewMember> & { password?: string | null } = {},
): Promise<MemberRow & { password: string }> {
  const { password = PASSWORD, ...row } = options;
  const username = row.username ?? nextName();
  const member = await insertMember(t.deps.db, {
    username,
    nickname: username,
    referralCode: `R${randomBytes(6).toString('hex')}`,
    passwordHash: password === null ? null : await hashPassword(password),
    ...row,
  });
  return { ...member, password: password ?? '' };
}

export async function setWhitelabel(t: TestApp, patch: Partial<TWhitelabel>) {
  const current = await readWhitelabel(t.deps.db);
  await writeWhitelabel(t.deps.db, { ...current, ...patch }, 1);
}

export async function setSecurity(t: TestApp, patch: Partial<TAccountSecurity>) {
  const current = await readAccountSecurity(t.deps.db);
  await writeAccountSecurity(t.deps.db, { ...current, ...patch }, 1);
}

/** The newest message the local providers "sent" to `recipient`, or null. */
export async function lastMessage(t: TestApp, recipient: string, channel: 'sms' | 'mail') {
  const rows = await t.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.channel, channel)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Waits for a message sent after the answer (mail goes out in the background). */
export async function waitForMessage(
  t: TestApp,
  recipient: string,
  channel: 'sms' | 'mail',
  afterId = 0,
) {
  for (let i = 0; i < 100; i++) {
    const row = await lastMessage(t, recipient, channel);
    if (row && row.id > afterId) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${channel} message for ${recipient}`);
}

export function codeIn(body: string): string {
  const match = /\b(\d{6})\b/.exec(body);
  if (!match) throw new Error(`no code in: ${body}`);
  return match[1]!;
}

/** Whether a token still opens a member call. */
export async function tokenWorks(t: TestApp, token: string): Promise<boolean> {
  const res = await t.call({ method: 'GET', url: '/wps/member/info', token });
  return res.status === 200;
}

/** POST /wps/member/register/mobile for `mobileNum` (+95), from a new address; `extra` adds or overrides. */
export function registerByMobile(t: TestApp, mobileNum: string, extra: Record<string, unknown>) {
  return t.call({
    method: 'POST',
    url: '/wps/member/register/mobile',
    payload: {
      mobileNum,
      countryDialingCode: '95',
      password: 'secret123',
      confirmPassword: 'secret123',
      domain: 'www.royalwin.example',
      registerUrl: 'https://www.royalwin.example/register',
      registerMethod: 'WEB',
      termsAccepted: true,
      login: true,
      ...extra,
    },
    remoteAddress: nextIp(),
  });
}

/** An SMS login (POST /wps/session/login, type sms) for `mobileNum` (+95), from a new address. */
export function smsLoginAs(t: TestApp, mobileNum: string, extra: Record<string, unknown>) {
  return t.call({
    method: 'POST',
    url: '/wps/session/login',
    payload: { type: 'sms', countryDialingCode: '95', mobileNum, ...extra },
    remoteAddress: nextIp(),
  });
}
