// The built-in fishing game: one shot is one round, at the fish kind the player aims at (the
// swimming scene is decoration; the catch depends only on the kind and the round's fair bytes).
import type { TFishShootRequest, TFishShot } from '@wps/contracts/games/house-fish';
import { FISH_ROUND_BYTES, fishKind, shoot } from '@wps/games/fish';
import { AppError } from '../../../errors';
import { betLimits, checkBetRange } from './limits';
import { openPlay, type HouseDeps } from './play';
import { playRound } from './rounds';

interface FishOutcome {
  [k: string]: string | number | boolean;
  target: string;
  hit: boolean;
  draw: number;
  multiplier: number;
  multiplierPercent: number;
  win: string;
}

export async function fishShoot(deps: HouseDeps, body: TFishShootRequest): Promise<TFishShot> {
  const play = await openPlay(deps, body.token, 'fish');
  const kind = fishKind(body.target);
  if (!kind) throw new AppError('VALIDATION_FAILED', 'No such fish.', 'body.target');
  const stake = BigInt(body.stake);
  checkBetRange(stake, betLimits(play.game));
  const round = await playRound(deps.db, play, {
    clientKey: body.clientKey,
    engine: 'fish',
    bet: { stake: body.stake, target: kind.id },
    amount: stake,
    prefetch: FISH_ROUND_BYTES,
    hasJackpot: false,
    draw(rng) {
      const r = shoot(rng, stake, kind);
      const outcome: FishOutcome = {
        target: r.target,
        hit: r.hit,
        draw: r.draw,
        multiplier: r.multiplier,
        multiplierPercent: r.multiplier * 100,
        win: r.win.toString(),
      };
      return { outcome, win: r.win };
    },
  });
  const o = round.outcome as unknown as FishOutcome;
  return {
    roundId: round.roundId,
    nonce: round.nonce,
    serverSeedHash: round.serverSeedHash,
    target: o.target,
    hit: o.hit,
    multiplier: o.multiplier,
    multiplierPercent: o.multiplierPercent,
    win: round.win.toString(),
    bet: stake.toString(),
    balance: round.balance,
  };
}
