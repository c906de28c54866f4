import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentProofs } from '../../db/schema/payments';

export type ProofMime = (typeof paymentProofs.$inferInsert)['mime'];

export async function insertProof(
  db: Db,
  row: { memberId: number; mime: ProofMime; sha256: string; data: Uint8Array },
): Promise<number> {
  const [created] = await db
    .insert(paymentProofs)
    .values({ ...row, size: row.data.byteLength })
    .returning({ id: paymentProofs.id });
  return created!.id;
}

export async function findProof(db: Db, id: number) {
  const rows = await db.select().from(paymentProofs).where(eq(paymentProofs.id, id));
  return rows[0] ?? null;
}

/** Which of `ids` belong to the member (metadata only, not the images). */
export async function findOwnProofIds(db: Db, memberId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: paymentProofs.id })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.memberId, memberId), inArray(paymentProofs.id, ids)));
  return rows.map((r) => r.id);
}
