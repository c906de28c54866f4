// /play/pvp: the built-in card room's client. The rooms of the launched game with their seats
// (refreshed while open), taking and leaving a seat, and, once seated, the room's table live
// through its event stream: the players at it play each round together against the house banker.
import { useQueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@wps/contracts/http';
import type { THousePvpRooms } from '@wps/contracts/games/house-pvp';
import { formatMinor } from '../../../lib/money-amount';
import {
  housePvpLeaveEndpoint,
  housePvpRoomsEndpoint,
  housePvpSitEndpoint,
} from '../api/play-endpoints';
import { callApi, useHouseSession } from '../api/use-house';
import { PlayError } from '../components/play-error';
import { PlayShell } from '../components/play-shell';
import { usePlayAction } from '../components/use-play-action';
import { usePlayParams } from '../play-params';
import { formatRtp } from '../components/format-rtp';
import { PvpTable, seatName } from './pvp-table';
import { useTableStream } from './use-table-stream';

const ROOMS_REFRESH_MS = 10_000;
const LANGUAGES = /^(MY|EN|CN|ID|TH|TY|VI)$/;

export function PvpPage() {
  const { t, i18n } = useTranslation();
  const { token } = usePlayParams();
  const queryClient = useQueryClient();
  const session = useHouseSession(token);
  // The rooms' names in the player's language (the table's come through its stream alike).
  const language: TLanguage = LANGUAGES.test(i18n.language) ? (i18n.language as TLanguage) : 'EN';
  const roomsKey = ['play', 'house', 'pvp-rooms', token, language];
  const rooms = useQuery({
    queryKey: roomsKey,
    queryFn: ({ signal }) =>
      callApi(housePvpRoomsEndpoint, { query: { token, language }, signal, token: null }),
    enabled: session.isSuccess,
    refetchInterval: ROOMS_REFRESH_MS,
  });
  const { busy, error, run } = usePlayAction();

  const mySeat = rooms.data?.mySeat ?? null;
  const live = useTableStream(token, mySeat?.roomId ?? null, language);
  const table = live.table?.roomId === mySeat?.roomId ? live.table : null;

  // The balance moves when a stake is taken and when a round is paid: ask the session again.
  const paidRound = table?.last?.roundId;
  const myStake = table?.seated.find((s) => s.isMe)?.stake ?? null;
  useEffect(() => {
    if (paidRound === undefined && myStake === null) return;
    void queryClient.invalidateQueries({ queryKey: ['play', 'house', 'session', token] });
  }, [paidRound, myStake, queryClient, token]);

  async function seatAction(action: () => Promise<THousePvpRooms>) {
    const isDone = await run(async () => {
      // A seat's answer names the rooms in the default language: keep the names shown.
      const answer = await action();
      const names = new Map(rooms.data?.rooms.map((r) => [r.roomId, r.name]));
      queryClient.setQueryData(roomsKey, {
        ...answer,
        rooms: answer.rooms.map((r) => ({ ...r, name: names.get(r.roomId) ?? r.name })),
      });
    });
    if (!isDone) void rooms.refetch();
  }

  const sit = (roomId: number, seatNo: number) =>
    seatAction(() =>
      callApi(housePvpSitEndpoint, { body: { token, roomId, seatNo }, token: null }),
    );
  const leave = () =>
    seatAction(() => callApi(housePvpLeaveEndpoint, { body: { token }, token: null }));

  const game = session.data?.game;
  return (
    <PlayShell
      title={game?.name ?? t('play.pvp.title')}
      balance={session.data?.balance ?? null}
      currency={session.data?.currency}
      hasToken={token !== ''}
      isLoading={session.isPending}
      loadError={session.error}
    >
      {game && (
        <div className="play-layout">
          <div>
            {mySeat && !table && !live.refused && <p role="status">{t('play.pvp.joining')}</p>}
            {live.refused && (
              <p role="alert" className="play-error">
                {t(`errors.${live.refused.code ?? 'INTERNAL_ERROR'}`)}
              </p>
            )}
            {table && (
              <PvpTable
                token={token}
                table={table}
                clockOffsetMs={live.clockOffsetMs}
                onTable={live.setTable}
                onLeave={() => void leave()}
              />
            )}
            <PlayError error={error} />
            <section className="play-panel" aria-labelledby="pvp-rooms-title">
              <h2 id="pvp-rooms-title" className="play-panel__title">
                {t('play.pvp.rooms')}
              </h2>
              {rooms.isError && <PlayError error={rooms.error} />}
              {rooms.isPending && <p role="status">{t('play.pvp.loadingRooms')}</p>}
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
                      {room.botsEnabled ? ` · ${t('play.pvp.botsHere')}` : ''}
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
                                    name: seatName(t, taker),
                                  })
                                : t('play.pvp.takeSeat', { seat: seatNo })
                            }
                          >
                            {seatNo}
                            {taker ? ` · ${seatName(t, taker)}` : ''}
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
              <p className="play-panel__hint">{t('play.pvp.fairness')}</p>
            </section>
          </aside>
        </div>
      )}
    </PlayShell>
  );
}
