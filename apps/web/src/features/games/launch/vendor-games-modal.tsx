// "VASSALAGE shows a popup game list" (spec 3): a vendor tile opens the vendor's games in a
// dialog; choosing one launches it like any game card.
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/modal';
import { errorText } from '../../../lib/error-text';
import { formatMinor } from '../../../lib/money-amount';
import { useGameList } from '../api/use-game-list';
import { useGameLauncher, type LaunchTarget } from './game-launcher';

export function VendorGamesModal({
  vendor,
  onClose,
}: {
  vendor: LaunchTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { launch, pendingCode } = useGameLauncher();
  const list = useGameList({ gameType: vendor.gameType, vassalage: vendor.vassalage });
  const games = list.data?.pages.flatMap((p) => p.games) ?? [];

  return (
    <Modal
      open
      onClose={onClose}
      title={t('games.vendorPopup.title', { vendor: vendor.displayName ?? vendor.vassalage })}
      className="vendor-games"
    >
      {list.isPending && <p role="status">{t('common.loading')}</p>}
      {list.isError && <p role="alert">{errorText(list.error, t)}</p>}
      {!list.isPending && !list.isError && games.length === 0 && <p>{t('games.list.empty')}</p>}
      {games.length > 0 && (
        <ul className="vendor-games__list">
          {games.map((game) => {
            const target = { ...game, isGame: 'GAME' as const, displayName: game.name };
            return (
              <li key={game.nodeId} className="vendor-games__item">
                <img
                  className="vendor-games__art"
                  src={game.art}
                  alt=""
                  width={64}
                  height={48}
                  onError={(event) => {
                    event.currentTarget.src = '/images/default-game.svg';
                  }}
                />
                <span className="vendor-games__name">{game.name}</span>
                <span className="vendor-games__bet muted">
                  {t('games.card.minBet', { amount: formatMinor(game.minBet) })}
                </span>
                <span className="vendor-games__actions">
                  {game.trial && (
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      aria-label={t('games.card.freePlayOf', { name: game.name })}
                      onClick={() => void launch(target, 'trial')}
                    >
                      {t('games.card.freePlay')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="button button--small button--primary"
                    aria-label={t('games.card.play', { name: game.name })}
                    aria-busy={pendingCode === game.gameCode || undefined}
                    onClick={() => void launch(target)}
                  >
                    {t('games.card.playShort')}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="button button--ghost vendor-games__more"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('games.list.more')}
        </button>
      )}
    </Modal>
  );
}
