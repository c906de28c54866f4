// The member's bets on the selected lottery, newest first, 15 a page: draw, play, number, stake,
// payout and state: a table on a desktop, a card per bet on a phone (the records kit's table).
// A visitor is asked to log in instead.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLotteryBet } from '@wps/contracts/lottery/lottery-common';
import { Pager } from '../../../components/pager/pager';
import { RecordsTable, type RecordColumn } from '../../../components/records-kit/records-kit';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useLotteryBets } from '../api/use-lottery-bets';
import { useLotteryActionGuard } from '../lottery-action-guard';

export function MyBets({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { isLoggedIn } = useSession();
  const guard = useLotteryActionGuard();
  return (
    <section className="lottery-card lottery-game__bets" aria-labelledby={headingId}>
      <h3 id={headingId} className="lottery-card__title">
        {t('lottery.bets.title')}
      </h3>
      {isLoggedIn ? (
        <BetsTable gameId={gameId} />
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

function BetsTable({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
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
  // A play type the language file does not name reads "Other", never its code.
  const playName = (bet: TLotteryBet) =>
    t(`lottery.playTypes.${bet.playType}`, { defaultValue: t('lottery.bets.otherPlay') });
  const columns: RecordColumn<TLotteryBet>[] = [
    { key: 'draw', label: t('lottery.bets.draw'), cell: (bet) => bet.numero },
    {
      key: 'time',
      label: t('lottery.bets.time'),
      cell: (bet) => format.dateTime(bet.createdAt),
    },
    { key: 'play', label: t('lottery.bets.play'), cell: playName },
    { key: 'number', label: t('lottery.bets.number'), cell: (bet) => bet.selection || '—' },
    {
      key: 'stake',
      label: t('lottery.bets.stake'),
      numeric: true,
      cell: (bet) => format.amount(bet.stake),
    },
    {
      key: 'payout',
      label: t('lottery.bets.payout'),
      numeric: true,
      cell: (bet) => format.amount(bet.payout),
    },
    {
      key: 'state',
      label: t('lottery.bets.state'),
      cell: (bet) => t(`lottery.betStates.${bet.state}`),
    },
  ];
  return (
    <>
      <RecordsTable
        caption={t('lottery.bets.title')}
        columns={columns}
        rows={bets.data.list}
        rowKey={(bet) => String(bet.betId)}
      />
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
