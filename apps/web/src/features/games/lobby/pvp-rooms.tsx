// The PvP card rooms (GLS2_roomList) on /pvp for a member: each room's game, stakes and seats
// taken; Play launches the room's game, whose client seats the player.
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../lib/money-amount';
import { useSession } from '../../../lib/session';
import { useRoomList } from '../api/use-room-list';
import { useGameLauncher } from '../launch/game-launcher';

export function PvpRooms() {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const rooms = useRoomList();
  const { launch, pendingCode } = useGameLauncher();
  if (!isLoggedIn || !rooms.data || rooms.data.length === 0) return null;

  return (
    <section className="games-section pvp-rooms" aria-labelledby="pvp-rooms">
      <h2 id="pvp-rooms" className="games-section__title">
        {t('games.rooms.title')}
      </h2>
      <ul className="pvp-rooms__list">
        {rooms.data.map((room) => {
          const isFull = room.seatsTaken >= room.seats;
          return (
            <li key={room.roomId} className="pvp-rooms__room">
              <span className="pvp-rooms__name">{room.name}</span>
              <span className="muted">
                {t('games.rooms.stakes', {
                  min: formatMinor(room.minBet),
                  max: formatMinor(room.maxBet),
                })}
              </span>
              <span className="muted">
                {t('games.rooms.seats', { taken: room.seatsTaken, seats: room.seats })}
              </span>
              <button
                type="button"
                className="button button--small button--primary"
                disabled={isFull}
                aria-busy={pendingCode === room.gameCode || undefined}
                aria-label={t('games.rooms.play', { name: room.name })}
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
  );
}
