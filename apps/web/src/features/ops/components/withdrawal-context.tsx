// What a withdrawal's approver needs beside the request: the member's balance, deposits,
// turnover since the last deposit, withdrawals paid before, KYC and the risk queue's flags.
import { useTranslation } from 'react-i18next';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useWithdrawalContext } from '../api/use-risk';
import { PaymentFacts } from './payment-row';
import { QueryView } from './query-view';

export function WithdrawalContext({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const context = useWithdrawalContext(reference);
  const k = (key: string) => t(`ops.withdrawalContext.${key}`);
  return (
    <section
      className="ops-withdrawal-context"
      aria-label={t('ops.withdrawalContext.titleOf', { reference })}
    >
      <h3>{k('title')}</h3>
      <QueryView query={context}>
        {(c) => (
          <>
            <PaymentFacts
              facts={[
                [k('balance'), site.money(c.balance)],
                [k('bonusBalance'), c.bonusBalance === '0' ? null : site.money(c.bonusBalance)],
                [k('deposits'), `${site.money(c.deposits)} (${c.depositCount})`],
                [
                  k('lastDepositAt'),
                  c.lastDepositAt ? site.dateTime(c.lastDepositAt) : k('noDeposit'),
                ],
                [k('turnover'), site.money(c.turnoverSinceDeposit)],
                [k('withdrawals'), site.money(c.withdrawals)],
                [k('kyc'), t(`ops.kyc.states.${c.kyc === 'none' ? 'none' : c.kyc}`)],
              ]}
            />
            <p className="ops-risk-flags">
              {c.flags.length === 0 && c.status === 'active' ? (
                <span className="ops-badge ops-badge-ok">{k('noFlags')}</span>
              ) : (
                <>
                  {c.status === 'disabled' && (
                    <span className="ops-badge ops-badge-warn">{t('ops.risk.disabled')}</span>
                  )}
                  {c.flags.map((f) => (
                    <span key={f} className="ops-badge ops-badge-warn">
                      {t(`ops.risk.kinds.${f}`)}
                    </span>
                  ))}
                </>
              )}
              {c.labels.map((l) => (
                <span key={l.name} className="ops-badge">
                  {l.name}
                </span>
              ))}
            </p>
          </>
        )}
      </QueryView>
    </section>
  );
}
