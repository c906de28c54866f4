// One room's table, live: every seat with its player, stake, cards (the player's own at once,
// everyone's when the round is over) and result, the house banker, the countdown and whose turn
// it is; a stake during the countdown and draw or stand on the player's turn; the last round's
// result and its check, and the room's last rounds, each linked to its check on /play/verify.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TPvpTable, TPvpTableSeat } from '@wps/contracts/games/house-pvp-table';
import { newClientSeed } from '@wps/games/fair';
import { formatMinor } from '../../../lib/money-amount';
import { housePvpActEndpoint, housePvpBetEndpoint } from '../api/play-endpoints';
import { callApi } from '../api/use-house';
import { PlayError } from '../components/play-error';
import { PlayingCard } from '../components/playing-card';
import { StakeSelect, useStakeLadder } from '../components/stake-select';
import { useCountdown } from '../components/use-countdown';
import { usePlayAction } from '../components/use-play-action';
import { checkRound, type RoundCheck } from './check-round';

/** The verify page's check of a table round (opens beside the table, which keeps the seat). */
export const tableVerifyHref = (roundId: number) => `/play/verify?tableRound=${roundId}`;

function Cards({ cards, count }: { cards: string[]; count: number }) {
  return (
    <div className="card-hand card-hand--small">
      {cards.length > 0
        ? cards.map((card, i) => <PlayingCard key={`${card}-${i}`} card={card} />)
        : Array.from({ length: count }, (_, i) => <PlayingCard key={i} faceDown />)}
    </div>
  );
}

/** Who sits at a seat, in the player's words: "You", "Bot" or the masked name. */
export function seatName(t: TFunction, seat: { isMe: boolean; isBot: boolean; username: string }) {
  if (seat.isBot) return t('play.pvp.bot');
  return seat.isMe ? t('play.pvp.you') : seat.username;
}

export function SeatBox({ seat, isTurn }: { seat: TPvpTableSeat; isTurn: boolean }) {
  const { t } = useTranslation();
  return (
    <li
      className="pvp-seat"
      data-me={seat.isMe || undefined}
      data-bot={seat.isBot || undefined}
      data-turn={isTurn || undefined}
      aria-label={t('play.pvp.seatOf', { seat: seat.seatNo, name: seatName(t, seat) })}
    >
      <p className="pvp-seat__name">
        <span className="pvp-seat__no">{seat.seatNo}</span>
        {seatName(t, seat)}
      </p>
      <p className="pvp-seat__stake">
        {seat.stake !== null
          ? t('play.pvp.stakeOf', { stake: formatMinor(seat.stake) })
          : t('play.pvp.sittingOut')}
      </p>
      {seat.cardCount > 0 && <Cards cards={seat.cards} count={seat.cardCount} />}
      {seat.points !== null && (
        <p className="pvp-seat__line">{t('play.pvp.points', { points: seat.points })}</p>
      )}
      {seat.action && (
        <p className="pvp-seat__line">
          {t(`play.pvp.action.${seat.action}`)}
          {seat.isAuto ? ` · ${t('play.pvp.auto')}` : ''}
        </p>
      )}
      {seat.outcome && seat.win !== null && (
        <p className={seat.outcome === 'win' ? 'pvp-seat__line pvp-win' : 'pvp-seat__line'}>
          {t(`play.pvp.outcome.${seat.outcome}`, { win: formatMinor(seat.win) })}
        </p>
      )}
    </li>
  );
}

export function Banker({
  cards,
  points,
  hidden = 0,
}: {
  cards: string[];
  points: number | null;
  /** Face-down cards to show while the round is played. */
  hidden?: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="pvp-banker">
      <p className="pvp-seat__name">{t('play.pvp.bankerHouse')}</p>
      {(cards.length > 0 || hidden > 0) && <Cards cards={cards} count={hidden} />}
      {points !== null && <p className="pvp-seat__line">{t('play.pvp.points', { points })}</p>}
    </div>
  );
}

function RoundStatus({ table, clockOffsetMs }: { table: TPvpTable; clockOffsetMs: number }) {
  const { t } = useTranslation();
  const round = table.round;
  const dealIn = useCountdown(round?.state === 'betting' ? round.dealAt : null, clockOffsetMs);
  const turnIn = useCountdown(round?.turnDeadline ?? null, clockOffsetMs);
  let text: string;
  if (!round) text = t('play.pvp.waiting', { min: table.minPlayers });
  else if (round.state === 'betting') text = t('play.pvp.dealingIn', { s: dealIn ?? 0 });
  else if (round.state === 'playing' && round.turnSeat === table.mySeat) {
    text = t('play.pvp.yourTurn', { s: turnIn ?? 0 });
  } else if (round.state === 'playing') {
    text = t('play.pvp.seatTurn', { seat: round.turnSeat, s: turnIn ?? 0 });
  } else text = t('play.pvp.settling');
  return (
    <p className="pvp-status" role="status">
      {text}
    </p>
  );
}

function LastRound({ table }: { table: TPvpTable }) {
  const { t } = useTranslation();
  const last = table.last;
  const [check, setCheck] = useState<{ roundId: number; result: RoundCheck } | null>(null);
  if (!last) return null;
  const mine = last.seats.find((s) => s.isMe);
  const checked = check?.roundId === last.roundId ? check.result : null;
  return (
    <section className="play-panel" aria-labelledby="pvp-last-title">
      <h2 id="pvp-last-title" className="play-panel__title">
        {t('play.pvp.lastRound', { round: last.roundId })}
      </h2>
      {mine?.outcome && mine.win !== null && (
        <p className={mine.outcome === 'win' ? 'pvp-win' : undefined}>
          {t(`play.pvp.result.${mine.outcome}`, { win: formatMinor(mine.win) })}
        </p>
      )}
      <Banker cards={last.banker.cards} points={last.banker.points} />
      <ul className="pvp-seats pvp-seats--plain">
        {last.seats.map((s) => (
          <SeatBox key={s.seatNo} seat={s} isTurn={false} />
        ))}
      </ul>
      <dl className="pvp-seeds">
        <dt>{t('play.fair.serverSeedHash')}</dt>
        <dd>{last.serverSeedHash}</dd>
        <dt>{t('play.fair.serverSeed')}</dt>
        <dd>{last.serverSeed}</dd>
        <dt>{t('play.pvp.seatSeeds')}</dt>
        <dd>{last.clientSeeds.map((c) => `${c.seatNo}:${c.clientSeed}`).join(', ')}</dd>
      </dl>
      <button
        type="button"
        className="play-button play-button--ghost"
        onClick={() =>
          void checkRound(last).then((result) => setCheck({ roundId: last.roundId, result }))
        }
      >
        {t('play.pvp.check')}
      </button>
      {checked && (
        <p role="status" className={checked === 'ok' ? 'pvp-win' : 'play-error'}>
          {t(`play.pvp.checked.${checked}`)}
        </p>
      )}
      <h3 className="play-panel__subtitle" id="pvp-recent-title">
        {t('play.pvp.recentRounds')}
      </h3>
      <ul className="pvp-recent" aria-labelledby="pvp-recent-title">
        {table.recentRounds.map((r) => (
          <li key={r.roundId}>
            <a href={tableVerifyHref(r.roundId)} target="_blank" rel="noopener">
              {t('play.pvp.verifyLink', { round: r.roundId })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PvpTable({
  token,
  table,
  clockOffsetMs,
  onTable,
  onLeave,
}: {
  token: string;
  table: TPvpTable;
  clockOffsetMs: number;
  onTable: (table: TPvpTable) => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const { busy, error, run } = usePlayAction();
  const { stakes, chosenStake, setStake } = useStakeLadder(table.minBet, table.maxBet);
  // The player's own seed for the next stake: random unless they type one.
  const [clientSeed, setClientSeed] = useState(() => newClientSeed());
  const round = table.round;
  const roundId = round?.roundId;
  useEffect(() => {
    setClientSeed(newClientSeed());
  }, [roundId]);

  const me = table.seated.find((s) => s.isMe);
  const canStake = round?.state === 'betting' && me !== undefined && me.stake === null;
  const myTurn =
    round?.state === 'playing' && round.turnSeat !== null && round.turnSeat === me?.seatNo;
  const seedOk = /^[\x21-\x7e]{1,64}$/.test(clientSeed);

  const placeStake = () =>
    run(async () => {
      if (chosenStake === null) return;
      onTable(
        await callApi(housePvpBetEndpoint, {
          body: { token, roomId: table.roomId, stake: chosenStake.toString(), clientSeed },
          token: null,
        }),
      );
    });
  const decide = (action: 'draw' | 'stand') =>
    run(async () => {
      if (!me) return;
      onTable(
        await callApi(housePvpActEndpoint, {
          body: { token, roomId: table.roomId, seatNo: me.seatNo, action },
          token: null,
        }),
      );
    });

  return (
    <>
      <section className="play-table pvp-table" aria-labelledby="pvp-table-title">
        <h2 id="pvp-table-title" className="play-panel__title">
          {t('play.pvp.atTable', { room: table.name, seat: table.mySeat ?? '' })}
        </h2>
        <p className="pvp-table__meta">
          {t('play.pvp.seatedCount', { count: table.seated.length, seats: table.seats })} ·{' '}
          {t('play.pvp.limits', { min: formatMinor(table.minBet), max: formatMinor(table.maxBet) })}
          {table.botsEnabled ? ` · ${t('play.pvp.botsHere')}` : ''}
        </p>
        <RoundStatus table={table} clockOffsetMs={clockOffsetMs} />
        {round && round.state !== 'betting' && (
          <Banker
            cards={round.banker.cards}
            points={round.banker.points}
            hidden={round.state === 'playing' ? 2 : 0}
          />
        )}
        <ul className="pvp-seats" aria-label={t('play.pvp.seatsTitle')}>
          {table.seated.map((s) => (
            <SeatBox key={s.seatNo} seat={s} isTurn={round?.turnSeat === s.seatNo} />
          ))}
        </ul>
        <div className="play-controls">
          {canStake && (
            <>
              <StakeSelect
                choices={stakes}
                value={chosenStake}
                onChange={setStake}
                disabled={busy}
              />
              <label className="play-field">
                {t('play.pvp.mySeed')}
                <input
                  value={clientSeed}
                  maxLength={64}
                  spellCheck={false}
                  onChange={(e) => setClientSeed(e.target.value)}
                />
              </label>
              <button
                type="button"
                className="play-button play-button--big"
                onClick={() => void placeStake()}
                disabled={busy || chosenStake === null || !seedOk}
              >
                {t('play.pvp.placeStake')}
              </button>
            </>
          )}
          {myTurn && (
            <>
              <button
                type="button"
                className="play-button play-button--big"
                onClick={() => void decide('draw')}
                disabled={busy}
              >
                {t('play.pvp.action.draw')}
              </button>
              <button
                type="button"
                className="play-button play-button--big"
                onClick={() => void decide('stand')}
                disabled={busy}
              >
                {t('play.pvp.action.stand')}
              </button>
            </>
          )}
          <button
            type="button"
            className="play-button play-button--ghost pvp-leave"
            onClick={onLeave}
            disabled={busy}
          >
            {t('play.pvp.leave')}
          </button>
        </div>
        {round && (
          <p className="pvp-table__hash">
            {t('play.fair.serverSeedHash')}: <code>{round.serverSeedHash}</code>
          </p>
        )}
      </section>
      <PlayError error={error} />
      <LastRound table={table} />
    </>
  );
}
