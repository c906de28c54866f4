// The built-in slot: every RNG game the house plays spins on the slot engine, with the paytable
// variant its game code picks (slotVariantFor) and the game's paylines.
import type { TSlotSpin, TSlotSpinRequest } from '@wps/contracts/games/house-slot';
import { SLOT_ROUND_BYTES, slotVariantFor, spin, type SlotDefinition } from '@wps/games/slot';
import { AppError } from '../../../errors';
import { betLimits, checkBetRange } from './limits';
import { openPlay, type HouseDeps, type HouseGame } from './play';
import { playRound } from './rounds';

/** The paylines of a game with none recorded (an RNG game that is not a slot, e.g. scratch). */
export const DEFAULT_SLOT_LINES = 20;

export function slotOf(game: HouseGame): SlotDefinition {
  return slotVariantFor(game.code, game.lines > 0 ? game.lines : DEFAULT_SLOT_LINES);
}

interface SlotOutcome {
  [k: string]: string | number | boolean | string[][] | number[] | LineWinJson[];
  stops: number[];
  reels: string[][];
  wins: LineWinJson[];
  scatterCount: number;
  scatterWin: string;
  jackpotHit: boolean;
}
type LineWinJson = { line: number; symbol: string; count: number; multiplier: number; win: string };

export async function slotSpin(deps: HouseDeps, body: TSlotSpinRequest): Promise<TSlotSpin> {
  const play = await openPlay(deps, body.token, 'slot');
  const def = slotOf(play.game);
  if (body.lines > def.lines.length) {
    throw new AppError(
      'VALIDATION_FAILED',
      `This game has ${def.lines.length} paylines.`,
      'body.lines',
    );
  }
  const stake = BigInt(body.stake);
  const total = stake * BigInt(body.lines);
  checkBetRange(total, betLimits(play.game));
  const round = await playRound(deps.db, play, {
    clientKey: body.clientKey,
    engine: 'slot',
    bet: { stake: body.stake, lines: body.lines, variant: def.id },
    amount: total,
    prefetch: SLOT_ROUND_BYTES,
    // The pool is real money: trial spins neither feed it nor win it.
    hasJackpot: !play.isTrial,
    draw(rng) {
      const r = spin(def, rng, stake, body.lines);
      const outcome: SlotOutcome = {
        stops: r.stops,
        reels: r.grid,
        wins: r.lineWins.map((w) => ({ ...w, win: w.win.toString() })),
        scatterCount: r.scatterCount,
        scatterWin: r.scatterWin.toString(),
        jackpotHit: r.jackpot,
      };
      return { outcome, win: r.win, jackpot: r.jackpot };
    },
  });
  const o = round.outcome as unknown as SlotOutcome;
  return {
    roundId: round.roundId,
    nonce: round.nonce,
    serverSeedHash: round.serverSeedHash,
    stops: o.stops,
    reels: o.reels,
    wins: o.wins,
    scatterCount: o.scatterCount,
    scatterWin: o.scatterWin,
    jackpotWin: round.jackpotWin.toString(),
    win: (round.win + round.jackpotWin).toString(),
    bet: total.toString(),
    balance: round.balance,
  };
}
