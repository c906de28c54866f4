// The fish shooting game: every shot is one round. The player aims at a kind of fish; it is
// caught with probability threshold / 1,000,000 and then pays stake x multiplier. threshold =
// round(FISH_TARGET_RTP_PPM / multiplier), an integer fixed in the table below, so the decision is
// integer-only: hit iff rng.int(1_000_000) < threshold. Every multiplier divides 960,000, so
// each kind returns exactly 96%.
import type { RoundRng } from './fair.ts';

/** The target return in parts per million (96%). */
export const FISH_TARGET_RTP_PPM = 960_000;
/** The range of the hit draw. */
export const FISH_DRAW_RANGE = 1_000_000;

export interface FishKind {
  id: string;
  name: string;
  /** Integer multiplier of the stake paid on a catch. */
  multiplier: number;
  /** A catch when int(FISH_DRAW_RANGE) < threshold. */
  threshold: number;
  /** Relative frequency in generated scenes. */
  spawnWeight: number;
}

const kind = (id: string, name: string, multiplier: number, spawnWeight: number): FishKind => ({
  id,
  name,
  multiplier,
  threshold: Math.round(FISH_TARGET_RTP_PPM / multiplier),
  spawnWeight,
});

export const FISH_KINDS: readonly FishKind[] = [
  kind('clownfish', 'Clownfish', 2, 30),
  kind('angelfish', 'Angelfish', 3, 24),
  kind('pufferfish', 'Pufferfish', 5, 18),
  kind('lionfish', 'Lionfish', 8, 12),
  kind('turtle', 'Sea Turtle', 10, 10),
  kind('octopus', 'Octopus', 15, 8),
  kind('stingray', 'Stingray', 20, 6),
  kind('shark', 'Shark', 30, 4),
  kind('whale', 'Whale', 50, 3),
  kind('dragon', 'Golden Dragon', 100, 1),
];

export function fishKind(id: string): FishKind | undefined {
  return FISH_KINDS.find((k) => k.id === id);
}

export interface ShotResult {
  target: string;
  hit: boolean;
  multiplier: number;
  /** The draw int(1,000,000) the decision used. */
  draw: number;
  /** stake x multiplier on a catch, else 0. */
  win: bigint;
}

/** Bytes a shot reads when the draw is not rejected. */
export const FISH_ROUND_BYTES = 4;

/** One shot at a kind of fish (by id or the kind itself). */
export function shoot(rng: RoundRng, stake: bigint, target: string | FishKind): ShotResult {
  if (typeof stake !== 'bigint' || stake <= 0n) throw new RangeError('bad stake');
  const k = typeof target === 'string' ? fishKind(target) : target;
  if (!k || !FISH_KINDS.includes(k)) throw new RangeError('unknown fish');
  const draw = rng.int(FISH_DRAW_RANGE);
  const hit = draw < k.threshold;
  return {
    target: k.id,
    hit,
    multiplier: k.multiplier,
    draw,
    win: hit ? stake * BigInt(k.multiplier) : 0n,
  };
}

/** The exact return of shooting at one kind: threshold x multiplier / 1,000,000. */
export function fishRtp(target: string | FishKind): number {
  const k = typeof target === 'string' ? fishKind(target) : target;
  if (!k) throw new RangeError('unknown fish');
  return (k.threshold * k.multiplier) / FISH_DRAW_RANGE;
}

/** The return when shots are spread over kinds as they spawn (spawn-weighted mean). */
export function fishRtpOverall(): number {
  const total = FISH_KINDS.reduce((s, k) => s + k.spawnWeight, 0);
  return (
    FISH_KINDS.reduce((s, k) => s + k.spawnWeight * k.threshold * k.multiplier, 0) /
    total /
    FISH_DRAW_RANGE
  );
}

export interface SwimmingFish {
  kind: string;
  /** Horizontal lane 0..7 (top to bottom). */
  lane: number;
  /** 1 swims left to right, -1 right to left. */
  direction: 1 | -1;
  /** 1 (slow) .. 3 (fast). */
  speed: number;
}

/**
 * Which fish swim on screen (cosmetic: the catch decision does not depend on it). For each fish:
 * kind = the first kind whose running spawn-weight total exceeds int(total weight), then
 * lane = int(8), direction = int(2) ? -1 : 1, speed = 1 + int(3).
 */
export function fishScene(rng: RoundRng, count = 12): SwimmingFish[] {
  const total = FISH_KINDS.reduce((s, k) => s + k.spawnWeight, 0);
  return Array.from({ length: count }, () => {
    let x = rng.int(total);
    let k = FISH_KINDS[0]!;
    for (const candidate of FISH_KINDS) {
      if (x < candidate.spawnWeight) {
        k = candidate;
        break;
      }
      x -= candidate.spawnWeight;
    }
    const lane = rng.int(8);
    const direction = rng.int(2) === 1 ? -1 : 1;
    const speed = 1 + rng.int(3);
    return { kind: k.id, lane, direction, speed };
  });
}
