// What the console's end-to-end tests share: the seeded admin and an operator's session token.
import { expect, type APIRequestContext } from '@playwright/test';

export const OPS_ADMIN = { username: 'admin', password: 'e2e-operator-password' };

/** Signs the operator in through the API and answers the session token. */
export async function opsTokenOf(
  request: APIRequestContext,
  who: { username: string; password: string },
): Promise<string> {
  const res = await request.post('/ops/api/session', { data: who });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: { token: string } }).value.token;
}
