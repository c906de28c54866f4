// Picks the outside phone-auth provider from PHONE_AUTH_PROVIDER: 'off' (the default: the
// site's own SMS codes), 'local' (the stand-in) or 'firebase' (Firebase phone auth, checked with
// Google's published keys). Each checks tokens through the same verifyIdToken.
import type { Config } from '../../config';
import { createFirebasePhoneAuth, type FirebasePhoneAuth } from './firebase-phone-auth';
import { createLocalPhoneAuth, type LocalPhoneAuth } from './local-phone-auth';

export type { PhoneAuthProvider, VerifiedPhone } from './phone-auth';
export type { LocalPhoneAuth } from './local-phone-auth';
export type { FirebasePhoneAuth } from './firebase-phone-auth';

export type AnyPhoneAuth = LocalPhoneAuth | FirebasePhoneAuth;

export function createPhoneAuth(config: Config): AnyPhoneAuth | null {
  switch (config.PHONE_AUTH_PROVIDER) {
    case 'local':
      return createLocalPhoneAuth();
    case 'firebase':
      // loadConfig refuses firebase without the project id.
      return createFirebasePhoneAuth({
        projectId: config.FIREBASE_PROJECT_ID!,
        jwksUrl: config.FIREBASE_JWKS_URL,
      });
    case 'off':
      return null;
  }
}
