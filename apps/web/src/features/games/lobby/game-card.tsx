// One game in a list: its art (the default game icon when the image fails), name, vendor and
// minimum bet, a play button, free play when the game allows trial, and the favourite star.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TGameItem } from '@wps/contracts/games/game-list';
import { Icon } from '../../../components/icon/icon';
import { LazyImage } from '../../../components/lazy-image/lazy-image';
import { errorText } from '../../../lib/error-text';
import { formatMinor } from '../../../lib/money-amount';
import { useToggleFavourite } from '../api/use-toggle-favourite';
import { useGamesActionGuard } from '../launch/action-guard';
import { useGameLauncher } from '../launch/game-launcher';
import { flipFavouriteInCache } from './favourite-cache';

export function GameCard({ game }: { game: TGameItem }) {
  const { t } = useTranslation();
  const { launch, pendingCode } = useGameLauncher();
  const isOpening = pendingCode === game.gameCode;
  const target = { gameType: game.gameType, vassalage: game.vassalage, gameCode: game.gameCode };

  return (
    <li className="game-card">
      <button
        type="button"
        className="game-card__play"
        onClick={() => void launch(target)}
        aria-busy={isOpening || undefined}
        aria-label={t('games.card.play', { name: game.name })}
      >
        <LazyImage className="game-card__art" src={game.art} alt="" width={240} height={180} />
        <span className="game-card__name">{game.name}</span>
      </button>
      <p className="game-card__meta">
        <span className="game-card__vendor">{game.vendorName}</span>
        <span className="game-card__min-bet">
          {t('games.card.minBet', { amount: formatMinor(game.minBet) })}
        </span>
      </p>
      {game.isHot && (
        <span className="game-card__hot hot-badge">
          <Icon name="fire" size={12} />
          {t('games.card.hot')}
        </span>
      )}
      <FavouriteButton game={game} />
      {game.trial && (
        <button
          type="button"
          className="button button--small button--ghost game-card__trial"
          onClick={() => void launch(target, 'trial')}
          aria-label={t('games.card.freePlayOf', { name: game.name })}
        >
          {t('games.card.freePlay')}
        </button>
      )}
    </li>
  );
}

/** The star: login required; the shown state changes only once the server has answered. */
function FavouriteButton({ game }: { game: TGameItem }) {
  const { t } = useTranslation();
  const guard = useGamesActionGuard();
  const queryClient = useQueryClient();
  const toggle = useToggleFavourite();
  const label = game.isFavourite
    ? t('games.card.removeFavourite', { name: game.name })
    : t('games.card.addFavourite', { name: game.name });

  const onClick = () => {
    if (!guard.requireLogin()) return;
    toggle.mutate(game, {
      onSuccess: (answer) => flipFavouriteInCache(queryClient, answer.nodeId, answer.isFavourite),
    });
  };

  return (
    <>
      <button
        type="button"
        className={game.isFavourite ? 'game-card__fav is-on' : 'game-card__fav'}
        aria-pressed={game.isFavourite}
        aria-label={label}
        title={label}
        disabled={toggle.isPending}
        onClick={onClick}
      >
        <Icon name="star" size={18} />
      </button>
      {toggle.isError && (
        <p className="game-card__error" role="alert">
          {errorText(toggle.error, t)}
        </p>
      )}
    </>
  );
}
