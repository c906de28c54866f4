// The fishing scene's art, drawn with canvas paths (no image files): one picture per kind of fish,
// facing right around (0, 0) with half length r, the water, the cannon, shots, nets and wins.
// Kind pictures and the water are drawn once per size into off-screen canvases (sprites), so a
// frame is a handful of drawImage calls.
import { cannonAt, type World, type WorldFish } from './fish-world';

type Ctx = CanvasRenderingContext2D;

function body(ctx: Ctx, r: number, h: number, fill: string) {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.moveTo(r, 0);
  ctx.bezierCurveTo(r * 0.5, -h, -r * 0.5, -h, -r * 0.7, 0);
  ctx.bezierCurveTo(-r * 0.5, h, r * 0.5, h, r, 0);
  ctx.fill();
}

function tail(ctx: Ctx, r: number, spread: number, fill: string) {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.moveTo(-r * 0.6, 0);
  ctx.lineTo(-r, -spread);
  ctx.quadraticCurveTo(-r * 0.85, 0, -r, spread);
  ctx.closePath();
  ctx.fill();
}

function eye(ctx: Ctx, x: number, y: number, size: number) {
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.arc(x, y, size, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#111';
  ctx.beginPath();
  ctx.arc(x + size * 0.25, y, size * 0.55, 0, Math.PI * 2);
  ctx.fill();
}

function stripes(ctx: Ctx, xs: number[], h: number, width: number, colour: string) {
  ctx.fillStyle = colour;
  for (const x of xs) ctx.fillRect(x - width / 2, -h, width, h * 2);
}

/** Draws kind `rank` (0 clownfish .. 9 golden dragon) facing right. */
export function drawFishKind(ctx: Ctx, rank: number, r: number) {
  ctx.save();
  ctx.lineJoin = 'round';
  switch (rank) {
    case 0: {
      // Clownfish: orange with white bands.
      tail(ctx, r, r * 0.45, '#f4511e');
      ctx.save();
      body(ctx, r, r * 0.5, '#ff7043');
      ctx.clip();
      stripes(ctx, [r * 0.45, -r * 0.1, -r * 0.55], r, r * 0.16, '#fff');
      ctx.restore();
      eye(ctx, r * 0.62, -r * 0.08, r * 0.1);
      break;
    }
    case 1: {
      // Angelfish: tall, yellow with blue bands and long fins.
      ctx.fillStyle = '#fdd835';
      ctx.beginPath();
      ctx.moveTo(r, 0);
      ctx.lineTo(0, -r * 1.1);
      ctx.lineTo(-r * 0.3, -r * 0.2);
      ctx.lineTo(-r * 0.9, 0);
      ctx.lineTo(-r * 0.3, r * 0.2);
      ctx.lineTo(0, r * 1.1);
      ctx.closePath();
      ctx.fill();
      ctx.save();
      ctx.clip();
      stripes(ctx, [r * 0.35, -r * 0.15], r * 1.2, r * 0.14, '#1e88e5');
      ctx.restore();
      eye(ctx, r * 0.6, -r * 0.08, r * 0.11);
      break;
    }
    case 2: {
      // Pufferfish: round, spiky.
      ctx.strokeStyle = '#c0a000';
      ctx.lineWidth = r * 0.06;
      for (let i = 0; i < 14; i++) {
        const a = (i / 14) * Math.PI * 2;
        ctx.beginPath();
        ctx.moveTo(Math.cos(a) * r * 0.6, Math.sin(a) * r * 0.6);
        ctx.lineTo(Math.cos(a) * r * 0.85, Math.sin(a) * r * 0.85);
        ctx.stroke();
      }
      tail(ctx, r, r * 0.3, '#e0b400');
      ctx.fillStyle = '#ffeb3b';
      ctx.beginPath();
      ctx.arc(0, 0, r * 0.65, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#fff9c4';
      ctx.beginPath();
      ctx.ellipse(0, r * 0.25, r * 0.45, r * 0.3, 0, 0, Math.PI * 2);
      ctx.fill();
      eye(ctx, r * 0.35, -r * 0.15, r * 0.14);
      break;
    }
    case 3: {
      // Lionfish: red and white bands, fan of fin rays.
      ctx.strokeStyle = '#ef9a9a';
      ctx.lineWidth = r * 0.05;
      for (let i = 0; i < 7; i++) {
        const a = -Math.PI * 0.15 - (i / 7) * Math.PI * 0.7;
        ctx.beginPath();
        ctx.moveTo(r * 0.1, 0);
        ctx.lineTo(Math.cos(a) * r * 1.05, Math.sin(a) * r * 0.95);
        ctx.moveTo(r * 0.1, 0);
        ctx.lineTo(Math.cos(-a) * r * 1.05, Math.sin(-a) * r * 0.95);
        ctx.stroke();
      }
      tail(ctx, r, r * 0.4, '#c62828');
      ctx.save();
      body(ctx, r, r * 0.42, '#e53935');
      ctx.clip();
      stripes(ctx, [r * 0.5, r * 0.15, -r * 0.2, -r * 0.55], r, r * 0.1, '#fff');
      ctx.restore();
      eye(ctx, r * 0.66, -r * 0.06, r * 0.09);
      break;
    }
    case 4: {
      // Sea turtle: green shell with a pattern, flippers, head.
      ctx.fillStyle = '#7cb342';
      for (const [x, y, a] of [
        [r * 0.35, -r * 0.5, -0.6],
        [r * 0.35, r * 0.5, 0.6],
        [-r * 0.45, -r * 0.4, 0.5],
        [-r * 0.45, r * 0.4, -0.5],
      ] as const) {
        ctx.beginPath();
        ctx.ellipse(x, y, r * 0.32, r * 0.13, a, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.beginPath();
      ctx.ellipse(r * 0.78, 0, r * 0.22, r * 0.17, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#2e7d32';
      ctx.beginPath();
      ctx.ellipse(0, 0, r * 0.62, r * 0.5, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = '#a5d6a7';
      ctx.lineWidth = r * 0.04;
      ctx.beginPath();
      for (let i = 0; i < 6; i++) {
        const a = (i / 6) * Math.PI * 2;
        const x = Math.cos(a) * r * 0.25;
        const y = Math.sin(a) * r * 0.22;
        if (i === 0) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
      }
      ctx.closePath();
      ctx.stroke();
      eye(ctx, r * 0.85, -r * 0.05, r * 0.06);
      break;
    }
    case 5: {
      // Octopus: a round head with curling arms trailing behind.
      ctx.strokeStyle = '#8e24aa';
      ctx.lineCap = 'round';
      ctx.lineWidth = r * 0.12;
      for (let i = 0; i < 6; i++) {
        const y = (i - 2.5) * r * 0.14;
        ctx.beginPath();
        ctx.moveTo(0, y);
        ctx.bezierCurveTo(-r * 0.4, y * 2, -r * 0.6, y * 1.4 - r * 0.2, -r * 0.95, y * 2.2);
        ctx.stroke();
      }
      ctx.fillStyle = '#ab47bc';
      ctx.beginPath();
      ctx.ellipse(r * 0.3, 0, r * 0.55, r * 0.48, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#ce93d8';
      for (const [x, y] of [
        [r * 0.1, -r * 0.25],
        [r * 0.45, -r * 0.3],
        [r * 0.15, r * 0.2],
      ] as const) {
        ctx.beginPath();
        ctx.arc(x, y, r * 0.07, 0, Math.PI * 2);
        ctx.fill();
      }
      eye(ctx, r * 0.62, -r * 0.05, r * 0.11);
      break;
    }
    case 6: {
      // Stingray: a flat diamond with a long thin tail.
      ctx.strokeStyle = '#546e7a';
      ctx.lineWidth = r * 0.05;
      ctx.beginPath();
      ctx.moveTo(-r * 0.3, 0);
      ctx.quadraticCurveTo(-r * 0.7, r * 0.1, -r * 1.05, -r * 0.05);
      ctx.stroke();
      ctx.fillStyle = '#78909c';
      ctx.beginPath();
      ctx.moveTo(r * 0.9, 0);
      ctx.quadraticCurveTo(r * 0.2, -r * 0.9, -r * 0.35, 0);
      ctx.quadraticCurveTo(r * 0.2, r * 0.9, r * 0.9, 0);
      ctx.fill();
      ctx.fillStyle = '#b0bec5';
      ctx.beginPath();
      ctx.ellipse(r * 0.3, 0, r * 0.3, r * 0.12, 0, 0, Math.PI * 2);
      ctx.fill();
      eye(ctx, r * 0.62, -r * 0.12, r * 0.06);
      eye(ctx, r * 0.62, r * 0.12, r * 0.06);
      break;
    }
    case 7: {
      // Shark: long grey body, dorsal fin, pale belly.
      ctx.fillStyle = '#607d8b';
      ctx.beginPath();
      ctx.moveTo(r * 0.05, -r * 0.22);
      ctx.lineTo(-r * 0.2, -r * 0.55);
      ctx.lineTo(-r * 0.3, -r * 0.18);
      ctx.fill();
      tail(ctx, r, r * 0.42, '#546e7a');
      body(ctx, r, r * 0.3, '#78909c');
      ctx.fillStyle = '#eceff1';
      ctx.beginPath();
      ctx.moveTo(r * 0.95, r * 0.02);
      ctx.bezierCurveTo(r * 0.5, r * 0.22, -r * 0.3, r * 0.2, -r * 0.6, r * 0.04);
      ctx.lineTo(r * 0.95, r * 0.02);
      ctx.fill();
      ctx.strokeStyle = '#455a64';
      ctx.lineWidth = r * 0.025;
      for (let i = 0; i < 3; i++) {
        ctx.beginPath();
        ctx.moveTo(r * (0.45 - i * 0.07), -r * 0.12);
        ctx.lineTo(r * (0.42 - i * 0.07), r * 0.06);
        ctx.stroke();
      }
      eye(ctx, r * 0.72, -r * 0.08, r * 0.05);
      break;
    }
    case 8: {
      // Whale: a big blue body, pale throat grooves, spout.
      tail(ctx, r, r * 0.45, '#1565c0');
      body(ctx, r, r * 0.55, '#1e88e5');
      ctx.fillStyle = '#bbdefb';
      ctx.beginPath();
      ctx.moveTo(r * 0.98, r * 0.04);
      ctx.bezierCurveTo(r * 0.6, r * 0.42, -r * 0.1, r * 0.38, -r * 0.3, r * 0.15);
      ctx.lineTo(r * 0.98, r * 0.04);
      ctx.fill();
      ctx.strokeStyle = '#e3f2fd';
      ctx.lineWidth = r * 0.03;
      ctx.beginPath();
      ctx.moveTo(r * 0.2, -r * 0.42);
      ctx.quadraticCurveTo(r * 0.1, -r * 0.7, -r * 0.05, -r * 0.8);
      ctx.moveTo(r * 0.2, -r * 0.42);
      ctx.quadraticCurveTo(r * 0.3, -r * 0.7, r * 0.45, -r * 0.8);
      ctx.stroke();
      eye(ctx, r * 0.62, -r * 0.02, r * 0.06);
      break;
    }
    default: {
      // Golden dragon: a long golden serpent with a red mane and whiskers.
      ctx.strokeStyle = '#f9a825';
      ctx.lineCap = 'round';
      ctx.lineWidth = r * 0.3;
      ctx.beginPath();
      ctx.moveTo(r * 0.55, 0);
      ctx.bezierCurveTo(r * 0.1, -r * 0.45, -r * 0.3, r * 0.45, -r * 0.85, 0);
      ctx.stroke();
      ctx.strokeStyle = '#fff176';
      ctx.lineWidth = r * 0.08;
      ctx.stroke();
      ctx.fillStyle = '#d32f2f';
      for (let i = 0; i < 6; i++) {
        const x = r * (0.4 - i * 0.22);
        ctx.beginPath();
        ctx.moveTo(x, -r * 0.05 - r * 0.3 * Math.cos(i));
        ctx.lineTo(x - r * 0.08, -r * 0.32 - r * 0.3 * Math.cos(i));
        ctx.lineTo(x - r * 0.16, -r * 0.05 - r * 0.3 * Math.cos(i));
        ctx.fill();
      }
      ctx.fillStyle = '#fbc02d';
      ctx.beginPath();
      ctx.ellipse(r * 0.7, 0, r * 0.28, r * 0.2, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = '#ffe082';
      ctx.lineWidth = r * 0.025;
      ctx.beginPath();
      ctx.moveTo(r * 0.9, r * 0.05);
      ctx.quadraticCurveTo(r * 1.05, r * 0.3, r * 0.85, r * 0.45);
      ctx.moveTo(r * 0.9, -r * 0.05);
      ctx.quadraticCurveTo(r * 1.05, -r * 0.3, r * 0.85, -r * 0.45);
      ctx.stroke();
      eye(ctx, r * 0.75, -r * 0.07, r * 0.06);
    }
  }
  ctx.restore();
}

export interface Sprites {
  /** Device pixels per world unit the sprites were drawn for. */
  scale: number;
  water: HTMLCanvasElement;
  /** Per rank: the kind facing right, facing left, and its "×N" label. */
  fish: HTMLCanvasElement[];
  fishLeft: HTMLCanvasElement[];
  labels: HTMLCanvasElement[];
}

function offscreen(w: number, h: number): [HTMLCanvasElement, Ctx | null] {
  const c = document.createElement('canvas');
  c.width = Math.max(1, Math.ceil(w));
  c.height = Math.max(1, Math.ceil(h));
  return [c, c.getContext('2d')];
}

/** Draws the sprites for a scene of world size width x height at `scale` device px per unit. */
export function makeSprites(
  width: number,
  height: number,
  scale: number,
  kinds: readonly { rank: number; multiplier: number; radius: number }[],
): Sprites {
  const [water, w] = offscreen(width * scale, height * scale);
  if (w) {
    const g = w.createLinearGradient(0, 0, 0, water.height);
    g.addColorStop(0, '#0b6a8f');
    g.addColorStop(0.55, '#084a6e');
    g.addColorStop(1, '#062c45');
    w.fillStyle = g;
    w.fillRect(0, 0, water.width, water.height);
    // Light rays from the surface.
    w.fillStyle = 'rgba(255,255,255,0.05)';
    for (let i = 0; i < 5; i++) {
      const x = (0.1 + i * 0.2) * water.width;
      w.beginPath();
      w.moveTo(x - 20 * scale, 0);
      w.lineTo(x + 30 * scale, 0);
      w.lineTo(x + 160 * scale, water.height);
      w.lineTo(x + 60 * scale, water.height);
      w.fill();
    }
    // Sand and weed at the bottom.
    w.fillStyle = '#0a3550';
    w.beginPath();
    w.moveTo(0, water.height);
    for (let x = 0; x <= width; x += 50) {
      w.lineTo(x * scale, (height - 18 - 10 * Math.sin(x / 70)) * scale);
    }
    w.lineTo(water.width, water.height);
    w.fill();
    w.strokeStyle = '#1b7a5a';
    w.lineWidth = 5 * scale;
    w.lineCap = 'round';
    for (const x of [0.06, 0.14, 0.82, 0.9, 0.96].map((f) => f * width)) {
      w.beginPath();
      w.moveTo(x * scale, height * scale);
      w.quadraticCurveTo(
        (x + 25) * scale,
        (height - 60) * scale,
        x * scale,
        (height - 110) * scale,
      );
      w.stroke();
    }
  }
  const fishSprite = (k: (typeof kinds)[number], facing: 1 | -1) => {
    const [c, ctx] = offscreen(k.radius * 2.3 * scale, k.radius * 2.3 * scale);
    if (ctx) {
      ctx.translate(c.width / 2, c.height / 2);
      ctx.scale(scale * facing, scale);
      drawFishKind(ctx, k.rank, k.radius);
    }
    return c;
  };
  const fish = kinds.map((k) => fishSprite(k, 1));
  const fishLeft = kinds.map((k) => fishSprite(k, -1));
  const labels = kinds.map((k) => {
    const text = `×${k.multiplier}`;
    const size = 22 * scale;
    const [c, ctx] = offscreen(size * (text.length * 0.62 + 0.8), size * 1.4);
    if (ctx) {
      ctx.font = `700 ${size}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.lineWidth = 4 * scale;
      ctx.strokeStyle = 'rgba(0,0,0,0.8)';
      ctx.strokeText(text, c.width / 2, c.height / 2);
      ctx.fillStyle = k.multiplier >= 20 ? '#ffd54f' : '#ffffff';
      ctx.fillText(text, c.width / 2, c.height / 2);
    }
    return c;
  });
  return { scale, water, fish, fishLeft, labels };
}

/** How far below a kind's centre its label sits, in half lengths (a shark is long and thin). */
const LABEL_DROP = [0.55, 1.05, 0.8, 0.75, 0.6, 0.6, 0.55, 0.35, 0.6, 0.45];

function drawFish(ctx: Ctx, world: World, f: WorldFish, s: Sprites) {
  const right = f.x1 > f.x0;
  const sprite = (right ? s.fish : s.fishLeft)[f.kind.rank];
  if (!sprite) return;
  const k = s.scale;
  // A swimming fish is its sprite copied pixel for pixel (no scaling or rotation: the fast path);
  // only a caught fish turns and shrinks as it goes.
  if (f.state === 'caught') {
    const t = Math.min(1, f.stateT / 0.9);
    const shrink = 1 - t * 0.5;
    ctx.globalAlpha = 1 - t;
    ctx.setTransform(shrink, 0, 0, shrink, f.x * k, f.y * k);
    if (!world.reducedMotion) ctx.rotate(t * Math.PI * 3);
    ctx.drawImage(sprite, -sprite.width / 2, -sprite.height / 2);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    return;
  }
  if (f.state === 'escaping') {
    ctx.globalAlpha = world.reducedMotion ? Math.max(0, 1 - f.stateT / 1.2) : 0.85;
  }
  ctx.drawImage(
    sprite,
    Math.round(f.x * k - sprite.width / 2),
    Math.round(f.y * k - sprite.height / 2),
  );
  if (f.state !== 'escaping') {
    const label = s.labels[f.kind.rank];
    if (label)
      ctx.drawImage(
        label,
        Math.round(f.x * k - label.width / 2),
        Math.round((f.y + f.radius * (LABEL_DROP[f.kind.rank] ?? 0.7)) * k),
      );
  }
  ctx.globalAlpha = 1;
}

/** Draws one frame of the scene (the canvas is width x height world units at sprites.scale). */
export function drawWorld(ctx: Ctx, world: World, s: Sprites) {
  const k = s.scale;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(s.water, 0, 0);
  // Rising bubbles (still where motion is reduced).
  ctx.fillStyle = 'rgba(255,255,255,0.25)';
  ctx.beginPath();
  for (let i = 0; i < 14; i++) {
    const x = ((i * 137) % world.width) + 8 * Math.sin(world.time + i);
    const rise = world.reducedMotion ? 0 : world.time * (20 + (i % 4) * 8);
    const y = world.height - ((i * 89 + rise) % world.height);
    const r = (2 + (i % 3)) * k;
    ctx.moveTo(x * k + r, y * k);
    ctx.arc(x * k, y * k, r, 0, Math.PI * 2);
  }
  ctx.fill();
  for (const f of world.fish) drawFish(ctx, world, f, s);

  // The lock ring on the fish the keyboard aims at.
  const locked = world.fish.find((f) => f.id === world.lockedId);
  if (locked) {
    ctx.strokeStyle = '#ffeb3b';
    ctx.lineWidth = 3 * k;
    ctx.setLineDash([8 * k, 6 * k]);
    ctx.beginPath();
    ctx.arc(locked.x * k, locked.y * k, locked.radius * 1.1 * k, 0, Math.PI * 2);
    ctx.stroke();
    ctx.setLineDash([]);
  }

  for (const shot of world.shots) {
    if (shot.state === 'flying') {
      ctx.fillStyle = '#ffe082';
      ctx.beginPath();
      ctx.arc(shot.x * k, shot.y * k, 7 * k, 0, Math.PI * 2);
      ctx.fill();
    } else {
      // The net: open while waiting, then gold on a catch, fading.
      const fade = shot.state === 'done' ? Math.max(0, 1 - shot.doneT / 0.6) : 1;
      const hit = shot.state === 'done' && shot.outcome?.hit;
      ctx.globalAlpha = fade;
      ctx.strokeStyle = hit ? '#ffd54f' : '#e1f5fe';
      ctx.lineWidth = 2.5 * k;
      const r = 42 * k;
      ctx.beginPath();
      ctx.arc(shot.x * k, shot.y * k, r, 0, Math.PI * 2);
      for (let i = 0; i < 4; i++) {
        const a = (i / 4) * Math.PI;
        ctx.moveTo(shot.x * k + Math.cos(a) * r, shot.y * k + Math.sin(a) * r);
        ctx.lineTo(shot.x * k - Math.cos(a) * r, shot.y * k - Math.sin(a) * r);
      }
      ctx.stroke();
      ctx.globalAlpha = 1;
    }
  }

  // Wins float up from the fish caught.
  ctx.font = `800 ${30 * k}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 5 * k;
  for (const p of world.popups) {
    ctx.globalAlpha = Math.max(0, 1 - p.t / 1.4);
    ctx.strokeStyle = 'rgba(0,0,0,0.85)';
    ctx.strokeText(p.text, p.x * k, p.y * k);
    ctx.fillStyle = '#ffd54f';
    ctx.fillText(p.text, p.x * k, p.y * k);
  }
  ctx.globalAlpha = 1;

  // The cannon: a base and a barrel turned to the aim.
  const c = cannonAt(world);
  const big = k * 1.3;
  ctx.setTransform(big, 0, 0, big, c.x * k, (c.y + 10) * k);
  ctx.rotate(world.aim);
  ctx.fillStyle = '#b0bec5';
  ctx.fillRect(-11, -62, 22, 62);
  ctx.fillStyle = '#eceff1';
  ctx.fillRect(-14, -70, 28, 12);
  ctx.setTransform(big, 0, 0, big, c.x * k, (c.y + 10) * k);
  ctx.fillStyle = '#ffb300';
  ctx.beginPath();
  ctx.arc(0, 10, 34, Math.PI, 0);
  ctx.fill();
  ctx.fillStyle = '#ff8f00';
  ctx.beginPath();
  ctx.arc(0, 0, 12, 0, Math.PI * 2);
  ctx.fill();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
}
