// The selected lottery: its draw taking bets (countdowns, committed hash), the bet slip, the
// latest result, the draw history and the member's bets (on a phone the member's bets come
// before the draw history: lottery.css). The near draws refresh by the timer
// rule; betting closes on screen when the countdown to the close reaches 0. A new result (or the
// latest one settled) refetches the history and the member's bets, so a win shows without a reload.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLotteryItem } from '@wps/contracts/lottery/lottery-common';
import { useNearDraws } from './api/use-near-draws';
import { useRefetchOnResult } from './api/use-refetch-on-result';
import { MyBets } from './bets/my-bets';
import { CurrentDraw, type ShownDraw } from './draw/current-draw';
import { DrawHistory } from './draw/draw-history';
import { DrawNumbers } from './draw/draw-numbers';
import { BetSlip } from './slip/bet-slip';
import { secondsLeft, useNow } from './use-now';

/** The menu item's draw, until the near draws have answered. */
function drawOfItem(item: TLotteryItem): ShownDraw {
  return {
    drawId: item.drawId,
    numero: item.numero,
    drawAt: item.winningTime,
    remainTime: item.remainTime,
    lockTime: item.lockTime,
    serverSeedHash: item.serverSeedHash,
  };
}

export function LotteryGame({
  item,
  itemFetchedAt,
  initialPlayType,
}: {
  item: TLotteryItem;
  itemFetchedAt: number;
  initialPlayType: string | null;
}) {
  const { t } = useTranslation();
  const resultId = useId();
  const near = useNearDraws(item.gameId);
  const now = useNow();
  const current = near.data ? near.data.current : drawOfItem(item);
  const fetchedAt = near.data ? near.dataUpdatedAt : itemFetchedAt;
  const lockLeft = current ? secondsLeft(current.lockTime, fetchedAt, now) : 0;
  const drawLeft = current ? secondsLeft(current.remainTime, fetchedAt, now) : 0;
  const previous = near.data?.previous ?? null;
  useRefetchOnResult(
    item.gameId,
    near.data ? (previous ? `${previous.drawId}:${previous.state}` : '') : null,
  );

  return (
    <div className="lottery-game">
      <h2 className="lottery-game__title">{item.remark}</h2>
      <div className="lottery-game__columns">
        <div className="lottery-game__main">
          {current ? (
            <>
              <CurrentDraw draw={current} lockLeft={lockLeft} drawLeft={drawLeft} />
              <BetSlip
                gameId={item.gameId}
                drawId={current.drawId}
                numero={current.numero}
                isOpen={lockLeft > 0}
                initialPlayType={initialPlayType}
              />
            </>
          ) : (
            <p className="lottery-status">{t('lottery.draw.none')}</p>
          )}
        </div>
        <div className="lottery-game__side">
          <section className="lottery-card lottery-game__result" aria-labelledby={resultId}>
            <h3 id={resultId} className="lottery-card__title">
              {previous
                ? t('lottery.result.title', { numero: previous.numero })
                : t('lottery.result.titleNone')}
            </h3>
            {previous ? (
              <DrawNumbers draw={previous} />
            ) : (
              <p className="lottery-status">{t('lottery.result.none')}</p>
            )}
          </section>
          <DrawHistory gameId={item.gameId} />
        </div>
      </div>
      <MyBets gameId={item.gameId} />
    </div>
  );
}
