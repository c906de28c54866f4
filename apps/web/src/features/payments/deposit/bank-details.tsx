// The site's bank account a bank-transfer channel asks the player to pay into, each detail with
// a copy button.
import { useTranslation } from 'react-i18next';
import type { TChannelBank } from '@wps/contracts/payment/fields';
import { CopyButton } from '../components/copy-button';

export function BankDetails({ bank }: { bank: TChannelBank }) {
  const { t } = useTranslation();
  const rows = [
    ['bankName', bank.bankName],
    ['accountName', bank.accountName],
    ['accountNumber', bank.accountNumber],
  ] as const;
  return (
    <section className="pay-bank" aria-label={t('payments.bank.title')}>
      <h5 className="pay-bank__title">{t('payments.bank.title')}</h5>
      <dl className="pay-bank__rows">
        {rows.map(([key, value]) => (
          <div key={key} className="pay-bank__row">
            <dt>{t(`payments.bank.${key}`)}</dt>
            <dd>
              <span className="pay-bank__value">{value}</span>
              <CopyButton text={value} what={t(`payments.bank.${key}`)} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
