// /play/fish: the built-in fishing game's client. The player picks a kind of fish (a button, or a
// fish in the scene) and a stake; each shot is one round through /wps/house/fish/shoot with its
// own client key (the same again when a failed shot is retried).
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFishShot } from '@wps/contracts/games/house-fish';
import { formatMinor } from '../../../lib/money-amount';
import { useRequestKey } from '../../../lib/use-request-key';
import { houseFishShootEndpoint } from '../api/play-endpoints';
import { callApi, useHouseSession } from '../api/use-house';
import { HouseFairness } from '../components/house-fairness';
import { PlayError } from '../components/play-error';
import { PlayShell } from '../components/play-shell';
import { StakeSelect, useStakeLadder } from '../components/stake-select';
import { useHouseTable } from '../components/use-house-table';
import { usePlayAction } from '../components/use-play-action';
import { usePlayParams } from '../play-params';
import { formatRtp } from '../components/format-rtp';
import { FishScene, type SceneFish } from './fish-scene';

/** A multiplier in hundredths as text: 250 -> "2.5", 1000 -> "10". */
function multiplierText(percent: number): string {
  const whole = Math.floor(percent / 100);
  const rest = percent % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

export function FishPage() {
  const { t } = useTranslation();
  const { token } = usePlayParams();
  const session = useHouseSession(token);
  const table = useHouseTable(token, session.data);
  const requestKey = useRequestKey();
  const game = session.data?.game;
  const kinds = useMemo(() => game?.fish ?? [], [game]);
  const [target, setTarget] = useState<string | null>(null);
  const { stakes, chosenStake, setStake } = useStakeLadder(game?.minBet, game?.maxBet);
  const { busy, error, run } = usePlayAction();
  const [last, setLast] = useState<TFishShot | null>(null);
  const chosenTarget = target ?? kinds[0]?.id ?? null;
  const scene = useMemo<SceneFish[]>(
    () =>
      Array.from({ length: Math.min(8, kinds.length * 2) }, (_, i) => {
        const rank = (i * 3) % Math.max(1, kinds.length);
        return { kind: kinds[rank]?.id ?? '', rank };
      }),
    [kinds],
  );
  const kindName = (id: string) => t(`play.fish.kinds.${id}`, { defaultValue: id });

  async function shoot() {
    if (busy || chosenStake === null || chosenTarget === null) return;
    const request = { stake: chosenStake.toString(), target: chosenTarget };
    await run(async () => {
      const answer = await callApi(houseFishShootEndpoint, {
        body: { token, ...request, clientKey: requestKey.keyFor(request) },
        token: null,
      });
      requestKey.settle();
      setLast(answer);
      table.played(answer);
    });
  }

  return (
    <PlayShell
      title={game?.name ?? t('play.fish.title')}
      balance={table.balance}
      currency={session.data?.currency}
      hasToken={token !== ''}
      isLoading={session.isPending}
      loadError={session.error}
    >
      {game && (
        <div className="play-layout">
          <div>
            <section className="play-table" aria-label={t('play.fish.title')}>
              <FishScene fish={scene} target={chosenTarget} onAim={setTarget} />
              <fieldset className="play-controls" style={{ border: 0, padding: 0 }}>
                <legend className="play-field">{t('play.fish.target')}</legend>
                {kinds.map((k) => (
                  <button
                    key={k.id}
                    type="button"
                    className="play-choice"
                    aria-pressed={chosenTarget === k.id}
                    onClick={() => setTarget(k.id)}
                    disabled={busy}
                  >
                    {kindName(k.id)} ×{multiplierText(k.multiplierPercent)}
                  </button>
                ))}
              </fieldset>
              <div className="play-controls">
                <StakeSelect
                  choices={stakes}
                  value={chosenStake}
                  onChange={setStake}
                  disabled={busy}
                />
                <button
                  type="button"
                  className="play-button play-button--big"
                  onClick={shoot}
                  disabled={busy || chosenStake === null || chosenTarget === null}
                  aria-busy={busy}
                >
                  {t('play.fish.shoot')}
                </button>
              </div>
              <PlayError error={error} />
              {last && !busy && (
                <p role="status" className={last.hit ? 'play-win' : undefined}>
                  {last.hit
                    ? t('play.fish.hitWin', {
                        kind: kindName(last.target),
                        multiplier: multiplierText(last.multiplierPercent),
                        win: formatMinor(last.win),
                      })
                    : t('play.fish.missed', { kind: kindName(last.target) })}
                </p>
              )}
            </section>
          </div>
          <aside>
            <section className="play-panel" aria-labelledby="fish-info-title">
              <h2 id="fish-info-title" className="play-panel__title">
                {t('play.info.title')}
              </h2>
              <p>{t('play.info.rtp', { rtp: formatRtp(game.rtp) })}</p>
              <table className="play-table-grid">
                <thead>
                  <tr>
                    <th scope="col">{t('play.fish.kind')}</th>
                    <th scope="col">{t('play.fish.pays')}</th>
                    <th scope="col">{t('play.fish.chance')}</th>
                  </tr>
                </thead>
                <tbody>
                  {kinds.map((k) => (
                    <tr key={k.id}>
                      <th scope="row">{kindName(k.id)}</th>
                      <td>×{multiplierText(k.multiplierPercent)}</td>
                      <td>{(k.hitChance * 100).toFixed(2)}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <HouseFairness table={table} busy={busy} />
          </aside>
        </div>
      )}
    </PlayShell>
  );
}
