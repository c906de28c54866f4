// docs/provably-fair.md must describe the code as it is: its tables, worked example and Python
// recipe are checked against the engines here.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardLabel } from './cards.ts';
import { createRoundRng, roundBytes, sha256Hex, toHex } from './fair.ts';
import { FISH_KINDS, shoot } from './fish.ts';
import { dealBaccarat } from './baccarat.ts';
import { deal, pvpRtp } from './pvp.ts';
import { PAYLINES, SLOT_VARIANTS, classicSlot, slotRtp, spin } from './slot.ts';

const doc = readFileSync(new URL('../../../docs/provably-fair.md', import.meta.url), 'utf8');
/** The doc with runs of spaces collapsed (prettier pads table cells). */
const flat = doc.replace(/ +/g, ' ');
const SEED = '3f1c9a0e5b7d2c4e6a8b0c1d2e3f405162738495a6b7c8d9e0f1a2b3c4d5e6f7';
const CLIENT = 'lucky-player';

describe('docs/provably-fair.md', () => {
  it('lists every strip, RTP, payline and fish as the code has them', () => {
    for (const v of SLOT_VARIANTS) {
      v.reels.forEach((strip, i) =>
        expect(doc).toContain(`${v.id} reel ${i + 1} (${strip.length}): ${strip.join(' ')}`),
      );
      expect(flat).toContain(`| ${v.id} | ${v.name} | ${(slotRtp(v) * 100).toFixed(4)} %`);
    }
    PAYLINES.forEach((l, i) =>
      expect(doc).toContain(`${String(i + 1).padStart(2)}: ${l.join('')}`),
    );
    for (const k of FISH_KINDS) {
      expect(flat).toMatch(
        new RegExp(`\\| ${k.id} \\| ${k.name} \\| ${k.multiplier} \\| ${k.threshold} \\|`),
      );
    }
    expect(flat).toContain(`**${(pvpRtp() * 100).toFixed(4)} %**`);
  });

  it('worked example: the numbers are what the engines give', async () => {
    expect(doc).toContain(await sha256Hex(SEED));
    expect(doc).toContain(toHex(await roundBytes(SEED, CLIENT, 0, 32)));
    const s = spin(classicSlot, await createRoundRng(SEED, CLIENT, 0), 1n, 20);
    expect(s.stops).toEqual([8, 36, 25, 0, 28]);
    expect(s.lineWins.map((w) => [w.line, w.symbol, w.count, w.win])).toEqual([
      [1, 'GRAPE', 3, 10n],
      [2, 'BELL', 3, 15n],
    ]);
    expect([s.win, s.jackpot]).toEqual([25n, false]);
    const f = shoot(await createRoundRng(SEED, CLIENT, 1), 10n, 'shark');
    expect([f.draw, f.hit]).toEqual([456794, false]);
    const p = deal(await createRoundRng(SEED, CLIENT, 2, 256), 2);
    expect(doc).toContain(p.deck.slice(0, 12).map(cardLabel).join(' '));
    expect(p.seats.map((x) => x.outcome)).toEqual(['win', 'lose']);
    const b = dealBaccarat(await createRoundRng(SEED, CLIENT, 3, 1664));
    expect(doc).toContain(b.shoe.slice(0, 8).map(cardLabel).join(' '));
    expect([b.playerPoints, b.bankerPoints, b.winner]).toEqual([7, 5, 'player']);
  });

  it('the Python recipe, run, prints the documented output (skipped without python3)', (ctx) => {
    const python = doc.match(/```python\n([\s\S]*?)```/)?.[1];
    const expected = doc.match(/Output:\n\n```\n([\s\S]*?)```/)?.[1];
    expect(python).toBeDefined();
    expect(expected).toBeDefined();
    const run = spawnSync('python3', ['-c', python!], { encoding: 'utf8' });
    if (run.error) return ctx.skip();
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(expected);
  });
});
