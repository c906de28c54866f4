// Setting or changing the member's email address (security centre).
import { z } from 'zod';
import { defineContract } from '../http';
import { patternSources } from '../system/register-settings';

export const ZEmailAddress = z
  .string()
  .trim()
  .max(254)
  .regex(new RegExp(patternSources.EMAIL), 'an email address');

export const ZSetEmail = z.strictObject({ email: ZEmailAddress });
export type TSetEmail = z.infer<typeof ZSetEmail>;

export const setEmail = defineContract({
  method: 'PUT',
  path: '/wps/member/email',
  summary: "Set or change the member's email address; answers it masked",
  tag: 'member',
  access: 'member',
  body: ZSetEmail,
  value: z.object({ email: z.string() }),
});
