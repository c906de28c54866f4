// Social-login rows: linked identities, and the one-time state and ticket secrets (by hash).
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { OAuthProviderName } from '../../config';
import type { Db } from '../../db/client';
import { oauthIdentities, oneTimeTokens } from '../../db/schema/accounts';

type OAuthPurpose = 'oauth_state' | 'oauth_ticket';

export async function insertOneTimeToken(
  db: Db,
  row: {
    tokenHash: string;
    purpose: OAuthPurpose;
    memberId?: number | null;
    data?: Record<string, unknown>;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(oneTimeTokens).values(row);
}

/**
 * Marks the secret used and returns its row, or null when it is unknown, of another purpose,
 * already used or expired. One statement, so two requests racing with one secret get one row.
 */
export async function consumeOneTimeToken(
  db: Db,
  tokenHash: string,
  purpose: OAuthPurpose,
  now = new Date(),
) {
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ memberId: oneTimeTokens.memberId, data: oneTimeTokens.data });
  return rows[0] ?? null;
}

/** Drops social-login states and tickets that can no longer be used. */
export async function deleteExpiredOAuthTokens(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        inArray(oneTimeTokens.purpose, ['oauth_state', 'oauth_ticket']),
        lt(oneTimeTokens.expiresAt, now),
      ),
    );
}

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
