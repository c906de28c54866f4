// The winners board (GCSGAME_getRankList): the biggest wins of the last days, usernames masked
// by the server.
import { useTranslation } from 'react-i18next';
import { useSiteFormat } from '../../lib/use-site-format';
import { EmptySection } from './empty-section';
import { useRankList } from './api/use-rank-list';

export function WinnersBoard() {
  const { t } = useTranslation();
  const ranks = useRankList();
  const format = useSiteFormat();
  const items = ranks.data?.items ?? [];
  const title = t('home.winners.title');

  if (!ranks.isPending && items.length === 0) {
    return (
      <EmptySection id="winners" icon="winners" title={title} text={t('home.winners.empty')} />
    );
  }
  return (
    <section className="home-section" aria-labelledby="winners">
      <h2 id="winners" className="home-section__title">
        {title}
      </h2>
      {ranks.isPending ? (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      ) : (
        <ol className="winners-list card">
          {items.map(({ vo }, index) => (
            <li key={`${vo.time}-${vo.username}-${index}`} className="winners-list__item">
              <span className="winners-list__rank">{index + 1}</span>
              <span className="winners-list__who">
                <span className="winners-list__user">{vo.username}</span>
                <span className="muted">{vo.gameName}</span>
              </span>
              <span className="winners-list__win">
                {format.money(vo.winAmount)}
                <time className="muted" dateTime={vo.time}>
                  {format.dateTime(vo.time, { seconds: false })}
                </time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
