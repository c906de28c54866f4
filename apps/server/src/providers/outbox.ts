// The outbox: every SMS and mail the site sent or kept. The local providers keep messages here
// (the demo, operators and tests read them); the HTTP providers record each message here with
// the provider's answer, so support can see whether a member's code went out.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/accounts';
import { ProviderError, type ProviderAnswer } from './http-post';

type OutboxRow = {
  channel: 'sms' | 'mail';
  recipient: string;
  subject: string | null;
  body: string;
};

export async function insertOutbox(db: Db, row: OutboxRow): Promise<number> {
  const [inserted] = await db.insert(outbox).values(row).returning({ id: outbox.id });
  return inserted!.id;
}

/**
 * Hands one message to a provider and records its answer on the message's outbox row: queued
 * first (a crash mid-send leaves it so), then sent/queued with the provider's id, or failed with
 * the error. The body is kept with its secrets masked: codes and links reach the member, not the
 * operators who read the outbox. A failure still throws, so the caller can answer as before.
 */
export async function sendRecorded(
  db: Db,
  row: OutboxRow,
  send: () => Promise<ProviderAnswer>,
): Promise<void> {
  const id = await insertOutbox(db, { ...row, body: maskSecrets(row.body) });
  const attemptedAt = new Date();
  try {
    const answer = await send();
    await db
      .update(outbox)
      .set({
        deliveryStatus: answer.status,
        providerMessageId: answer.messageId,
        deliveryError: null,
        attemptedAt,
      })
      .where(eq(outbox.id, id));
  } catch (error) {
    const message = error instanceof ProviderError ? error.message : String(error);
    await db
      .update(outbox)
      .set({ deliveryStatus: 'failed', deliveryError: message.slice(0, 500), attemptedAt })
      .where(eq(outbox.id, id));
    throw error;
  }
}

/** Runs of 4+ digits (codes) and what follows a link's host (tokens) become bullets. */
export function maskSecrets(body: string): string {
  return body
    .replace(/(https?:\/\/[^\s/?#]+)[^\s]*/g, '$1/…')
    .replace(/\d{4,}/g, (digits) => '•'.repeat(digits.length));
}
