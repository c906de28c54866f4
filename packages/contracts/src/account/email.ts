// Setting or changing the member's email address (security centre).
import { z } from 'zod';
import { defineContract } from '../http';
import { patternSources } from '../system/register-settings';
import { ZPasswordInput } from './fields';

export const ZEmailAddress = z
  .string()
  .trim()
  .max(254)
  .regex(new RegExp(patternSources.EMAIL), 'an email address');

export const ZSetEmail = z.strictObject({
  email: ZEmailAddress,
  /**
   * The login password: a session alone must not move the recovery address (a stolen session
   * would become the account). Wrong answers count as failed logins.
   */
  password: ZPasswordInput,
});
export type TSetEmail = z.infer<typeof ZSetEmail>;

export const setEmail = defineContract({
  method: 'PUT',
  path: '/wps/member/email',
  summary:
    "Set or change the member's email address with the login password (OLD_PASSWORD_WRONG; INVALID_STATE without one); the old address is told; answers it masked",
  tag: 'member',
  access: 'member',
  body: ZSetEmail,
  value: z.object({ email: z.string() }),
});
