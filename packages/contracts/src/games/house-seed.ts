// Provably fair seeds: choosing a client seed or rotating ends the active pair, reveals its
// server seed (so every round played with it can be recomputed) and starts a new pair at nonce 0.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZClientSeed, ZHouseSeed, ZHouseTokenBody, ZLaunchToken } from './house-common';

export const ZHouseSeedChange = z.object({
  revealed: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** The last nonce played with it; null when no round was. */
    lastNonce: z.number().int().nullable(),
  }),
  next: ZHouseSeed,
});
export type THouseSeedChange = z.infer<typeof ZHouseSeedChange>;

export const houseSeedClient = defineContract({
  method: 'POST',
  path: '/wps/house/seed/client',
  summary:
    'Built-in games: set the client seed; reveals the old server seed and starts a new pair (nonce 0)',
  tag: 'house',
  access: 'public',
  body: z.strictObject({ token: ZLaunchToken, clientSeed: ZClientSeed }),
  value: ZHouseSeedChange,
});

export const houseSeedRotate = defineContract({
  method: 'POST',
  path: '/wps/house/seed/rotate',
  summary: 'Built-in games: reveal the server seed and start a new one (same client seed, nonce 0)',
  tag: 'house',
  access: 'public',
  body: ZHouseTokenBody,
  value: ZHouseSeedChange,
});
