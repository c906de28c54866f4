// The PvP card rooms and their bots switch (issue 16): bots take empty seats in a room only
// where an admin turned them on, and only while a member is seated; players see them labelled.
import { useTranslation } from 'react-i18next';
import { useOpsPvpRooms, useSetPvpRoomBots } from '../api/use-ops-pvp-rooms';
import { useSiteFormat } from '../../../lib/use-site-format';
import { ApiErrorText } from './api-error-text';
import { QueryView } from './query-view';

export function PvpRoomsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const rooms = useOpsPvpRooms();
  const setBots = useSetPvpRoomBots();
  return (
    <section className="ops-card" aria-labelledby="ops-pvp-rooms">
      <h2 id="ops-pvp-rooms">{t('ops.pvpRooms.title')}</h2>
      <p className="ops-hint">{t('ops.pvpRooms.hint')}</p>
      <QueryView query={rooms}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('ops.pvpRooms.empty')}</p>
          ) : (
            <ul className="ops-list">
              {list.map((room) => (
                <li key={room.id} className="ops-item">
                  <div className="ops-item-head">
                    <span className="ops-badge">{room.gameName}</span>
                    {room.botsEnabled && (
                      <span className="ops-chip">{t('ops.pvpRooms.botsOn')}</span>
                    )}
                  </div>
                  <h3 className="ops-item-title">{room.name}</h3>
                  <p className="ops-hint">
                    {t('ops.pvpRooms.facts', {
                      min: site.money(room.minBet),
                      max: site.money(room.maxBet),
                      seats: room.seats,
                    })}
                  </p>
                  <label className="ops-check">
                    <input
                      type="checkbox"
                      checked={room.botsEnabled}
                      disabled={!canEdit || setBots.isPending}
                      onChange={(e) =>
                        setBots.mutate({ id: room.id, botsEnabled: e.currentTarget.checked })
                      }
                    />{' '}
                    {t('ops.pvpRooms.bots', { name: room.name })}
                  </label>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      <ApiErrorText error={setBots.error} />
    </section>
  );
}
