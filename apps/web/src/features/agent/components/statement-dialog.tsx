// One settlement statement line by line (issue 17 "Settlement"): the period, the team's figures,
// the tier reached, my rate and the rate that applied, what each direct downline's contract took,
// the carry-over and what was paid.
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal/modal';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useStatement } from '../agent-contracts-api';
import { formatRate } from '../contract-format';

export function StatementDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const statement = useStatement(id);
  const s = statement.data;
  return (
    <Modal open onClose={onClose} title={t('agent.statement.one')} className="agent-statement">
      {statement.isError ? (
        <p className="form__problem" role="alert">
          {t('errors.loadFailed')}
        </p>
      ) : !s ? (
        <p className="mc-note" role="status">
          {t('common.loading')}
        </p>
      ) : (
        <>
          <dl className="mc-facts">
            <dt>{t('agent.statement.period')}</dt>
            <dd>
              {format.dateTime(s.periodStart, { seconds: false })} –{' '}
              {format.dateTime(s.periodEnd, { seconds: false })}
            </dd>
            <dt>{t('agent.figures.validBet')}</dt>
            <dd>{format.money(s.figures.validBet)}</dd>
            <dt>{t('agent.figures.betAmount')}</dt>
            <dd>{format.money(s.figures.betAmount)}</dd>
            <dt>{t('agent.figures.housePnl')}</dt>
            <dd>{format.money(s.figures.housePnl)}</dd>
            <dt>{t('agent.figures.activeMembers')}</dt>
            <dd>{s.figures.activeMembers}</dd>
            <dt>{t('agent.statement.tier')}</dt>
            <dd>{s.tier ?? t('agent.statement.noTier')}</dd>
            <dt>{t('agent.statement.ownRate')}</dt>
            <dd>{formatRate(s.ownRateBp)}</dd>
            <dt>{t('agent.statement.rate')}</dt>
            <dd>{formatRate(s.effectiveRateBp)}</dd>
            <dt>{t('agent.statement.base')}</dt>
            <dd>{format.money(s.base)}</dd>
            <dt>{t('agent.statement.gross')}</dt>
            <dd>{format.money(s.gross)}</dd>
          </dl>
          <h3 className="mc-card__title agent-statement__subtitle">
            {t('agent.statement.deductions')}
          </h3>
          {s.deductions.length === 0 ? (
            <p className="mc-note">{t('agent.statement.noDeductions')}</p>
          ) : (
            <table className="mc-table">
              <caption className="visually-hidden">{t('agent.statement.deductions')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('agent.contract.downline')}</th>
                  <th scope="col" className="mc-num">
                    {t('agent.contract.rate')}
                  </th>
                  <th scope="col" className="mc-num">
                    {t('agent.statement.base')}
                  </th>
                  <th scope="col" className="mc-num">
                    {t('agent.statement.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {s.deductions.map((d) => (
                  <tr key={d.agent}>
                    <td data-label={t('agent.contract.downline')}>{d.agent}</td>
                    <td data-label={t('agent.contract.rate')} className="mc-num">
                      {formatRate(d.rateBp)}
                    </td>
                    <td data-label={t('agent.statement.base')} className="mc-num">
                      {format.amount(d.base)}
                    </td>
                    <td data-label={t('agent.statement.amount')} className="mc-num">
                      {format.amount(d.amount)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <dl className="mc-facts">
            <dt>{t('agent.statement.net')}</dt>
            <dd>{format.money(s.net)}</dd>
            <dt>{t('agent.statement.carryIn')}</dt>
            <dd>{format.money(s.carryIn)}</dd>
            <dt>{t('agent.statement.carryOut')}</dt>
            <dd>{format.money(s.carryOut)}</dd>
            <dt>{t('agent.statement.amount')}</dt>
            <dd>
              <strong>{format.money(s.amount)}</strong>
            </dd>
            <dt>{t('agent.statement.settledAt')}</dt>
            <dd>{format.dateTime(s.settledAt)}</dd>
          </dl>
        </>
      )}
    </Modal>
  );
}
