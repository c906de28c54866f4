// What the session shows of a game's rules: the slot's strips, paylines and paytable, the fish
// kinds, the card game, and each one's exact theoretical return from packages/games.
import type { THouseSession } from '@wps/contracts/games/house-session';
import { FISH_DRAW_RANGE, FISH_KINDS, fishRtpOverall } from '@wps/games/fish';
import { pvpRtp } from '@wps/games/pvp';
import { JACKPOT_ONE_IN, slotRtp } from '@wps/games/slot';
import type { HouseGame } from './play';
import { slotOf } from './slot';

type Rules = Pick<THouseSession['game'], 'lines' | 'rtp' | 'slot' | 'fish' | 'pvp'>;

export function gameRules(game: HouseGame): Rules {
  if (game.engine === 'slot') {
    const def = slotOf(game);
    return {
      lines: def.lines.length,
      rtp: slotRtp(def),
      slot: {
        variant: def.id,
        reels: def.reels.map((strip) => [...strip]),
        paylines: def.lines.map((line) => [...line]),
        paytable: Object.fromEntries(Object.entries(def.paytable).map(([s, p]) => [s, [...p]])),
        wild: def.wild ?? null,
        scatter: def.scatter
          ? {
              symbol: def.scatter.symbol,
              pays: Object.fromEntries(
                Object.entries(def.scatter.pays).map(([n, m]) => [String(n), m]),
              ),
            }
          : null,
        jackpotOneIn: JACKPOT_ONE_IN,
      },
    };
  }
  if (game.engine === 'fish') {
    return {
      lines: 0,
      // Every kind returns the same; this is the mean over kinds as they swim by.
      rtp: fishRtpOverall(),
      fish: FISH_KINDS.map((k) => ({
        id: k.id,
        name: k.name,
        multiplier: k.multiplier,
        multiplierPercent: k.multiplier * 100,
        hitChance: k.threshold / FISH_DRAW_RANGE,
      })),
    };
  }
  return { lines: 0, rtp: pvpRtp(), pvp: { variant: 'shan-koe-mee', name: 'Shan Koe Mee' } };
}
