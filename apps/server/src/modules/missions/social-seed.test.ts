// The social screenshots' setup (e2e/scripts/social-seed.mjs) against the real routes: a second
// run reuses the missions, the message and the chat the first made, so reruns add nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSocial } from '../../../../../e2e/scripts/social-seed.mjs';
import { makeMoneyMember } from '../../../test/money-members';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The script's call over inject: the envelope's value, or a rejection naming the refusal. */
async function call(method: string, path: string, token: string | null, body?: unknown) {
  const res = await t.call({
    method: method as 'GET',
    url: path,
    token: token ?? undefined,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  if (!res.body.success) throw new Error(`${method} ${path}: ${res.body.code}`);
  return res.body.value;
}

describe('the social screenshots setup', () => {
  it('adds its missions, message and chat once, however often it runs', async () => {
    const player = await makeMoneyMember(t);
    const opsToken = await t.opsToken();
    const who = { playerToken: player.token, opsToken, username: player.username };
    const state = async () => {
      const missions = (await call('GET', '/ops/api/missions?pageSize=100', opsToken))
        .items as Array<{
        title: { EN?: string };
      }>;
      const inbox = await call('GET', '/wps/messages', player.token);
      const chats = (await call('GET', '/ops/api/support/conversations', opsToken)).items.filter(
        (c: { name: string }) => c.name === player.username,
      );
      const lines = await call(
        'GET',
        `/ops/api/support/conversations/${chats[0].id}/messages`,
        opsToken,
      );
      return {
        missions: missions.map((m) => m.title.EN).sort(),
        messages: inbox.items.map((m: { title: string }) => m.title),
        chats: chats.length,
        lines: lines.messages.length,
      };
    };

    await seedSocial(call, who);
    const first = await state();
    expect(first.missions).toEqual(
      expect.arrayContaining([
        'Deposit 10,000 this week',
        'Log in on 5 days',
        'Play 3 rounds today',
      ]),
    );
    expect(first.messages).toEqual(['Welcome to the weekend tournament']);
    expect([first.chats, first.lines]).toEqual([1, 2]);

    await seedSocial(call, who);
    await seedSocial(call, who);
    expect(await state()).toEqual(first);
  });
});
