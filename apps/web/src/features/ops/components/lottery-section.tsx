// Lotteries: the site's own draws. Pick a lottery to see its schedule, set each play type's odds,
// stake limits and availability (admin), and look through its draws, cancelling an open one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOpsLottery } from '@wps/contracts/lottery/lottery-ops';
import { useOpsLotteries } from '../api/use-ops-lotteries';
import { ChoiceSelect } from './choice-select';
import { LotteryDraws } from './lottery-draws';
import { PaymentFacts } from './payment-row';
import { PlayTypeForm } from './play-type-form';
import { QueryView } from './query-view';

export function LotterySection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const list = useOpsLotteries();
  const [chosenId, setChosenId] = useState<number | null>(null);
  return (
    <QueryView query={list}>
      {(lotteries) => {
        const lottery = lotteries.find((l) => l.gameId === chosenId) ?? lotteries[0];
        if (!lottery) return <p className="ops-hint">{t('ops.lottery.empty')}</p>;
        return (
          <>
            <div className="ops-card ops-form">
              <label className="ops-field">
                <span>{t('ops.lottery.choose')}</span>
                <ChoiceSelect
                  choices={lotteries.map((l) => String(l.gameId))}
                  value={String(lottery.gameId)}
                  labelOf={(id) => {
                    const l = lotteries.find((x) => String(x.gameId) === id)!;
                    return `${l.name} · ${l.menuTag}`;
                  }}
                  onChange={(id) => setChosenId(Number(id))}
                />
              </label>
              <LotteryFacts lottery={lottery} />
            </div>
            <h2>{t('ops.lottery.playTypes')}</h2>
            {lottery.playTypes.map((playType) => (
              <PlayTypeForm
                key={`${lottery.gameId}:${playType.playType}`}
                lotteryId={lottery.gameId}
                playType={playType}
                canEdit={canEdit}
              />
            ))}
            <LotteryDraws key={lottery.gameId} lotteryId={lottery.gameId} canEdit={canEdit} />
          </>
        );
      }}
    </QueryView>
  );
}

function LotteryFacts({ lottery }: { lottery: TOpsLottery }) {
  const { t } = useTranslation();
  const days = lottery.drawDays.map((d) => t(`ops.lottery.weekDays.${d}`)).join(', ');
  const at = { days, time: lottery.drawTime, zone: lottery.timeZone };
  const schedule =
    lottery.intervalSeconds === null
      ? t('ops.lottery.scheduleDaily', at)
      : t('ops.lottery.scheduleFast', { ...at, minutes: lottery.intervalSeconds / 60 });
  return (
    <PaymentFacts
      facts={[
        [t('ops.lottery.code'), lottery.gameCode],
        [t('ops.lottery.menuTag'), lottery.menuTag],
        [t('ops.lottery.prizeMode'), lottery.prizeMode],
        [t('ops.lottery.layout'), t(`ops.lottery.layouts.${lottery.layout}`)],
        [t('ops.lottery.schedule'), schedule],
        [t('ops.lottery.lock'), t('ops.lottery.lockSeconds', { seconds: lottery.lockSeconds })],
        [t('ops.lottery.offered'), lottery.isActive ? null : t('ops.lottery.inactive')],
      ]}
    />
  );
}
