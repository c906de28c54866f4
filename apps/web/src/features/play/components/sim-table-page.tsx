// A round-by-round betting table of a simulated vendor: the live baccarat table and the cockfight
// pit. The current event's count-down while betting is open, a stake and one button per pick
// (each click one bet with its own key, the same key again on a retry), the last results, the
// player's bets; everything refreshed every few seconds while the page is visible.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSimEvent, TSimSport } from '@wps/contracts/games/sim-common';
import { formatMinor } from '../../../lib/money-amount';
import { useRequestKey } from '../../../lib/use-request-key';
import { usePlaceSimBet, useSimBets, useSimEvents, useSimSession } from '../api/use-sim';
import { usePlayParams } from '../play-params';
import { formatOdds, potentialPayout } from '../sports/payout';
import { PlayError } from './play-error';
import { PlayShell } from './play-shell';
import { SimBetsList } from './sim-bets-list';
import { StakeSelect, useStakeLadder } from './stake-select';
import { useCountdown } from './use-countdown';
import { usePlayAction } from './use-play-action';

export function SimTablePage({
  sport,
  title,
  renderResults,
  renderEvent,
}: {
  sport: TSimSport;
  title: string;
  /** The last results, latest first. */
  renderResults: (results: TSimEvent[]) => ReactNode;
  /** Extra facts of the current event (the cards once dealt). */
  renderEvent?: (event: TSimEvent) => ReactNode;
}) {
  const { t } = useTranslation();
  const { token, gameCode } = usePlayParams();
  const session = useSimSession(token, gameCode);
  const ready = session.isSuccess;
  const events = useSimEvents(token, gameCode, sport, ready);
  const bets = useSimBets(token, gameCode, ready);
  const requestKey = useRequestKey();
  const placeBet = usePlaceSimBet(token, gameCode, requestKey);
  const { busy, error, run } = usePlayAction();
  // The bet's confirmation belongs to its round: once that round is no longer the current one
  // (it ended and the next opened) the text goes, so no stale 'Bet placed' stays (issue 16).
  const [placed, setPlaced] = useState<{ eventId: number; text: string } | null>(null);
  const [balance, setBalance] = useState<{ value: string; at: number } | null>(null);
  // A baccarat hand's table and sides are the vendor's English words: say them in the player's
  // language; a match's league and teams (a cockfight's arena and roosters) are names.
  const handTitle = (event: TSimEvent) =>
    event.sport === 'baccarat'
      ? `${title} · ${t('play.sim.selection.player')} – ${t('play.sim.selection.banker')}`
      : `${event.league} · ${event.home} – ${event.away}`;

  const limits = session.data?.limits;
  const { stakes, chosenStake, setStake } = useStakeLadder(limits?.minStake, limits?.maxStake);
  const current = events.data?.events[0] ?? null;
  const secondsLeft = useCountdown(
    current?.isBettingOpen ? current.bettingClosesAt : null,
    events.data?.clockOffsetMs ?? 0,
  );
  const isOpen = Boolean(current?.isBettingOpen) && secondsLeft !== 0;
  // A bet's answer is newer than a session fetched before it.
  const shownBalance =
    balance && balance.at > session.dataUpdatedAt ? balance.value : (session.data?.balance ?? null);

  async function bet(selection: TSimEvent['prices'][number]['selection']) {
    if (!current || chosenStake === null || busy) return;
    setPlaced(null);
    await run(async () => {
      const answer = await placeBet({
        eventId: current.id,
        selection,
        stake: chosenStake.toString(),
      });
      setBalance({ value: answer.balance, at: Date.now() });
      setPlaced({
        eventId: answer.bet.eventId,
        text: t('play.sim.placed', {
          selection: t(`play.sim.selection.${selection}`),
          stake: formatMinor(answer.bet.stake),
        }),
      });
    });
  }

  return (
    <PlayShell
      title={session.data?.game.name ?? title}
      balance={shownBalance}
      currency={session.data?.currency}
      hasToken={token !== ''}
      isLoading={session.isPending}
      loadError={session.error}
    >
      <div className="play-layout">
        <div>
          <section className="play-table" aria-labelledby="sim-current-title">
            <h2 id="sim-current-title" className="play-panel__title">
              {current ? handTitle(current) : title}
            </h2>
            {!current ? (
              <p>{t('play.sim.waiting')}</p>
            ) : (
              <>
                <p aria-live="polite">
                  {isOpen
                    ? t('play.sim.closesIn', { seconds: secondsLeft ?? 0 })
                    : t('play.sim.bettingClosed')}
                </p>
                {renderEvent?.(current)}
                <div className="play-controls">
                  <StakeSelect
                    choices={stakes}
                    value={chosenStake}
                    onChange={setStake}
                    disabled={busy}
                  />
                </div>
                <div className="play-odds" style={{ marginTop: 10 }}>
                  {current.prices.map((price) => (
                    <button
                      key={price.selection}
                      type="button"
                      className="play-choice"
                      disabled={!isOpen || busy || chosenStake === null}
                      onClick={() => bet(price.selection)}
                      aria-label={t('play.sim.betOn', {
                        selection: t(`play.sim.selection.${price.selection}`),
                        odds: formatOdds(price.odds),
                      })}
                    >
                      <strong>{t(`play.sim.selection.${price.selection}`)}</strong>
                      <span>{formatOdds(price.odds)}</span>
                      {chosenStake !== null && (
                        <small>{formatMinor(potentialPayout(chosenStake, price.odds))}</small>
                      )}
                    </button>
                  ))}
                </div>
              </>
            )}
            <PlayError error={error} />
            {placed && placed.eventId === current?.id && <p role="status">{placed.text}</p>}
          </section>
          <section
            className="play-panel"
            aria-labelledby="sim-results-title"
            style={{ marginTop: 12 }}
          >
            <h2 id="sim-results-title" className="play-panel__title">
              {t('play.sim.results')}
            </h2>
            {events.data && events.data.results.length > 0 ? (
              renderResults(events.data.results)
            ) : (
              <p className="play-panel__hint">{t('play.sim.noResults')}</p>
            )}
          </section>
        </div>
        <aside>
          <SimBetsList bets={bets.data?.bets ?? []} />
        </aside>
      </div>
    </PlayShell>
  );
}
