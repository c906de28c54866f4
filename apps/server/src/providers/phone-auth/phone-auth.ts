// The outside phone-verification port (spec 4 "Registration submit", 8 "Phone-verification
// codes"): the browser proves the phone to a provider (Firebase-style phone auth), gets a signed
// ID token naming the number, and sends it with channel 'sms'. The server trusts the token only
// after checking it here: an RS256 JWT whose key id the provider publishes, from the provider's
// issuer, for this site's audience, not expired, naming a phone number. Every provider, the
// local stand-in included, is checked by this same function.
import { createHash, verify, type KeyObject } from 'node:crypto';
import { AppError } from '../../errors';

export interface VerifiedPhone {
  /** The number the provider verified, E.164 ("+959123456789"). */
  phoneNumber: string;
  /** What identifies the token for the replay check: a hash of it, never the token. */
  tokenId: string;
  expiresAt: Date;
  /** The token's claims, for a provider's own further checks. */
  claims: Record<string, unknown>;
}

export interface PhoneAuthProvider {
  name: 'local' | 'firebase';
  /** Checks an ID token from the provider; throws PHONE_TOKEN_INVALID or PHONE_TOKEN_EXPIRED. */
  verify(token: string, now?: Date): Promise<VerifiedPhone>;
}

export interface TokenIssuer {
  issuer: string;
  audience: string;
  /** The provider's public key for a key id, or null for a key it does not publish. */
  keyFor(kid: string): Promise<KeyObject | null>;
}

/** Tokens issued this far in the future are refused (clock drift allowed). */
const SKEW_SECONDS = 300;

const invalid = (why: string) =>
  new AppError('PHONE_TOKEN_INVALID', `The phone verification is not valid (${why}).`);

function decodePart(part: string | undefined): Record<string, unknown> {
  if (!part) throw invalid('malformed');
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error();
    return value as Record<string, unknown>;
  } catch {
    throw invalid('malformed');
  }
}

/** Verifies an RS256 ID token from `issuer` (see the header comment). */
export async function verifyIdToken(
  token: string,
  issuer: TokenIssuer,
  now = new Date(),
): Promise<VerifiedPhone> {
  const parts = token.split('.');
  if (parts.length !== 3) throw invalid('malformed');
  const [head, body, signature] = parts as [string, string, string];
  const header = decodePart(head);
  // The algorithm is fixed here, never taken from the token ('none', HS256 with the public key).
  if (header.alg !== 'RS256' || typeof header.kid !== 'string') throw invalid('algorithm');
  const key = await issuer.keyFor(header.kid);
  if (!key) throw invalid('unknown key');
  const signed = Buffer.from(`${head}.${body}`);
  if (!verify('RSA-SHA256', signed, key, Buffer.from(signature, 'base64url'))) {
    throw invalid('signature');
  }
  const claims = decodePart(body);
  if (claims.iss !== issuer.issuer || claims.aud !== issuer.audience) throw invalid('issuer');
  const { exp, iat, phone_number: phone, sub } = claims;
  if (typeof exp !== 'number' || typeof iat !== 'number') throw invalid('times');
  if (typeof sub !== 'string' || sub === '') throw invalid('subject');
  if (typeof phone !== 'string' || !/^\+[1-9]\d{4,14}$/.test(phone)) throw invalid('phone');
  const seconds = now.getTime() / 1000;
  if (iat > seconds + SKEW_SECONDS) throw invalid('issued in the future');
  // Firebase's rule: a sign-in time, when the token names one, is not in the future either.
  const authTime = claims.auth_time;
  if (
    authTime !== undefined &&
    (typeof authTime !== 'number' || authTime > seconds + SKEW_SECONDS)
  ) {
    throw invalid('signed in in the future');
  }
  if (exp <= seconds) {
    throw new AppError('PHONE_TOKEN_EXPIRED', 'The phone verification expired; verify again.');
  }
  return {
    phoneNumber: phone,
    tokenId: createHash('sha256').update(token).digest('hex'),
    expiresAt: new Date(exp * 1000),
    claims,
  };
}

/** A site number in E.164, as providers name it: the national number without trunk zeros. */
export function e164Of(dialCode: string, mobileNum: string): string {
  return `+${dialCode}${mobileNum.replace(/^0+/, '')}`;
}
