// One contract's terms: its period and its tiers, each with the thresholds its kind is judged by
// and the rate it pays.
import { useTranslation } from 'react-i18next';
import type { TAgentContract } from '@wps/contracts/agent/contracts';
import { useSiteFormat } from '../../../lib/use-site-format';
import { formatRate, thresholdsOfKind } from '../contract-format';

export function ContractTerms({
  contract,
}: {
  contract: Pick<TAgentContract, 'kind' | 'periodType' | 'tiers'>;
}) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const thresholds = thresholdsOfKind[contract.kind];
  return (
    <>
      <p className="mc-note">
        {t('agent.contract.period')}: {t(`agent.contract.periods.${contract.periodType}`)}
      </p>
      <table className="mc-table agent-tiers">
        <caption className="visually-hidden">{t('agent.contract.tiers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agent.contract.tier')}</th>
            {thresholds.map((name) => (
              <th key={name} scope="col" className="mc-num">
                {t(`agent.contract.thresholds.${name}`)}
              </th>
            ))}
            <th scope="col" className="mc-num">
              {t('agent.contract.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {contract.tiers.map((tier, index) => (
            <tr key={index}>
              <td data-label={t('agent.contract.tier')}>{index + 1}</td>
              {thresholds.map((name) => (
                <td
                  key={name}
                  data-label={t(`agent.contract.thresholds.${name}`)}
                  className="mc-num"
                >
                  {name === 'minActive' ? tier.minActive : format.amount(tier[name])}
                </td>
              ))}
              <td data-label={t('agent.contract.rate')} className="mc-num">
                {formatRate(tier.rateBp)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
