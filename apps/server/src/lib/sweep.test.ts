import { describe, expect, it } from 'vitest';
import { SWEEP_EVERY_MS, sweepExpired } from './sweep';

describe('sweepExpired', () => {
  it('sweeps a table of a database at most once per interval', async () => {
    const db = {};
    let runs = 0;
    const sweep = async () => {
      runs++;
    };
    const t0 = new Date(1_700_000_000_000);
    await sweepExpired(db, 'captchas', t0, sweep);
    await sweepExpired(db, 'captchas', new Date(t0.getTime() + SWEEP_EVERY_MS - 1), sweep);
    expect(runs).toBe(1);
    await sweepExpired(db, 'captchas', new Date(t0.getTime() + SWEEP_EVERY_MS), sweep);
    expect(runs).toBe(2);
  });

  it('keeps tables and databases apart, and sweeps again when the clock goes back', async () => {
    const [a, b] = [{}, {}];
    let runs = 0;
    const sweep = async () => {
      runs++;
    };
    const t0 = new Date(1_700_000_000_000);
    await sweepExpired(a, 'captchas', t0, sweep);
    await sweepExpired(a, 'sms_codes', t0, sweep);
    await sweepExpired(b, 'captchas', t0, sweep);
    expect(runs).toBe(3);
    await sweepExpired(a, 'captchas', new Date(t0.getTime() - SWEEP_EVERY_MS), sweep);
    expect(runs).toBe(4);
  });
});
