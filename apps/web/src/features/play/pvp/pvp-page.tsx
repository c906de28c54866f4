// /play/pvp: the built-in card room's client. The rooms of the launched game with their seats
// (refreshed while open), taking and leaving a seat, and dealing a hand against the banker with
// a stake inside the room's limits (one client key per deal, the same again on a retry).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { THousePvpDeal, THousePvpRooms } from '@wps/contracts/games/house-pvp';
import { formatMinor } from '../../../lib/money-amount';
import { useRequestKey } from '../../../lib/use-request-key';
import {
  housePvpDealEndpoint,
  housePvpLeaveEndpoint,
  housePvpRoomsEndpoint,
  housePvpSitEndpoint,
} from '../api/play-endpoints';
import { callApi, useHouseSession } from '../api/use-house';
import { HouseFairness } from '../components/house-fairness';
import { PlayError } from '../components/play-error';
import { PlayShell } from '../components/play-shell';
import { PlayingCard } from '../components/playing-card';
import { StakeSelect, useStakeLadder } from '../components/stake-select';
import { useHouseTable } from '../components/use-house-table';
import { usePlayAction } from '../components/use-play-action';
import { usePlayParams } from '../play-params';
import { formatRtp } from '../components/format-rtp';

const ROOMS_REFRESH_MS = 10_000;

function Hand({ title, hand }: { title: string; hand: THousePvpDeal['hands']['player'] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h3 className="play-panel__subtitle">
        {title}: {t('play.pvp.points', { points: hand.points })}
        {hand.label ? ` · ${hand.label}` : ''}
      </h3>
      <div className="card-hand">
        {hand.cards.map((card, i) => (
          <PlayingCard key={`${card}-${i}`} card={card} />
        ))}
      </div>
    </div>
  );
}

export function PvpPage() {
  const { t } = useTranslation();
  const { token } = usePlayParams();
  const queryClient = useQueryClient();
  const session = useHouseSession(token);
  const table = useHouseTable(token, session.data);
  const requestKey = useRequestKey();
  const roomsKey = ['play', 'house', 'pvp-rooms', token];
  const rooms = useQuery({
    queryKey: roomsKey,
    queryFn: ({ signal }) =>
      callApi(housePvpRoomsEndpoint, { query: { token }, signal, token: null }),
    enabled: session.isSuccess,
    refetchInterval: ROOMS_REFRESH_MS,
  });
  const { busy, error, run } = usePlayAction();
  const [last, setLast] = useState<THousePvpDeal | null>(null);

  const mySeat = rooms.data?.mySeat ?? null;
  const myRoom = rooms.data?.rooms.find((r) => r.roomId === mySeat?.roomId) ?? null;
  const { stakes, chosenStake, setStake } = useStakeLadder(myRoom?.minBet, myRoom?.maxBet);

  async function seatAction(action: () => Promise<THousePvpRooms>) {
    const isDone = await run(async () => {
      queryClient.setQueryData(roomsKey, await action());
    });
    if (!isDone) void rooms.refetch();
  }

  const sit = (roomId: number, seatNo: number) =>
    seatAction(() =>
      callApi(housePvpSitEndpoint, { body: { token, roomId, seatNo }, token: null }),
    );
  const leave = () =>
    seatAction(() => callApi(housePvpLeaveEndpoint, { body: { token }, token: null }));

  async function dealHand() {
    if (busy || !myRoom || chosenStake === null) return;
    const request = { roomId: myRoom.roomId, stake: chosenStake.toString() };
    await run(async () => {
      const answer = await callApi(housePvpDealEndpoint, {
        body: { token, ...request, clientKey: requestKey.keyFor(request) },
        token: null,
      });
      requestKey.settle();
      setLast(answer);
      table.played(answer);
    });
  }

  const game = session.data?.game;
  return (
    <PlayShell
      title={game?.name ?? t('play.pvp.title')}
      balance={table.balance}
      currency={session.data?.currency}
      hasToken={token !== ''}
      isLoading={session.isPending}
      loadError={session.error}
    >
      {game && (
        <div className="play-layout">
          <div>
            {myRoom && (
              <section className="play-table" aria-labelledby="pvp-table-title">
                <h2 id="pvp-table-title" className="play-panel__title">
                  {t('play.pvp.atTable', { room: myRoom.name, seat: mySeat?.seatNo ?? '' })}
                </h2>
                {last && !busy && (
                  <div role="status">
                    <Hand title={t('play.pvp.you')} hand={last.hands.player} />
                    <Hand title={t('play.pvp.banker')} hand={last.hands.banker} />
                    <p className={last.result === 'win' ? 'play-win' : undefined}>
                      {t(`play.pvp.result.${last.result}`, { win: formatMinor(last.win) })}
                    </p>
                  </div>
                )}
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
                    onClick={dealHand}
                    disabled={busy || chosenStake === null}
                    aria-busy={busy}
                  >
                    {t('play.pvp.deal')}
                  </button>
                  <button
                    type="button"
                    className="play-button play-button--ghost"
                    onClick={leave}
                    disabled={busy}
                  >
                    {t('play.pvp.leave')}
                  </button>
                </div>
              </section>
            )}
            <PlayError error={error} />
            <section className="play-panel" aria-labelledby="pvp-rooms-title">
              <h2 id="pvp-rooms-title" className="play-panel__title">
                {t('play.pvp.rooms')}
              </h2>
              {rooms.isError && <PlayError error={rooms.error} />}
              {rooms.data && rooms.data.rooms.length === 0 && <p>{t('play.pvp.noRooms')}</p>}
              <ul className="play-list">
                {rooms.data?.rooms.map((room) => (
                  <li key={room.roomId}>
                    <h3 className="play-panel__subtitle">{room.name}</h3>
                    <p className="play-panel__hint">
                      {t('play.pvp.limits', {
                        min: formatMinor(room.minBet),
                        max: formatMinor(room.maxBet),
                      })}{' '}
                      · {t('play.pvp.seatsTaken', { taken: room.taken.length, seats: room.seats })}
                    </p>
                    <div className="play-controls">
                      {Array.from({ length: room.seats }, (_, i) => {
                        const seatNo = i + 1;
                        const taker = room.taken.find((s) => s.seatNo === seatNo);
                        return (
                          <button
                            key={seatNo}
                            type="button"
                            className="play-choice"
                            aria-pressed={taker?.isMe ?? false}
                            disabled={busy || Boolean(taker)}
                            onClick={() => sit(room.roomId, seatNo)}
                            aria-label={
                              taker
                                ? t('play.pvp.seatTakenBy', {
                                    seat: seatNo,
                                    name: taker.isMe ? t('play.pvp.you') : taker.username,
                                  })
                                : t('play.pvp.takeSeat', { seat: seatNo })
                            }
                          >
                            {seatNo}
                            {taker ? ` · ${taker.isMe ? t('play.pvp.you') : taker.username}` : ''}
                          </button>
                        );
                      })}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <aside>
            <section className="play-panel" aria-labelledby="pvp-info-title">
              <h2 id="pvp-info-title" className="play-panel__title">
                {t('play.info.title')}
              </h2>
              <p>{game.pvp?.name}</p>
              <p>{t('play.info.rtp', { rtp: formatRtp(game.rtp) })}</p>
              <p className="play-panel__hint">{t('play.pvp.rules')}</p>
            </section>
            <HouseFairness table={table} busy={busy} />
          </aside>
        </div>
      )}
    </PlayShell>
  );
}
