import { describe, expect, it } from 'vitest';
import {
  aimAt,
  cannonAt,
  createWorld,
  FISH_ON_SCREEN,
  fireAt,
  fishNearest,
  lockedFish,
  moveLock,
  resolveShot,
  step,
  type World,
  type WorldFish,
  type WorldKind,
} from './fish-world';

const kinds: WorldKind[] = [
  { id: 'clownfish', rank: 0, multiplier: 2, spawnWeight: 30 },
  { id: 'shark', rank: 7, multiplier: 30, spawnWeight: 4 },
  { id: 'dragon', rank: 9, multiplier: 100, spawnWeight: 1 },
];

/** A repeatable random source (a small LCG), so scenes are the same every run. */
function seeded(seed = 1) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

function world(reduced = false): World {
  return createWorld(kinds, 600, reduced, seeded());
}

function onScreen(w: World): WorldFish {
  const f = w.fish.find((x) => x.x > 100 && x.x < 900 && x.state === 'swim');
  if (!f) throw new Error('no fish on screen');
  return f;
}

/** Runs the scene for `seconds` in 60 fps frames. */
function run(w: World, seconds: number) {
  for (let i = 0; i < Math.round(seconds * 60); i++) step(w, 1 / 60, kinds, seeded(i + 7));
}

describe('fish world', () => {
  it('starts full, spread along the paths, and keeps the scene full as fish leave', () => {
    const w = world();
    expect(w.fish).toHaveLength(FISH_ON_SCREEN);
    expect(new Set(w.fish.map((f) => f.id)).size).toBe(FISH_ON_SCREEN);
    run(w, 30);
    expect(w.fish).toHaveLength(FISH_ON_SCREEN);
    // In 30 s every first fish (9 to 22 s to cross) has gone and new ones came in.
    expect(w.fish.every((f) => f.id > FISH_ON_SCREEN)).toBe(true);
    for (const f of w.fish) {
      expect(f.y).toBeGreaterThan(0);
      expect(f.y).toBeLessThan(w.height);
    }
  });

  it('spawns kinds by their weights: the common fish far more often than the rare', () => {
    const w = createWorld(kinds, 600, false, seeded(3));
    const seen: Record<string, number> = { clownfish: 0, shark: 0, dragon: 0 };
    const random = seeded(11);
    for (let i = 0; i < 3000; i++) {
      w.fish.length = 0;
      step(w, 0, kinds, random);
      seen[w.fish[0]!.kind.id]!++;
    }
    // Weights 30 : 4 : 1 of 35.
    expect(seen.clownfish! / 3000).toBeGreaterThan(0.8);
    expect(seen.dragon! / 3000).toBeLessThan(0.06);
    expect(seen.dragon).toBeGreaterThan(0);
  });

  it('shoots the fish nearest the point and turns the cannon to it', () => {
    const w = world();
    const target = onScreen(w);
    const nearest = fishNearest(w, target.x + 3, target.y - 2);
    expect(nearest).toBe(target);
    const shot = fireAt(w, target);
    expect(shot).not.toBeNull();
    expect(target.state).toBe('held');
    const c = cannonAt(w);
    expect(w.aim).toBeCloseTo(Math.atan2(target.x - c.x, c.y - target.y), 6);
    // A held fish is nobody else's target.
    expect(fireAt(w, target)).toBeNull();
    expect(fishNearest(w, target.x, target.y)).not.toBe(target);
  });

  it('a catch shows only once the answer says so, then the fish is gone with its win', () => {
    const w = world();
    const target = onScreen(w);
    const shot = fireAt(w, target)!;
    // The shot reaches the fish and the net waits: no answer, no result.
    run(w, 1);
    expect(w.shots[0]!.state).toBe('open');
    expect(target.state).toBe('held');
    expect(w.popups).toHaveLength(0);
    resolveShot(w, shot, { hit: true, winText: '+2.00' });
    run(w, 0.1);
    expect(target.state).toBe('caught');
    expect(w.popups.map((p) => p.text)).toEqual(['+2.00']);
    run(w, 1);
    expect(w.fish).not.toContain(target);
  });

  it('an escape lets the fish dart away; a failed shot frees it', () => {
    const w = world();
    const a = onScreen(w);
    const shotA = fireAt(w, a)!;
    resolveShot(w, shotA, { hit: false, winText: '+0.00' });
    run(w, 0.5);
    expect(a.state).toBe('escaping');
    expect(w.popups).toHaveLength(0);
    run(w, 1.5);
    expect(w.fish).not.toContain(a);

    const b = onScreen(w);
    const shotB = fireAt(w, b)!;
    resolveShot(w, shotB, null);
    run(w, 0.5);
    expect(b.state).toBe('swim');
    // The first answer stands: a late second one changes nothing.
    resolveShot(w, shotB, { hit: true, winText: '+9.00' });
    run(w, 0.2);
    expect(w.popups).toHaveLength(0);
  });

  it('with reduced motion, fish stay still and a shot lands at once', () => {
    const w = world(true);
    const before = w.fish.map((f) => [f.x, f.y]);
    run(w, 5);
    expect(w.fish.map((f) => [f.x, f.y])).toEqual(before);
    const target = onScreen(w);
    fireAt(w, target);
    expect(w.shots[0]).toMatchObject({ state: 'open', x: target.x, y: target.y });
  });

  it('the keyboard lock walks the fish left to right and wraps', () => {
    const w = world(true);
    const order = w.fish
      .filter((f) => f.x > -f.radius && f.x < w.width + f.radius)
      .sort((a, b) => a.x - b.x);
    expect(moveLock(w, 1)).toBe(order[0]);
    expect(moveLock(w, 1)).toBe(order[1]);
    expect(moveLock(w, -1)).toBe(order[0]);
    expect(moveLock(w, -1)).toBe(order.at(-1));
    expect(lockedFish(w)).toBe(order.at(-1));
  });

  it('keeps the cannon within its swing', () => {
    const w = world();
    aimAt(w, -5000, w.height - 30);
    expect(w.aim).toBeGreaterThanOrEqual(-1.35);
    aimAt(w, 500, 0);
    expect(w.aim).toBeCloseTo(0, 6);
  });
});
