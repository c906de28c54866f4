// The fishing scene on one canvas: requestAnimationFrame steps and draws the world (fish-world.ts,
// fish-art.ts) and reads nothing from the page while it runs. The canvas size and the device
// pixel ratio are read only when the canvas is resized; the loop stops while the tab is hidden;
// under prefers-reduced-motion the fish stay still and shots land at once.
// A tap or click shoots at the fish nearest the point (the mouse also turns the cannon); with the
// keyboard, the arrows move the aim from fish to fish and Enter or Space shoots. A shot asks the
// page for the round (onShoot) and the net shows what the server answered: caught or escaped.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { makeSprites, drawWorld, type Sprites } from './fish-art';
import {
  aimAt,
  createWorld,
  fireAt,
  fishNearest,
  fishRadius,
  lockedFish,
  moveLock,
  resizeWorld,
  resolveShot,
  step,
  WORLD_WIDTH,
  worldSize,
  type ShotOutcome,
  type World,
  type WorldFish,
  type WorldKind,
} from './fish-world';

const FALLBACK_ASPECT = 0.6;
/** Frames longer than this (a stalled tab) advance the scene by this much only. */
const MAX_STEP = 0.05;

function reducedMotionQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)')
    : null;
}

export function FishCanvas({
  kinds,
  disabled,
  onShoot,
  kindName,
}: {
  kinds: readonly WorldKind[];
  /** No new shot while true (a shot is out, or no stake is chosen). */
  disabled: boolean;
  /** Plays the round at a kind; answers what to show, or null when no round was played. */
  onShoot: (kind: string) => Promise<ShotOutcome | null>;
  kindName: (id: string) => string;
}) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const worldRef = useRef<World | null>(null);
  const disabledRef = useRef(disabled);
  const onShootRef = useRef(onShoot);
  /** A shot is out: set at once on the tap, before the page re-renders as busy. */
  const inFlightRef = useRef(false);
  const [aimed, setAimed] = useState<WorldFish | null>(null);

  useEffect(() => {
    disabledRef.current = disabled;
    onShootRef.current = onShoot;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || kinds.length === 0) return;
    const query = reducedMotionQuery();
    // Without matchMedia nothing says motion is fine: keep still.
    const world = createWorld(kinds, WORLD_WIDTH * FALLBACK_ASPECT, query?.matches ?? true);
    worldRef.current = world;
    // Opaque: the water covers every pixel, so the page need not blend the canvas.
    const ctx = canvas.getContext('2d', { alpha: false });
    let sprites: Sprites | null = null;

    const resize = (cssWidth: number, cssHeight: number) => {
      if (cssWidth <= 0 || cssHeight <= 0) return;
      // Past 2 device pixels per CSS pixel a phone only spends time the eye does not see.
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = Math.round(cssWidth * dpr);
      canvas.height = Math.round(cssHeight * dpr);
      const size = worldSize(cssWidth, cssHeight);
      resizeWorld(world, size.width, size.height);
      const scale = canvas.width / size.width;
      sprites = makeSprites(
        world.width,
        world.height,
        scale,
        kinds.map((k) => ({ ...k, radius: fishRadius(k.rank) })),
      );
    };
    let observer: ResizeObserver | null = null;
    if (typeof ResizeObserver === 'function') {
      observer = new ResizeObserver(([entry]) => {
        if (entry) resize(entry.contentRect.width, entry.contentRect.height);
      });
      observer.observe(canvas);
    }

    let raf = 0;
    let last = 0;
    const frame = (now: number) => {
      raf = requestAnimationFrame(frame);
      const dt = last === 0 ? 0 : Math.min(MAX_STEP, (now - last) / 1000);
      last = now;
      step(world, dt, kinds);
      if (ctx && sprites) drawWorld(ctx, world, sprites);
    };
    const start = () => {
      if (raf !== 0 || document.visibilityState === 'hidden') return;
      last = 0;
      raf = requestAnimationFrame(frame);
    };
    const stop = () => {
      cancelAnimationFrame(raf);
      raf = 0;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
    const onMotion = (e: MediaQueryListEvent) => {
      world.reducedMotion = e.matches;
    };
    document.addEventListener('visibilitychange', onVisibility);
    query?.addEventListener('change', onMotion);
    start();
    return () => {
      stop();
      observer?.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
      query?.removeEventListener('change', onMotion);
      worldRef.current = null;
    };
  }, [kinds]);

  function shootAt(fish: WorldFish) {
    const world = worldRef.current;
    if (!world || disabledRef.current || inFlightRef.current) return;
    const shotId = fireAt(world, fish);
    if (shotId === null) return;
    inFlightRef.current = true;
    setAimed(null);
    onShootRef.current(fish.kind.id).then(
      (outcome) => {
        inFlightRef.current = false;
        resolveShot(world, shotId, outcome);
      },
      () => {
        inFlightRef.current = false;
        resolveShot(world, shotId, null);
      },
    );
  }

  /** The scene point under a pointer (read in the event, never in the loop). */
  function scenePoint(e: PointerEvent<HTMLCanvasElement>, world: World) {
    const rect = e.currentTarget.getBoundingClientRect();
    const w = rect.width || world.width;
    return {
      x: ((e.clientX - rect.left) / w) * world.width,
      y: ((e.clientY - rect.top) / (rect.height || w * FALLBACK_ASPECT)) * world.height,
    };
  }

  function onPointerDown(e: PointerEvent<HTMLCanvasElement>) {
    const world = worldRef.current;
    if (!world) return;
    const p = scenePoint(e, world);
    aimAt(world, p.x, p.y);
    const fish = fishNearest(world, p.x, p.y);
    if (fish) shootAt(fish);
  }

  function onPointerMove(e: PointerEvent<HTMLCanvasElement>) {
    const world = worldRef.current;
    if (!world || e.pointerType !== 'mouse') return;
    const p = scenePoint(e, world);
    aimAt(world, p.x, p.y);
  }

  function onKeyDown(e: KeyboardEvent<HTMLCanvasElement>) {
    const world = worldRef.current;
    if (!world) return;
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      setAimed(moveLock(world, e.key === 'ArrowLeft' ? -1 : 1));
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const fish = lockedFish(world) ?? moveLock(world, 1);
      if (fish) shootAt(fish);
    }
  }

  return (
    <div className="fish-game">
      <canvas
        ref={canvasRef}
        className="fish-game__canvas"
        tabIndex={0}
        role="application"
        aria-label={t('play.fish.sceneLabel')}
        aria-describedby="fish-game-aim"
        aria-disabled={disabled}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onKeyDown={onKeyDown}
      />
      <p id="fish-game-aim" className="visually-hidden" aria-live="polite">
        {aimed
          ? t('play.fish.aiming', {
              kind: kindName(aimed.kind.id),
              multiplier: aimed.kind.multiplier,
            })
          : ''}
      </p>
    </div>
  );
}
