// What the social screenshots need on the site (issue 19): three missions (one paying points), a
// message to the player and a chat answered by support, made through the site's own API. Idempotent:
// a second run finds the missions and the message by their English title and the chat by its
// member, and adds nothing (shared with the test that holds it to that).

/**
 * @param {(method: string, path: string, token: string | null, body?: unknown) => Promise<any>} call
 *   one API call, resolving to the envelope's value (rejecting on a refusal)
 * @param {{ playerToken: string, opsToken: string, username: string }} who
 */
export async function seedSocial(call, { playerToken, opsToken, username }) {
  const missions = [
    {
      title: { EN: 'Play 3 rounds today', MY: 'ယနေ့ ၃ ပွဲ ကစားပါ' },
      period: 'daily',
      kind: 'rounds',
      target: '3',
      rewardAmount: '50000',
      wageringMultiple: 0,
    },
    {
      title: { EN: 'Log in on 5 days', MY: '၅ ရက် ဝင်ရောက်ပါ' },
      period: 'weekly',
      kind: 'login_days',
      target: '5',
      rewardAmount: '100000',
    },
    {
      title: { EN: 'Deposit 10,000 this week', MY: 'ဤအပတ် ၁၀,၀၀၀ ငွေသွင်းပါ' },
      period: 'weekly',
      kind: 'deposit',
      target: '1000000',
      rewardKind: 'points',
      rewardAmount: '200',
    },
  ];
  // The missions list pages on the server; the demo's fit its largest page.
  const existing = (await call('GET', '/ops/api/missions?pageSize=100', opsToken)).items;
  for (const mission of missions) {
    const found = existing.find((m) => m.title.EN === mission.title.EN);
    if (!found) await call('POST', '/ops/api/missions', opsToken, mission);
    // Switched off since (by hand in /ops): on again, as this run defines it.
    else if (!found.isActive) await call('PUT', `/ops/api/missions/${found.id}`, opsToken, mission);
  }

  const welcome = 'Welcome to the weekend tournament';
  // The inbox's first page is enough: a rerun's message would be the newest.
  const inbox = await call('GET', '/wps/messages', playerToken);
  if (!inbox.items.some((m) => m.title === welcome)) {
    await call('POST', '/ops/api/messages', opsToken, {
      audience: 'member',
      username,
      title: welcome,
      body: 'Play any slot this weekend: the top 10 on the leaderboard share 1,000,000.',
    });
  }

  const question = 'Hello, how do missions work?';
  const conversations = await call('GET', '/ops/api/support/conversations', opsToken);
  const hasChat = conversations.items.some((c) => !c.isVisitor && c.name === username);
  if (!hasChat) {
    await call('POST', '/wps/chat/messages', playerToken, { text: question });
    const opened = await call('GET', '/ops/api/support/conversations', opsToken);
    const mine = opened.items.find((c) => !c.isVisitor && c.name === username);
    await call('POST', `/ops/api/support/conversations/${mine.id}/messages`, opsToken, {
      text: 'Hi! Finish a task, then press Claim: the reward goes to your wallet.',
    });
  }
}
