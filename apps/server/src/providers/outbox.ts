// The local providers' "sent" folder: what they would have sent, for the demo, operators and tests.
import type { Db } from '../db/client';
import { outbox } from '../db/schema/accounts';

export async function insertOutbox(
  db: Db,
  row: { channel: 'sms' | 'mail'; recipient: string; subject: string | null; body: string },
): Promise<void> {
  await db.insert(outbox).values(row);
}
