// Social-login identities: which member a (provider, subject) is linked to.
import { and, eq } from 'drizzle-orm';
import type { OAuthProviderName } from '../../config';
import type { Db } from '../../db/client';
import { oauthIdentities } from '../../db/schema/accounts';

export async function findLinkedMemberId(
  db: Db,
  provider: OAuthProviderName,
  subject: string,
): Promise<number | null> {
  const rows = await db
    .select({ memberId: oauthIdentities.memberId })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)));
  return rows[0]?.memberId ?? null;
}

/** Links the identity; false when (provider, subject) was already linked (a race lost). */
export async function insertIdentity(
  db: Db,
  row: { provider: OAuthProviderName; subject: string; memberId: number; email: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(oauthIdentities)
    .values(row)
    .onConflictDoNothing()
    .returning({ memberId: oauthIdentities.memberId });
  return rows.length > 0;
}
