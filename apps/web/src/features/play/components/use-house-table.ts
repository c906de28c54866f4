// What a built-in game's page keeps between rounds: the balance, the fair seed (its nonce moves
// on with every round; a seed change replaces it) and this visit's recent rounds for the
// fairness panel.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { THouseSeed } from '@wps/contracts/games/house-common';
import type { THouseSeedChange } from '@wps/contracts/games/house-seed';
import type { THouseSession } from '@wps/contracts/games/house-session';
import { formatMinor } from '../../../lib/money-amount';
import { rotateSeed, setClientSeed } from '../api/use-house';
import type { FairRound, RevealedSeed } from './fairness-panel';

const RECENT_ROUNDS = 10;

export interface HouseRoundAnswer {
  roundId: number;
  nonce: number;
  serverSeedHash: string;
  balance: string;
  win: string;
}

export function useHouseTable(token: string, session: THouseSession | undefined) {
  const { t } = useTranslation();
  const [balance, setBalance] = useState<string | null>(null);
  const [seed, setSeed] = useState<THouseSeed | null>(null);
  const [rounds, setRounds] = useState<FairRound[]>([]);

  const sessionSeed = session?.seed ?? null;
  const played = useCallback(
    (answer: HouseRoundAnswer) => {
      const summary = t('play.fair.winSummary', { win: formatMinor(answer.win) });
      setBalance(answer.balance);
      // The client seed stays until the player changes it (a seed change answers the new pair).
      setSeed((current) => ({
        serverSeedHash: answer.serverSeedHash,
        clientSeed: (current ?? sessionSeed)?.clientSeed ?? '',
        nonce: answer.nonce + 1,
      }));
      setRounds((list) =>
        [
          { roundId: String(answer.roundId), nonce: answer.nonce, summary },
          ...list.filter((r) => r.roundId !== String(answer.roundId)),
        ].slice(0, RECENT_ROUNDS),
      );
    },
    [sessionSeed, t],
  );

  const applyChange = useCallback((change: THouseSeedChange): RevealedSeed => {
    setSeed(change.next);
    return change.revealed;
  }, []);

  const onSetClientSeed = useCallback(
    async (clientSeed: string) => applyChange(await setClientSeed(token, clientSeed)),
    [token, applyChange],
  );
  const onRotate = useCallback(
    async () => applyChange(await rotateSeed(token)),
    [token, applyChange],
  );

  return {
    balance: balance ?? session?.balance ?? null,
    seed: seed ?? session?.seed ?? null,
    rounds,
    played,
    setBalance,
    onSetClientSeed,
    onRotate,
  };
}

export type HouseTable = ReturnType<typeof useHouseTable>;
