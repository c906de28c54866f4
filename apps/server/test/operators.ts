// Operator accounts for tests: a signed-in token for a given role, created through the API.
import type { TOperatorRole } from '@wps/contracts/ops/session';
import type { TestApp } from './test-app';

let counter = 0;

/** Creates an operator with `role` (as the seeded admin) and returns its session token. */
export async function createOperatorToken(t: TestApp, role: TOperatorRole): Promise<string> {
  counter += 1;
  const username = `${role}_${counter}_${process.pid}`;
  const password = `${role}-password-${counter}`;
  const created = await t.call({
    method: 'POST',
    url: '/ops/api/operators',
    token: await t.opsToken(),
    payload: { username, password, role },
  });
  if (created.status !== 200) throw new Error(`could not create operator: ${created.status}`);
  const login = await t.call({
    method: 'POST',
    url: '/ops/api/session',
    payload: { username, password },
  });
  return login.body.value.token as string;
}
