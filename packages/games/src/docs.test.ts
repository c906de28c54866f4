// docs/provably-fair.md must describe the code as it is: its tables, worked examples and Python
// recipes (the games' and the lottery draws') are checked against the engines here.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardLabel } from './cards.ts';
import { createRoundRng, roundBytes, sha256Hex, toHex } from './fair.ts';
import { FISH_KINDS, shoot } from './fish.ts';
import { dealBaccarat } from './baccarat.ts';
import {
  drawFromSeed,
  LOTTERY_LAYOUT_NAMES,
  LOTTERY_LAYOUTS,
  LOTTERY_PLAY_TYPES,
  numbersPerDraw,
  payoutOf,
  playTypeOf,
  type LotteryLayout,
} from './lottery.ts';
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

  it('each Python recipe, run, prints the output documented after it (skipped without python3)', (ctx) => {
    const recipes = [...doc.matchAll(/```python\n([\s\S]*?)```/g)].map((m) => m[1]!);
    const outputs = [...doc.matchAll(/Output:\n\n```\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(recipes).toHaveLength(2);
    expect(outputs).toHaveLength(2);
    for (const [i, python] of recipes.entries()) {
      const run = spawnSync('python3', ['-c', python], { encoding: 'utf8' });
      if (run.error) return ctx.skip();
      expect(run.stderr).toBe('');
      expect(run.stdout).toBe(outputs[i]);
    }
  });

  describe('lottery section', () => {
    /** The draws the lottery recipe prints, as the engine draws them. */
    const DRAWS: [LotteryLayout, string][] = [
      ['sea4d', 'LUCKYDRAW_LUCKY_4D:20261121'],
      ['vnNorth', 'TWODLIVE_NORTHERN_VIETNAM:20261121'],
      ['vnSouth', 'THREEDCLUB_HO_CHI_MINH_CITY:20261121'],
      ['fast5', 'QUICKDRAW_QUICK_DRAW_1_MINUTE:20261121-0042'],
    ];

    it('lists every layout, rejection limit and play type as the engine has them', () => {
      for (const layout of LOTTERY_LAYOUT_NAMES) {
        const tiers = LOTTERY_LAYOUTS[layout].map((t) => `${t.tier} ${t.count}x${t.digits}`);
        expect(flat).toMatch(
          new RegExp(
            `\\| ${layout} \\| [^|]+ \\| ${tiers.join(', ')} \\| ${numbersPerDraw(layout)} \\|`,
          ),
        );
        for (const def of LOTTERY_PLAY_TYPES[layout]) {
          expect(flat).toMatch(
            new RegExp(`\\| [^|]*${layout}[^|]* \\| [^|]*\\b${def.playType}\\b[^|]* \\|`),
          );
        }
      }
      // Prose wraps lines: compare with every run of white space as one space.
      const prose = doc.replace(/\s+/g, ' ');
      for (let d = 2; d <= 6; d++) {
        expect(prose).toContain(`${d} digits ${2 ** 32 - (2 ** 32 % 10 ** d)}`);
      }
    });

    it('worked example: the bytes, numbers and payouts are what the engine gives', async () => {
      const [layout, clientSeed] = DRAWS[0]!;
      const bytes = await roundBytes(SEED, clientSeed, 0, 32);
      expect(doc).toContain(toHex(bytes));
      const numbers = await drawFromSeed(layout, SEED, clientSeed);
      const firstFour = [
        numbers.first![0],
        numbers.second![0],
        numbers.third![0],
        numbers.special![0],
      ];
      ['first', 'second', 'third', 'special[0]'].forEach((name, i) => {
        const word = bytes.slice(i * 4, i * 4 + 4);
        const x = new DataView(word.buffer, word.byteOffset).getUint32(0);
        expect(x).toBeLessThan(4294960000); // no rejection among these four
        expect(firstFour[i]).toBe(String(x % 10000).padStart(4, '0'));
        expect(flat).toContain(
          `| ${name} | ${toHex(word)} | ${x} | 10000 | 4294960000 | ${firstFour[i]} |`,
        );
      });
      const pay = (playType: string, selection: string) => {
        const def = playTypeOf(layout, playType)!;
        return payoutOf(layout, def, selection, numbers, def.defaultOdds, 100n);
      };
      expect(numbers.first).toEqual(['2023']);
      expect(pay('4D_BIG', '2023')).toBe(250000n);
      expect(pay('4D_BOX', '3202')).toBe(20833n);
      expect(doc).toContain('= 250000 (2,500.00)');
      expect(doc).toContain('= 20833.');
    });

    it("the recipe's documented output is the engine's draws", async () => {
      const lines = [`commitment ${await sha256Hex(SEED)}`];
      for (const [layout, clientSeed] of DRAWS) {
        lines.push(`${layout} ${clientSeed}`);
        for (const [tier, numbers] of Object.entries(
          await drawFromSeed(layout, SEED, clientSeed),
        )) {
          lines.push(`  ${tier} ${numbers.join(' ')}`);
        }
      }
      const outputs = [...doc.matchAll(/Output:\n\n```\n([\s\S]*?)```/g)].map((m) => m[1]);
      expect(outputs[1]).toBe(`${lines.join('\n')}\n`);
    });
  });
});
