// /play/sports: the simulated sports and esports vendors' client. The vendor's session says which
// sports it offers; each has its live, upcoming and ended matches; an odds button puts that pick
// on the bet slip; the player's bets follow with their state. Opened from a match of the home
// page (?match=<event id>&sport=<sport>), it shows that sport and puts the match on the slip.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TSimEvent, TSimSport } from '@wps/contracts/games/sim-common';
import { formatMinor } from '../../../lib/money-amount';
import { useRequestKey } from '../../../lib/use-request-key';
import { usePlaceSimBet, useSimBets, useSimEvents, useSimSession } from '../api/use-sim';
import { PlayShell } from '../components/play-shell';
import { SimBetsList } from '../components/sim-bets-list';
import { usePlayParams } from '../play-params';
import { BetSlip, type SlipPick } from './bet-slip';
import { formatOdds } from './payout';
import { useSiteFormat } from '../../../lib/use-site-format';

function MatchRow({
  event,
  pick,
  onPick,
}: {
  event: TSimEvent;
  pick: SlipPick | null;
  onPick: (pick: SlipPick) => void;
}) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const match = `${event.home} – ${event.away}`;
  const score = event.result?.score;
  return (
    <li>
      <div className="play-panel__hint">
        {event.league} · {format.dateTime(event.startsAt, { seconds: false })}
      </div>
      <div>
        <strong>{match}</strong>
        {score && ` · ${score.home}:${score.away}`}
        {event.state === 'ended' && event.result?.winner && (
          <>
            {' '}
            ·{' '}
            {t('play.sports.winner', { selection: t(`play.sim.selection.${event.result.winner}`) })}
          </>
        )}
        {event.state === 'cancelled' && <> · {t('play.sim.cancelled')}</>}
      </div>
      {(event.state === 'scheduled' || event.state === 'live') && (
        <div className="play-odds" style={{ marginTop: 6 }}>
          {event.prices.map((price) => (
            <button
              key={price.selection}
              type="button"
              className="play-choice"
              aria-pressed={pick?.eventId === event.id && pick.selection === price.selection}
              disabled={!event.isBettingOpen}
              onClick={() =>
                onPick({ eventId: event.id, match, selection: price.selection, odds: price.odds })
              }
              aria-label={t('play.sim.betOn', {
                selection: `${match} ${t(`play.sim.selection.${price.selection}`)}`,
                odds: formatOdds(price.odds),
              })}
            >
              <span>{t(`play.sim.selection.${price.selection}`)}</span>
              <strong>{formatOdds(price.odds)}</strong>
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

function MatchGroup({
  title,
  events,
  pick,
  onPick,
}: {
  title: string;
  events: TSimEvent[];
  pick: SlipPick | null;
  onPick: (pick: SlipPick) => void;
}) {
  if (events.length === 0) return null;
  return (
    <>
      <h3 className="play-panel__subtitle">{title}</h3>
      <ul className="play-list">
        {events.map((event) => (
          <MatchRow key={event.id} event={event} pick={pick} onPick={onPick} />
        ))}
      </ul>
    </>
  );
}

export function SportsPage() {
  const { t } = useTranslation();
  const { token, gameCode } = usePlayParams();
  const session = useSimSession(token, gameCode);
  const sports = session.data?.sports ?? [];
  const [params] = useSearchParams();
  const wantedMatch = Number(params.get('match'));
  const [chosen, setChosen] = useState<TSimSport | null>(
    () => params.get('sport') as TSimSport | null,
  );
  const sport = chosen && sports.includes(chosen) ? chosen : sports[0];
  const events = useSimEvents(
    token,
    gameCode,
    sport,
    session.isSuccess && sport !== undefined,
    5_000,
  );
  const bets = useSimBets(token, gameCode, session.isSuccess);
  const requestKey = useRequestKey();
  const placeBet = usePlaceSimBet(token, gameCode, requestKey);
  const [pick, setPick] = useState<SlipPick | null>(null);
  const [balance, setBalance] = useState<{ value: string; at: number } | null>(null);
  const shownBalance =
    balance && balance.at > session.dataUpdatedAt ? balance.value : (session.data?.balance ?? null);

  const all = events.data?.events ?? [];
  // The match asked for in the address goes on the slip once, on its first selection; the player
  // changes the pick with the odds buttons as usual.
  const hasOpenedWanted = useRef(false);
  /** The match asked for, when its betting has closed: said beside the slip instead. */
  const [closedWanted, setClosedWanted] = useState<string | null>(null);
  useEffect(() => {
    if (hasOpenedWanted.current || !(wantedMatch > 0) || !events.data) return;
    hasOpenedWanted.current = true;
    const event = events.data.events.find((e) => e.id === wantedMatch);
    const price = event?.prices[0];
    if (!event || !price) return;
    if (!event.isBettingOpen) {
      setClosedWanted(`${event.home} – ${event.away}`);
      return;
    }
    setPick({
      eventId: event.id,
      match: `${event.home} – ${event.away}`,
      selection: price.selection,
      odds: price.odds,
    });
  }, [events.data, wantedMatch]);
  const live = all.filter((e) => e.state === 'live');
  const upcoming = all.filter((e) => e.state === 'scheduled');
  const ended = events.data?.results ?? [];

  async function place(slip: SlipPick, stake: bigint) {
    const answer = await placeBet({
      eventId: slip.eventId,
      selection: slip.selection,
      stake: stake.toString(),
    });
    setBalance({ value: answer.balance, at: Date.now() });
    setPick(null);
    return t('play.sim.placed', {
      selection: t(`play.sim.selection.${slip.selection}`),
      stake: formatMinor(answer.bet.stake),
    });
  }

  return (
    <PlayShell
      title={session.data?.game.name ?? t('play.sports.title')}
      balance={shownBalance}
      currency={session.data?.currency}
      hasToken={token !== ''}
      isLoading={session.isPending}
      loadError={session.error}
    >
      {session.data && (
        <div
          // Opened on a match: on a phone the slip comes first, not below every match.
          className={
            wantedMatch > 0 && (pick !== null || closedWanted !== null)
              ? 'play-layout play-layout--slip-first'
              : 'play-layout'
          }
        >
          <section className="play-panel" aria-labelledby="sports-title">
            <h2 id="sports-title" className="play-panel__title">
              {session.data.vendor.name}
            </h2>
            <div className="play-tabs" role="group" aria-label={t('play.sports.sports')}>
              {sports.map((s) => (
                <button
                  key={s}
                  type="button"
                  className="play-choice"
                  aria-pressed={s === sport}
                  onClick={() => setChosen(s)}
                >
                  {t(`play.sports.sport.${s}`)}
                </button>
              ))}
            </div>
            {events.isError && (
              <p role="alert" className="play-error">
                {t('errors.loadFailed')}
              </p>
            )}
            {events.data && live.length + upcoming.length + ended.length === 0 && (
              <p className="play-panel__hint">{t('play.sports.noMatches')}</p>
            )}
            <MatchGroup title={t('play.sports.live')} events={live} pick={pick} onPick={setPick} />
            <MatchGroup
              title={t('play.sports.upcoming')}
              events={upcoming}
              pick={pick}
              onPick={setPick}
            />
            <MatchGroup
              title={t('play.sports.ended')}
              events={ended}
              pick={pick}
              onPick={setPick}
            />
          </section>
          <aside>
            {closedWanted && !pick && (
              <p className="play-panel play-panel__hint" role="status">
                {t('play.sports.matchClosed', { match: closedWanted })}
              </p>
            )}
            <BetSlip
              pick={pick}
              limits={session.data.limits}
              onPlace={place}
              onClear={() => setPick(null)}
              listedMatchIds={events.data ? all.map((e) => e.id) : undefined}
            />
            <SimBetsList bets={bets.data?.bets ?? []} />
          </aside>
        </div>
      )}
    </PlayShell>
  );
}
