// /play/fish: the built-in fishing game. The scene (fish-canvas.tsx) shows fish swimming by and a
// cannon; a shot at a fish is one round through /wps/house/fish/shoot at that fish's kind and the
// chosen stake, with its own client key (the same again when a failed shot is retried). The
// server's round decides caught or escaped; the scene only shows it. The counters add up this
// visit's shots, stakes and wins.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFishShot } from '@wps/contracts/games/house-fish';
import { FISH_KINDS } from '@wps/games/fish';
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
import { FishCanvas } from './fish-canvas';
import type { ShotOutcome, WorldKind } from './fish-world';

/** A multiplier in hundredths as text: 250 -> "2.5", 1000 -> "10". */
function multiplierText(percent: number): string {
  const whole = Math.floor(percent / 100);
  const rest = percent % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

interface Tally {
  shots: number;
  bet: bigint;
  won: bigint;
}

export function FishPage() {
  const { t } = useTranslation();
  const { token } = usePlayParams();
  const session = useHouseSession(token);
  const table = useHouseTable(token, session.data);
  const requestKey = useRequestKey();
  const game = session.data?.game;
  const kinds = useMemo(() => game?.fish ?? [], [game]);
  // The scene's kinds in the session's order (their art and size), as often as the engine's
  // spawn weights say (decoration: which fish swim by changes no shot's chances).
  const worldKinds = useMemo<WorldKind[]>(
    () =>
      kinds.map((k, rank) => ({
        id: k.id,
        rank,
        multiplier: k.multiplier,
        spawnWeight: FISH_KINDS.find((f) => f.id === k.id)?.spawnWeight ?? 1,
      })),
    [kinds],
  );
  const { stakes, chosenStake, setStake } = useStakeLadder(game?.minBet, game?.maxBet);
  const { busy, error, run } = usePlayAction();
  const [last, setLast] = useState<TFishShot | null>(null);
  const [tally, setTally] = useState<Tally>({ shots: 0, bet: 0n, won: 0n });
  const kindName = useCallback(
    (id: string) => t(`play.fish.kinds.${id}`, { defaultValue: id }),
    [t],
  );

  async function shoot(target: string): Promise<ShotOutcome | null> {
    if (busy || chosenStake === null) return null;
    const request = { stake: chosenStake.toString(), target };
    let outcome: ShotOutcome | null = null;
    await run(async () => {
      const answer = await callApi(houseFishShootEndpoint, {
        body: { token, ...request, clientKey: requestKey.keyFor(request) },
        token: null,
      });
      requestKey.settle();
      setLast(answer);
      setTally((s) => ({
        shots: s.shots + 1,
        bet: s.bet + BigInt(answer.bet),
        won: s.won + BigInt(answer.win),
      }));
      table.played(answer);
      outcome = { hit: answer.hit, winText: `+${formatMinor(answer.win)}` };
    });
    return outcome;
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
              <FishCanvas
                kinds={worldKinds}
                disabled={busy || chosenStake === null}
                onShoot={shoot}
                kindName={kindName}
              />
              <p className="fish-game__hint">{t('play.fish.hint')}</p>
              <div className="play-controls">
                <StakeSelect
                  choices={stakes}
                  value={chosenStake}
                  onChange={setStake}
                  disabled={busy}
                />
              </div>
              <dl className="play-stats">
                <div>
                  <dt>{t('play.fish.shots')}</dt>
                  <dd data-testid="fish-shots">{tally.shots}</dd>
                </div>
                <div>
                  <dt>{t('play.fish.totalBet')}</dt>
                  <dd data-testid="fish-total-bet">{formatMinor(tally.bet)}</dd>
                </div>
                <div>
                  <dt>{t('play.fish.won')}</dt>
                  <dd className={tally.won > 0n ? 'play-win' : undefined} data-testid="fish-won">
                    {formatMinor(tally.won)}
                  </dd>
                </div>
              </dl>
              <PlayError error={error} />
              <p
                role="status"
                className={last?.hit ? 'play-win' : undefined}
                data-testid="fish-result"
              >
                {last &&
                  (last.hit
                    ? t('play.fish.hitWin', {
                        kind: kindName(last.target),
                        multiplier: multiplierText(last.multiplierPercent),
                        win: formatMinor(last.win),
                      })
                    : t('play.fish.missed', { kind: kindName(last.target) }))}
              </p>
            </section>
          </div>
          <aside>
            <section className="play-panel" aria-labelledby="fish-info-title">
              <h2 id="fish-info-title" className="play-panel__title">
                {t('play.info.title')}
              </h2>
              <p>{t('play.info.rtp', { rtp: formatRtp(game.rtp) })}</p>
              <p>{t('play.fish.fairNote', { rtp: formatRtp(game.rtp) })}</p>
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
