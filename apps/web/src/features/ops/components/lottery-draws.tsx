// A lottery's draws, newest first, a page at a time: issue, state, times, headline result and
// what was staked and paid. An admin may cancel a draw still open, after a second click that says
// every bet on it is refunded.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOpsDraw } from '@wps/contracts/lottery/lottery-ops';
import { useCancelDraw } from '../api/use-cancel-draw';
import { useOpsDraws } from '../api/use-ops-draws';
import { useSiteFormat } from '../../../lib/use-site-format';
import { ApiErrorText } from './api-error-text';
import { ConfirmButton } from './confirm-button';
import { PagedTable } from './paged-table';

const PAGE_SIZE = 20;

export function LotteryDraws({ lotteryId, canEdit }: { lotteryId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [page, setPage] = useState(1);
  const list = useOpsDraws({ gameId: lotteryId, pageNo: page, pageSize: PAGE_SIZE });
  const cancel = useCancelDraw();
  const [cancelled, setCancelled] = useState('');
  const money = site.money;

  function cancelDraw(draw: TOpsDraw) {
    setCancelled('');
    cancel.mutate(
      { params: { id: draw.drawId } },
      {
        onSuccess: ({ refunded }) =>
          setCancelled(t('ops.lottery.cancelled', { numero: draw.numero, count: refunded })),
      },
    );
  }

  return (
    <section className="ops-card" aria-labelledby="ops-lottery-draws">
      <h2 id="ops-lottery-draws">{t('ops.lottery.draws')}</h2>
      <ApiErrorText error={cancel.error} />
      {cancelled && <p role="status">{cancelled}</p>}
      <PagedTable
        query={list}
        page={page}
        onPage={setPage}
        rowKey={(draw) => draw.drawId}
        empty={<p className="ops-hint">{t('ops.lottery.noDraws')}</p>}
        columns={[
          { header: t('ops.lottery.numero'), isRowHeader: true, cell: (draw) => draw.numero },
          {
            header: t('ops.lottery.state'),
            cell: (draw) => t(`ops.lottery.states.${draw.state}`),
          },
          { header: t('ops.lottery.drawAt'), cell: (draw) => site.dateTime(draw.drawAt) },
          { header: t('ops.lottery.result'), cell: (draw) => draw.openNumber },
          { header: t('ops.lottery.bets'), cell: (draw) => draw.bets },
          { header: t('ops.lottery.staked'), cell: (draw) => money(draw.staked) },
          { header: t('ops.lottery.paid'), cell: (draw) => money(draw.paid) },
          {
            header: t('ops.lottery.actions'),
            isHeaderHidden: true,
            cell: (draw) =>
              draw.state === 'open' &&
              canEdit && (
                <ConfirmButton
                  texts={{
                    ask: t('ops.lottery.cancel'),
                    askLabel: t('ops.lottery.cancelNamed', { numero: draw.numero }),
                    confirm: t('ops.lottery.confirmCancel'),
                    confirmLabel: t('ops.lottery.confirmCancelNamed', { numero: draw.numero }),
                    back: t('ops.lottery.keep'),
                  }}
                  confirmClassName="ops-button ops-button-danger-solid"
                  disabled={cancel.isPending}
                  onConfirm={() => cancelDraw(draw)}
                />
              ),
          },
        ]}
      />
    </section>
  );
}
