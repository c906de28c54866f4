// The home page's lottery results: each popular lottery's latest result (or its next draw), and
// the latest result of each Vietnamese lottery, compactly. Every item links to its lottery's page
// (the Vietnamese ones to /vnlottery).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TOpenedDraw } from '@wps/contracts/lottery/lottery-common';
import { useSiteFormat } from '../../lib/use-site-format';
import { useLotteryResults } from './api/use-lottery-results';

const lotteryPath = (page: 'lottery' | 'vnlottery', gameCode: string) =>
  `/${page}?${new URLSearchParams({ gameCode }).toString()}`;

/** The newest draw of each lottery, in the list's (newest first) order. */
export function latestPerLottery(draws: readonly TOpenedDraw[]): TOpenedDraw[] {
  const seen = new Set<number>();
  return draws.filter((d) => {
    if (seen.has(d.gameId)) return false;
    seen.add(d.gameId);
    return true;
  });
}

function DrawResult({ draw }: { draw: TOpenedDraw }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="muted">{t('home.lotteryResults.draw', { numero: draw.numero })}</span>
      <strong className="lottery-results__number">
        {draw.state === 'cancelled' ? t('home.lotteryResults.cancelled') : draw.openNumber}
      </strong>
    </>
  );
}

export function LotteryResults() {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const { popular, vn } = useLotteryResults();
  const popularItems = popular.data ?? [];
  const vnDraws = latestPerLottery(vn.data ?? []);
  const isPending = popular.isPending || vn.isPending;
  const isEmpty = popularItems.length === 0 && vnDraws.length === 0;

  return (
    <section className="home-section" aria-labelledby="lottery-results">
      <h2 id="lottery-results" className="home-section__title">
        {t('home.lotteryResults.title')}
      </h2>
      {isPending && isEmpty && (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      )}
      {!isPending && isEmpty && <p className="muted">{t('home.lotteryResults.empty')}</p>}
      {popularItems.length > 0 && (
        <>
          <h3 className="lottery-results__title">{t('home.lotteryResults.popular')}</h3>
          <ul className="lottery-results card" aria-label={t('home.lotteryResults.popular')}>
            {popularItems.map(({ game, latest }) => (
              <li key={game.gameId}>
                <Link
                  to={lotteryPath(game.prizeMode === 'ZY' ? 'vnlottery' : 'lottery', game.gameCode)}
                >
                  <span className="lottery-results__name">{game.remark}</span>
                  {latest ? (
                    <DrawResult draw={latest} />
                  ) : (
                    <span className="muted">
                      {t('home.lotteryResults.nextDraw', {
                        time: format.dateTime(game.winningTime, { seconds: false }),
                      })}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {vnDraws.length > 0 && (
        <>
          <h3 className="lottery-results__title">{t('home.lotteryResults.vietnam')}</h3>
          <ul
            className="lottery-results lottery-results--compact card"
            aria-label={t('home.lotteryResults.vietnam')}
          >
            {vnDraws.map((draw) => (
              <li key={draw.gameId}>
                <Link to={lotteryPath('vnlottery', draw.gameCode)}>
                  <span className="lottery-results__name">{draw.remark}</span>
                  <DrawResult draw={draw} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
