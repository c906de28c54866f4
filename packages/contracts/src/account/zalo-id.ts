// Setting or changing the member's Zalo number ID (security centre): some promotions are paid
// only to members who have one (ZALO_REQUIRED).
import { z } from 'zod';
import { defineContract } from '../http';

/**
 * A Zalo number ID is the phone number the Zalo account was opened with: 9 to 15 digits, an
 * optional leading '+'. Spaces, dots and dashes people type between groups are dropped.
 */
export const ZZaloId = z
  .string()
  .max(30)
  .transform((s) => s.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^\+?[0-9]{9,15}$/, 'a Zalo number ID (9 to 15 digits)'));

export const ZSetZaloId = z.strictObject({ zaloId: ZZaloId });
export type TSetZaloId = z.infer<typeof ZSetZaloId>;

export const setZaloId = defineContract({
  method: 'PUT',
  path: '/wps/member/zalo-id',
  summary: "Set or change the member's Zalo number ID (some promotions require one); answers it",
  tag: 'member',
  access: 'member',
  body: ZSetZaloId,
  value: z.object({ zaloId: z.string() }),
});
