// Demo money: two vendors that keep their own wallet (so GCS_walletTransfer has somewhere to go),
// an opening balance for the demo player and agent, and their payment passwords (README.md).
import { inArray } from 'drizzle-orm';
import type { Deps } from '../deps';
import { gameVendors } from '../db/schema/content';
import { openAccount } from '../ledger/accounts';
import { post } from '../ledger/post';
import { hashPassword } from '../lib/passwords';
import { findMemberByUsername, updateMember } from '../modules/member/member.queries';
import { DEMO_AGENT, DEMO_PLAYER } from './accounts';

/** A live casino and a sports book: the kinds of vendor that usually keep a wallet of their own. */
export const DEMO_TRANSFER_VENDORS = ['LOTUSLIVE', 'GOALLINE'];
export const DEMO_PAYMENT_PASSWORD = '123456';
/** 10,000.00 each, in minor units. */
const OPENING_BALANCE = 1_000_000n;

async function run({ db }: Deps): Promise<void> {
  await db
    .update(gameVendors)
    .set({ walletMode: 'transfer' })
    .where(inArray(gameVendors.vassalage, DEMO_TRANSFER_VENDORS));

  const house = await openAccount(db, 'house', null);
  const paymentPasswordHash = await hashPassword(DEMO_PAYMENT_PASSWORD);
  for (const username of [DEMO_PLAYER.username, DEMO_AGENT.username]) {
    // The accounts step skips a name already taken on an upgraded database: leave that one be.
    const member = await findMemberByUsername(db, username);
    if (!member || member.registerMethod !== 'SEED') continue;
    if (member.paymentPasswordHash === null) {
      await updateMember(db, member.id, { paymentPasswordHash });
    }
    const cash = await openAccount(db, 'player_cash', member.id);
    await post(db, {
      key: `seed:${username}:opening`,
      kind: 'adjustment',
      entries: [
        { account: house.id, amount: -OPENING_BALANCE },
        { account: cash.id, amount: OPENING_BALANCE },
      ],
      metadata: { reference: 'demo opening balance' },
    });
  }
}

/** Seed step 5 (after the demo accounts of step 3). */
export const walletsSeed = { version: 5, run };
