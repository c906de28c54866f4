// The PvP card rooms (GLS2_roomList) on /pvp for a member, below the games list: the chosen
// vendor's rooms grouped under the game they belong to, each card naming its game, stakes and
// seats taken; Play launches the room's game, whose client seats the player.
import { useTranslation } from 'react-i18next';
import type { TPvpRoom } from '@wps/contracts/games/room-list';
import { formatMinor } from '../../../lib/money-amount';
import { useSession } from '../../../lib/session';
import { useRoomList } from '../api/use-room-list';
import { useGameLauncher } from '../launch/game-launcher';

/** Rooms by game, in the list's order (games in catalogue order, rooms in room order). */
export function roomsByGame(rooms: readonly TPvpRoom[]): { game: TPvpRoom; rooms: TPvpRoom[] }[] {
  const groups = new Map<string, { game: TPvpRoom; rooms: TPvpRoom[] }>();
  for (const room of rooms) {
    const group = groups.get(room.gameCode);
    if (group) group.rooms.push(room);
    else groups.set(room.gameCode, { game: room, rooms: [room] });
  }
  return [...groups.values()];
}

export function PvpRooms({ vendor }: { vendor: string | null }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const rooms = useRoomList();
  const { launch, pendingCode } = useGameLauncher();
  if (!isLoggedIn) return null;
  const mine = (rooms.data ?? []).filter((r) => vendor === null || r.vendor === vendor);

  return (
    <section className="games-section pvp-rooms" aria-labelledby="pvp-rooms">
      <h2 id="pvp-rooms" className="games-section__title">
        {t('games.rooms.title')}
      </h2>
      {rooms.isPending && (
        <p className="games-status" role="status">
          {t('common.loading')}
        </p>
      )}
      {rooms.isError && (
        <p className="games-status" role="alert">
          {t('games.rooms.error')}
        </p>
      )}
      {rooms.isSuccess && mine.length === 0 && (
        <p className="games-status">{t('games.rooms.none')}</p>
      )}
      {roomsByGame(mine).map(({ game, rooms: list }) => (
        <section
          key={game.gameCode}
          className="pvp-rooms__game"
          aria-labelledby={`pvp-game-${game.gameCode}`}
        >
          <h3 id={`pvp-game-${game.gameCode}`} className="pvp-rooms__game-title">
            {game.gameName}
          </h3>
          <ul className="pvp-rooms__list">
            {list.map((room) => {
              const isFull = room.seatsTaken >= room.seats;
              return (
                <li key={room.roomId} className="pvp-rooms__room">
                  <span className="pvp-rooms__name">{room.name}</span>
                  <span className="muted">{room.gameName}</span>
                  <span className="muted">
                    {t('games.rooms.stakes', {
                      min: formatMinor(room.minBet),
                      max: formatMinor(room.maxBet),
                    })}
                  </span>
                  <span className="muted">
                    {t('games.rooms.seats', { taken: room.seatsTaken, seats: room.seats })}
                  </span>
                  {room.botsEnabled && (
                    <span className="pvp-rooms__bots">{t('games.rooms.bots')}</span>
                  )}
                  <button
                    type="button"
                    className="button button--small button--primary"
                    disabled={isFull}
                    aria-busy={pendingCode === room.gameCode || undefined}
                    aria-label={t('games.rooms.playIn', { name: room.name, game: room.gameName })}
                    onClick={() =>
                      void launch({ gameType: 'PVP', vassalage: '', gameCode: room.gameCode })
                    }
                  >
                    {isFull ? t('games.rooms.full') : t('games.card.playShort')}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
