// argon2id with the OWASP minimum (19 MiB, t=2, p=1): about 5 ms a hash on this hardware.
import { hash, verify, type Algorithm } from '@node-rs/argon2';

const options = {
  algorithm:
    2 as Algorithm.Argon2id /* const enums cannot be imported under verbatimModuleSyntax */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified against when the account does not exist, so both answers take the same time.
const decoy = hash('decoy-password-never-matches', options);

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
