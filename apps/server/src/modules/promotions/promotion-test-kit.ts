// The promotion tests' console calls, one copy: an operator drafts a promotion (and publishes it
// unless asked not to) and moves it between states, each call asserted to succeed.
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';

/** `app` gives the suite's test app and operator token once its set-up has run. */
export function promotionKit(app: () => { t: TestApp; admin: string }, texts: object) {
  async function setState(id: number, state: string) {
    const { t, admin } = app();
    const res = await t.call({
      method: 'POST',
      url: `/ops/api/promotions/${id}/state`,
      token: admin,
      payload: { state },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  async function createPromotion(rules: object, extra: object = {}, publish = true) {
    const { t, admin } = app();
    const res = await t.call({
      method: 'POST',
      url: '/ops/api/promotions',
      token: admin,
      payload: { texts, rules, ...extra },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.value.id as number;
    if (publish) await setState(id, 'active');
    return id;
  }
  return { createPromotion, setState };
}
