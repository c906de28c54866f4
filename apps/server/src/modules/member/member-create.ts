// Creating a member: the one place every way of making an account (registration, free play,
// social login, the demo seed) inserts the row. Race-safe: the unique indexes decide, and a
// unique violation becomes USERNAME_TAKEN or MOBILE_TAKEN; a referral-code clash is retried.
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { insertAudit } from '../ops/ops.queries';
import { insertMember, type MemberRow, type NewMember } from './member.queries';

/** No 0/O, 1/I/L: a code read aloud or copied by hand comes out right. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** 8 characters from 31: about 8.5e11 codes, cryptographically random. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The PostgreSQL unique-violation constraint behind an error (drizzle wraps the driver's). */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

export type NewMemberInput = Omit<NewMember, 'referralCode' | 'id'>;

/**
 * Inserts the member with a fresh referral code and, in the same transaction, an audit row.
 * Throws USERNAME_TAKEN (body.username) or MOBILE_TAKEN (body.mobileNum) when the unique
 * indexes refuse it, whoever won a race.
 */
export async function createMember(
  db: Db,
  row: NewMemberInput,
  audit: {
    action: string;
    actorKind: 'member' | 'operator' | 'system';
    actorId?: number | null;
    detail?: unknown;
  },
): Promise<MemberRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const member = await insertMember(tx, { ...row, referralCode: newReferralCode() });
        await insertAudit(tx, {
          actorKind: audit.actorKind,
          actorId: audit.actorKind === 'member' ? member.id : (audit.actorId ?? null),
          action: audit.action,
          subject: `member:${member.id}`,
          detail: audit.detail,
        });
        return member;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      if (constraint === 'members_referral_code_unique' && attempt < 4) continue;
      if (constraint === 'members_mobile_unique') {
        throw new AppError(
          'MOBILE_TAKEN',
          'That mobile number is already registered.',
          'body.mobileNum',
        );
      }
      if (constraint === 'members_username_lower_idx') {
        throw new AppError('USERNAME_TAKEN', 'That username is taken.', 'body.username');
      }
      throw new AppError('CONFLICT', 'The account could not be created; try again.');
    }
  }
}
