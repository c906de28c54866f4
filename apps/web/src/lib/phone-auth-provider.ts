// Which outside phone-auth client the account options (GET /wps/system/setting/account) name:
// none ('off': the site's own SMS codes), the server's local stand-in, or Firebase. The same
// client object comes back for the same options, so a form can keep it across renders.
import type { accountOptions } from '@wps/contracts/account/register';
import type { ValueOf } from '@wps/contracts/http';
import { createFirebasePhoneAuth } from './firebase-phone-auth';
import { localPhoneAuth, type PhoneAuthClient } from './phone-auth';

const firebaseClients = new Map<string, PhoneAuthClient>();

export function phoneAuthClientFor(
  options: Pick<ValueOf<typeof accountOptions>, 'phoneAuth' | 'firebase'> | undefined,
): PhoneAuthClient | null {
  switch (options?.phoneAuth) {
    case 'local':
      return localPhoneAuth;
    case 'firebase': {
      if (!options.firebase) return null;
      const { apiKey } = options.firebase;
      let client = firebaseClients.get(apiKey);
      if (!client) {
        client = createFirebasePhoneAuth({ apiKey });
        firebaseClients.set(apiKey, client);
      }
      return client;
    }
    default:
      return null;
  }
}
