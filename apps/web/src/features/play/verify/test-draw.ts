// A lottery draw as GET /lgw/draw answers it, drawn by the real engine from its seed: the verify
// page's tests start from it and change one thing.
import type { TDrawDetail } from '@wps/contracts/lottery/lottery-common';
import { sha256Hex } from '@wps/games/fair';
import { drawFromSeed } from '@wps/games/lottery';

export const DRAW_SEED = '5d0c7e2a9b1f4c6e8a3d2f1b0e9c8a7d6f5e4d3c2b1a09f8e7d6c5b4a3928170';

export async function drawnDraw(overrides: Partial<TDrawDetail> = {}): Promise<TDrawDetail> {
  const gameCode = 'LUCKY4D';
  const numero = '20261121';
  const clientSeed = `${gameCode}:${numero}`;
  return {
    drawId: 5,
    gameId: 1,
    gameCode,
    remark: 'Lucky 4D',
    layout: 'sea4d',
    numero,
    state: 'settled',
    drawAt: '2026-11-21T11:00:00.000Z',
    lockAt: '2026-11-21T10:55:00.000Z',
    serverSeedHash: await sha256Hex(DRAW_SEED),
    serverSeed: DRAW_SEED,
    clientSeed,
    nonce: 0,
    numbers: await drawFromSeed('sea4d', DRAW_SEED, clientSeed),
    timeZone: 'Asia/Yangon',
    ...overrides,
  };
}
