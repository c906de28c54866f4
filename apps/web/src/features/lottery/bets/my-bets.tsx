// The member's bets on the selected lottery, newest first, 15 a page: draw, play, number, stake,
// payout and state. A visitor is asked to log in instead.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager/pager';
import { errorText } from '../../../lib/error-text';
import { formatMinor } from '../../../lib/money-amount';
import { useSession } from '../../../lib/session';
import { useLotteryBets } from '../api/use-lottery-bets';
import { useLotteryActionGuard } from '../lottery-action-guard';
import { formatSiteTime } from '../lottery-rules';

export function MyBets({ gameId, siteOffset }: { gameId: number; siteOffset: number | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { isLoggedIn } = useSession();
  const guard = useLotteryActionGuard();
  return (
    <section className="lottery-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="lottery-card__title">
        {t('lottery.bets.title')}
      </h3>
      {isLoggedIn ? (
        <BetsTable gameId={gameId} siteOffset={siteOffset} labelledBy={headingId} />
      ) : (
        <div className="lottery-status">
          <p>{t('lottery.bets.needsLogin')}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => guard.requireLogin()}
          >
            {t('lottery.bets.login')}
          </button>
        </div>
      )}
    </section>
  );
}

function BetsTable({
  gameId,
  siteOffset,
  labelledBy,
}: {
  gameId: number;
  siteOffset: number | null;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const bets = useLotteryBets(gameId, pageNo);
  if (bets.isPending) return <p className="lottery-status">{t('common.loading')}</p>;
  if (bets.error) {
    return (
      <p className="lottery-status lottery-status--error" role="alert">
        {errorText(bets.error, t)}
      </p>
    );
  }
  if (bets.data.list.length === 0)
    return <p className="lottery-status">{t('lottery.bets.empty')}</p>;
  return (
    <>
      <div className="lottery-table-wrap">
        <table className="lottery-table" aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">{t('lottery.bets.draw')}</th>
              <th scope="col">{t('lottery.bets.time')}</th>
              <th scope="col">{t('lottery.bets.play')}</th>
              <th scope="col">{t('lottery.bets.number')}</th>
              <th scope="col">{t('lottery.bets.stake')}</th>
              <th scope="col">{t('lottery.bets.payout')}</th>
              <th scope="col">{t('lottery.bets.state')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.data.list.map((bet) => (
              <tr key={bet.betId}>
                <td>{bet.numero}</td>
                <td>{formatSiteTime(bet.createdAt, siteOffset)}</td>
                <td>{t(`lottery.playTypes.${bet.playType}`, { defaultValue: bet.playType })}</td>
                <td>{bet.selection || '—'}</td>
                <td className="lottery-table__money">{formatMinor(bet.stake)}</td>
                <td className="lottery-table__money">{formatMinor(bet.payout)}</td>
                <td>{t(`lottery.betStates.${bet.state}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        pageNo={pageNo}
        totalPages={bets.data.totalPages}
        isBusy={bets.isFetching}
        onPageChange={setPageNo}
        label={t('lottery.bets.pages')}
        previousText={t('lottery.bets.previous')}
        nextText={t('lottery.bets.next')}
        positionText={t('lottery.bets.page', { pageNo, totalPages: bets.data.totalPages })}
      />
    </>
  );
}
