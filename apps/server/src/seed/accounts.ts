// Demo accounts: an agent and a player under it, so the site can be tried without registering.
// Their passwords are in README.md; they are hashed (argon2id) here like any other.
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import type { Deps } from '../deps';
import { hashPassword } from '../lib/passwords';
import { createMember } from '../modules/member/member-create';
import {
  findMemberByAffiliateCode,
  findMemberByMobile,
  findMemberByUsername,
} from '../modules/member/member.queries';

export const DEMO_AGENT = { username: 'agent01', password: 'agent1234', affiliateCode: 'AGENT01' };
export const DEMO_PLAYER = { username: 'player01', password: 'player1234' };

async function run({ db }: Deps): Promise<void> {
  // On a database that already has members (the step came with an upgrade), a demo account
  // whose name or number is taken is skipped rather than stopping the server's start.
  const free = async (username: string, mobileNum: string) =>
    !(await findMemberByUsername(db, username)) && !(await findMemberByMobile(db, '95', mobileNum));
  const common = {
    registerMethod: 'SEED',
    registerUrl: null,
    domain: null,
    registerIp: null,
    language: 'MY',
  };
  const audit = { actorKind: 'system' as const, action: 'member.seed' };
  const codeTaken = await findMemberByAffiliateCode(db, DEMO_AGENT.affiliateCode);
  if (codeTaken || !(await free(DEMO_AGENT.username, '9700000001'))) return;
  const agent = await createMember(
    db,
    {
      ...common,
      username: DEMO_AGENT.username,
      nickname: DEMO_AGENT.username,
      passwordHash: await hashPassword(DEMO_AGENT.password),
      accountType: ACCOUNT_TYPE.agent,
      affiliateCode: DEMO_AGENT.affiliateCode,
      dialCode: '95',
      mobileNum: '9700000001',
    },
    audit,
  );
  if (!(await free(DEMO_PLAYER.username, '9700000002'))) return;
  await createMember(
    db,
    {
      ...common,
      username: DEMO_PLAYER.username,
      nickname: DEMO_PLAYER.username,
      passwordHash: await hashPassword(DEMO_PLAYER.password),
      accountType: ACCOUNT_TYPE.player,
      uplineId: agent.id,
      dialCode: '95',
      mobileNum: '9700000002',
      email: 'player01@example.com',
    },
    audit,
  );
}

/** Seed step 3 (after the settings and the content). */
export const accountsSeed = { version: 3, run };
