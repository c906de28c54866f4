// The local stand-in for an outside phone-auth provider (the demo and the tests): it sends its
// codes through the site's SMS port (so the local SMS provider's outbox shows them) and, for a
// right code, signs an RS256 ID token with its own key pair, made at start. The server checks
// that token through the same verifyIdToken as a real provider's (Firebase's: Google's keys,
// issuer https://securetoken.google.com/<project>, audience <project>); only keyFor differs.
// The key lives in memory: a token is good only on the server process that signed it, which is
// what a stand-in needs.
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { verifyIdToken, type PhoneAuthProvider, type TokenIssuer } from './phone-auth';

export const LOCAL_ISSUER = 'local-phone-auth';
export const LOCAL_AUDIENCE = 'royalwin';
/** ID tokens live an hour, like Firebase's. */
export const LOCAL_TOKEN_SECONDS = 3600;

export interface LocalPhoneAuth extends PhoneAuthProvider {
  name: 'local';
  /** Signs an ID token for a verified number (the stand-in's "sign in with phone number"). */
  issueToken(phoneNumber: string, now?: Date): string;
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function createLocalPhoneAuth(): LocalPhoneAuth {
  const kid = randomUUID();
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const issuer: TokenIssuer = {
    issuer: LOCAL_ISSUER,
    audience: LOCAL_AUDIENCE,
    keyFor: async (id) => (id === kid ? publicKey : null),
  };
  return {
    name: 'local',
    verify: (token, now) => verifyIdToken(token, issuer, now),
    issueToken(phoneNumber, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      const body = `${part({ alg: 'RS256', kid, typ: 'JWT' })}.${part({
        iss: LOCAL_ISSUER,
        aud: LOCAL_AUDIENCE,
        sub: randomUUID(),
        phone_number: phoneNumber,
        iat,
        auth_time: iat,
        exp: iat + LOCAL_TOKEN_SECONDS,
      })}`;
      return `${body}.${sign('RSA-SHA256', Buffer.from(body), privateKey).toString('base64url')}`;
    },
  };
}
