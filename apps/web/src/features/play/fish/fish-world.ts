// The fishing scene's state, without React or the canvas: fish swimming across on gentle wave
// paths, the cannon's aim, shots flying to the fish they locked on, and what the server answered
// for each shot shown as a catch or an escape. Everything here is decoration of rounds decided on
// the server: the scene only chooses which kind of fish a shot is at (the one the player aimed
// nearest), and a shot's result comes from the round's answer (resolveShot), never from here.
// step() is the only thing the animation loop calls; it reads no DOM and allocates little.

export interface WorldKind {
  id: string;
  /** 0-based order of the kind (its art and size; higher pays more). */
  rank: number;
  multiplier: number;
  /** Relative frequency in the scene. */
  spawnWeight: number;
}

export type FishState = 'swim' | 'held' | 'caught' | 'escaping';

export interface WorldFish {
  id: number;
  kind: WorldKind;
  /** Enters at x0, leaves at x1 (left to right when x1 > x0). */
  x0: number;
  x1: number;
  /** Mid line of the wave and its amplitude and phase. */
  y0: number;
  amp: number;
  phase: number;
  /** Progress 0..1 along the path and progress per second. */
  p: number;
  rate: number;
  x: number;
  y: number;
  /** Half the drawn length, for hit tests and the net. */
  radius: number;
  state: FishState;
  /** Seconds in the current state (caught and escaping end after a while). */
  stateT: number;
}

export interface ShotOutcome {
  hit: boolean;
  /** The win as the player reads it (already formatted), shown on a catch. */
  winText: string;
}

export interface WorldShot {
  id: number;
  fishId: number;
  x: number;
  y: number;
  /** 'flying' to the fish, 'open' (net open at the fish, waiting for the answer), 'done'. */
  state: 'flying' | 'open' | 'done';
  /** The server's answer; null = the shot failed (no round), undefined = not answered yet. */
  outcome: ShotOutcome | null | undefined;
  /** Seconds the net has shown its result. */
  doneT: number;
}

export interface Popup {
  x: number;
  y: number;
  text: string;
  t: number;
}

export interface World {
  width: number;
  height: number;
  fish: WorldFish[];
  shots: WorldShot[];
  popups: Popup[];
  /** Cannon angle in radians from straight up (negative = left). */
  aim: number;
  /** The fish the cannon is locked on (keyboard aim), if any. */
  lockedId: number | null;
  reducedMotion: boolean;
  nextId: number;
  /** Time in seconds, for waves and bubbles. */
  time: number;
}

export const WORLD_WIDTH = 1000;
export const FISH_ON_SCREEN = 12;
const SHOT_SPEED = 2600; // world units per second: a shot crosses the scene in about 0.3 s
const CAUGHT_SECONDS = 0.9;
const ESCAPE_SECONDS = 1.2;
const NET_SECONDS = 0.6;
const POPUP_SECONDS = 1.4;
const MAX_AIM = 1.35; // radians either side of straight up

/** The drawn half length of a kind: bigger fish (higher multipliers) are bigger. */
export function fishRadius(rank: number): number {
  return 32 + rank * 8;
}

export function createWorld(
  kinds: readonly WorldKind[],
  height: number,
  reducedMotion: boolean,
  random: () => number = Math.random,
): World {
  const world: World = {
    width: WORLD_WIDTH,
    height,
    fish: [],
    shots: [],
    popups: [],
    aim: 0,
    lockedId: null,
    reducedMotion,
    nextId: 1,
    time: 0,
  };
  // The first fish start spread along their paths, so the scene is full at once.
  for (let i = 0; i < FISH_ON_SCREEN && kinds.length > 0; i++) {
    world.fish.push(spawn(world, kinds, random, 0.1 + (0.8 * i) / FISH_ON_SCREEN));
  }
  return world;
}

function pickKind(kinds: readonly WorldKind[], random: () => number): WorldKind {
  const total = kinds.reduce((s, k) => s + k.spawnWeight, 0);
  let x = random() * total;
  for (const k of kinds) {
    if (x < k.spawnWeight) return k;
    x -= k.spawnWeight;
  }
  return kinds[kinds.length - 1]!;
}

function spawn(world: World, kinds: readonly WorldKind[], random: () => number, p = 0): WorldFish {
  const kind = pickKind(kinds, random);
  const radius = fishRadius(kind.rank);
  const leftToRight = random() < 0.5;
  const margin = radius * 1.6;
  // Keep clear of the cannon's strip at the bottom and of the top edge.
  const top = radius + 20;
  const bottom = Math.max(top, world.height - 110 - radius);
  const fish: WorldFish = {
    id: world.nextId++,
    kind,
    x0: leftToRight ? -margin : world.width + margin,
    x1: leftToRight ? world.width + margin : -margin,
    y0: top + random() * (bottom - top),
    amp: 10 + random() * 30,
    phase: random() * Math.PI * 2,
    p,
    // Big fish swim slower: 9 to 22 seconds to cross.
    rate: 1 / (9 + kind.rank * 0.9 + random() * 5),
    x: 0,
    y: 0,
    radius,
    state: 'swim',
    stateT: 0,
  };
  place(fish);
  return fish;
}

function place(f: WorldFish) {
  f.x = f.x0 + (f.x1 - f.x0) * f.p;
  f.y = f.y0 + f.amp * Math.sin(f.p * Math.PI * 4 + f.phase);
}

/** The cannon's muzzle point (bottom centre). */
export function cannonAt(world: World): { x: number; y: number } {
  return { x: world.width / 2, y: world.height - 28 };
}

/** Turns the cannon toward a point of the scene. */
export function aimAt(world: World, x: number, y: number) {
  const c = cannonAt(world);
  const angle = Math.atan2(x - c.x, c.y - Math.min(y, c.y - 1));
  world.aim = Math.max(-MAX_AIM, Math.min(MAX_AIM, angle));
}

function visible(world: World, f: WorldFish): boolean {
  return f.state === 'swim' && f.x > -f.radius && f.x < world.width + f.radius;
}

/** The swimming fish nearest a point of the scene (null when none is on screen). */
export function fishNearest(world: World, x: number, y: number): WorldFish | null {
  let best: WorldFish | null = null;
  let bestD = Infinity;
  for (const f of world.fish) {
    if (!visible(world, f)) continue;
    const d = (f.x - x) ** 2 + (f.y - y) ** 2;
    if (d < bestD) {
      bestD = d;
      best = f;
    }
  }
  return best;
}

/** Moves the keyboard lock to the next swimming fish left (-1) or right (1) of the current one. */
export function moveLock(world: World, step: -1 | 1): WorldFish | null {
  const order = world.fish.filter((f) => visible(world, f)).sort((a, b) => a.x - b.x);
  if (order.length === 0) return null;
  const at = order.findIndex((f) => f.id === world.lockedId);
  const next =
    at === -1
      ? order[step === 1 ? 0 : order.length - 1]!
      : order[(at + step + order.length) % order.length]!;
  world.lockedId = next.id;
  aimAt(world, next.x, next.y);
  return next;
}

export function lockedFish(world: World): WorldFish | null {
  const f = world.fish.find((x) => x.id === world.lockedId);
  return f && visible(world, f) ? f : null;
}

/**
 * Fires at a fish: the cannon turns to it and a shot flies to it, where the net waits for the
 * round's answer. Answers the shot's id (for resolveShot), or null when the fish is gone.
 */
export function fireAt(world: World, fish: WorldFish): number | null {
  if (!world.fish.includes(fish) || fish.state !== 'swim') return null;
  aimAt(world, fish.x, fish.y);
  const c = cannonAt(world);
  const shot: WorldShot = {
    id: world.nextId++,
    fishId: fish.id,
    x: c.x,
    y: c.y,
    state: 'flying',
    outcome: undefined,
    doneT: 0,
  };
  // Held: the fish swims on but is the shot's until the answer shows it caught or escaping.
  fish.state = 'held';
  fish.stateT = 0;
  if (world.reducedMotion) {
    shot.x = fish.x;
    shot.y = fish.y;
    shot.state = 'open';
  }
  world.shots.push(shot);
  return shot.id;
}

/** The server's answer for a shot (null when the shot failed and no round was played). */
export function resolveShot(world: World, shotId: number, outcome: ShotOutcome | null) {
  const shot = world.shots.find((s) => s.id === shotId);
  if (shot && shot.outcome === undefined) shot.outcome = outcome;
}

function settle(world: World, shot: WorldShot) {
  const fish = world.fish.find((f) => f.id === shot.fishId);
  shot.state = 'done';
  shot.doneT = 0;
  if (!fish) return;
  fish.stateT = 0;
  if (shot.outcome?.hit) {
    fish.state = 'caught';
    world.popups.push({ x: fish.x, y: fish.y - fish.radius, text: shot.outcome.winText, t: 0 });
  } else if (shot.outcome) {
    fish.state = 'escaping';
  } else {
    fish.state = 'swim';
  }
  if (world.lockedId === fish.id && fish.state !== 'swim') world.lockedId = null;
}

/** Advances the scene by dt seconds (the loop clamps dt, so a paused tab does not jump). */
export function step(
  world: World,
  dt: number,
  kinds: readonly WorldKind[],
  random: () => number = Math.random,
) {
  world.time += dt;
  const motion = world.reducedMotion ? 0 : 1;
  for (let i = world.fish.length - 1; i >= 0; i--) {
    const f = world.fish[i]!;
    f.stateT += dt;
    if (f.state === 'caught') {
      if (f.stateT >= CAUGHT_SECONDS) world.fish.splice(i, 1);
      continue;
    }
    // An escaping fish darts off at four times its pace (fades where motion is reduced).
    const pace = f.state === 'escaping' ? 4 : 1;
    f.p += f.rate * dt * pace * motion;
    place(f);
    if (f.p > 1 || (f.state === 'escaping' && f.stateT >= ESCAPE_SECONDS)) world.fish.splice(i, 1);
  }
  for (let i = world.shots.length - 1; i >= 0; i--) {
    const s = world.shots[i]!;
    const fish = world.fish.find((f) => f.id === s.fishId);
    if (s.state === 'flying') {
      if (!fish) {
        s.state = 'done';
        continue;
      }
      const dx = fish.x - s.x;
      const dy = fish.y - s.y;
      const dist = Math.hypot(dx, dy);
      const move = SHOT_SPEED * dt;
      if (dist <= move) {
        s.x = fish.x;
        s.y = fish.y;
        s.state = 'open';
      } else {
        s.x += (dx / dist) * move;
        s.y += (dy / dist) * move;
      }
    } else if (s.state === 'open') {
      if (fish) {
        s.x = fish.x;
        s.y = fish.y;
      }
      if (s.outcome !== undefined) settle(world, s);
    } else {
      s.doneT += dt;
      if (s.doneT >= NET_SECONDS) world.shots.splice(i, 1);
    }
  }
  for (let i = world.popups.length - 1; i >= 0; i--) {
    const p = world.popups[i]!;
    p.t += dt;
    p.y -= 40 * dt * motion;
    if (p.t >= POPUP_SECONDS) world.popups.splice(i, 1);
  }
  // Keep the scene full: one new fish at a time, entering from an edge.
  if (world.fish.length < FISH_ON_SCREEN && kinds.length > 0) {
    world.fish.push(spawn(world, kinds, random, world.reducedMotion ? 0.15 + random() * 0.7 : 0));
  }
}

/**
 * The scene's size in world units for a canvas of cssWidth x cssHeight px: 1000 units wide on a
 * desktop, down to 600 on a phone, so the fish stay big enough to tap there.
 */
export function worldSize(cssWidth: number, cssHeight: number): { width: number; height: number } {
  const width = Math.round(Math.max(600, Math.min(WORLD_WIDTH, cssWidth * 1.4)));
  return { width, height: (width * cssHeight) / cssWidth };
}

/** A new scene size (the canvas was resized): paths keep their place relative to the scene. */
export function resizeWorld(world: World, width: number, height: number) {
  if (width === world.width && height === world.height) return;
  const sx = width / world.width;
  const sy = height / world.height;
  world.width = width;
  world.height = height;
  for (const f of world.fish) {
    f.x0 *= sx;
    f.x1 *= sx;
    f.y0 *= sy;
    place(f);
  }
}
