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
import { Pager } from './pager';
import { QueryView } from './query-view';

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
      <QueryView query={list}>
        {({ items, totalPages }) =>
          items.length === 0 ? (
            <p className="ops-hint">{t('ops.lottery.noDraws')}</p>
          ) : (
            <>
              <div className="ops-table-scroll" aria-busy={list.isFetching}>
                <table className="ops-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('ops.lottery.numero')}</th>
                      <th scope="col">{t('ops.lottery.state')}</th>
                      <th scope="col">{t('ops.lottery.drawAt')}</th>
                      <th scope="col">{t('ops.lottery.result')}</th>
                      <th scope="col">{t('ops.lottery.bets')}</th>
                      <th scope="col">{t('ops.lottery.staked')}</th>
                      <th scope="col">{t('ops.lottery.paid')}</th>
                      <th scope="col">
                        <span className="ops-visually-hidden">{t('ops.lottery.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((draw) => (
                      <tr key={draw.drawId}>
                        <th scope="row">{draw.numero}</th>
                        <td>{t(`ops.lottery.states.${draw.state}`)}</td>
                        <td>{site.dateTime(draw.drawAt)}</td>
                        <td>{draw.openNumber}</td>
                        <td>{draw.bets}</td>
                        <td>{money(draw.staked)}</td>
                        <td>{money(draw.paid)}</td>
                        <td>
                          {draw.state === 'open' && canEdit && (
                            <ConfirmButton
                              texts={{
                                ask: t('ops.lottery.cancel'),
                                askLabel: t('ops.lottery.cancelNamed', { numero: draw.numero }),
                                confirm: t('ops.lottery.confirmCancel'),
                                confirmLabel: t('ops.lottery.confirmCancelNamed', {
                                  numero: draw.numero,
                                }),
                                back: t('ops.lottery.keep'),
                              }}
                              confirmClassName="ops-button ops-button-danger-solid"
                              disabled={cancel.isPending}
                              onConfirm={() => cancelDraw(draw)}
                            />
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={page} totalPages={totalPages} onPage={setPage} />
            </>
          )
        }
      </QueryView>
    </section>
  );
}
