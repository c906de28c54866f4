// The money rules (payment password, withdrawal limits and fee, receipt minutes, bank accounts,
// transfer limits, the own-wallet vendors' automatic transfers) and which agent contracts the site offers: two settings documents, two forms.
import { useTranslation } from 'react-i18next';
import { ZContractFlags, type TContractFlags } from '@wps/contracts/wallet/contract-flags';
import { ZMoneySettings, type TMoneySettings } from '@wps/contracts/wallet/money-settings';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useContractFlags } from '../api/use-contract-flags';
import { useMoneySettings } from '../api/use-money-settings';
import { usePutContractFlags } from '../api/use-put-contract-flags';
import { usePutMoneySettings } from '../api/use-put-money-settings';
import { formatBps } from '../money-format';
import { AmountInput } from './amount-input';
import { FormFooter } from './form-footer';
import { QueryView } from './query-view';
import { WholeNumberField } from './whole-number-field';
import { useSettingsForm } from './use-settings-form';

export function MoneySettingsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const settings = useMoneySettings();
  const flags = useContractFlags();
  return (
    <>
      <section className="ops-card" aria-labelledby="ops-money-settings">
        <h2 id="ops-money-settings">{t('ops.moneySettings.title')}</h2>
        <QueryView query={settings}>
          {(initial) => <MoneySettingsForm initial={initial} canEdit={canEdit} />}
        </QueryView>
      </section>
      <section className="ops-card" aria-labelledby="ops-contract-flags">
        <h2 id="ops-contract-flags">{t('ops.contractFlags.title')}</h2>
        <QueryView query={flags}>
          {(initial) => <ContractFlagsForm initial={initial} canEdit={canEdit} />}
        </QueryView>
      </section>
    </>
  );
}

type AmountKey =
  | 'withdrawalMin'
  | 'withdrawalMax'
  | 'transferMin'
  | 'transferMax'
  | 'adjustmentApprovalAbove'
  | 'kycAbove';
type NumberKey = 'withdrawalFeeBps' | 'withdrawalAutoReceiptMinutes' | 'maxBankAccounts';

const isDigits = (s: string) => /^[0-9]+$/.test(s);
const isAbove = (a: string, b: string) => isDigits(a) && isDigits(b) && BigInt(a) > BigInt(b);

function MoneySettingsForm({ initial, canEdit }: { initial: TMoneySettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const { currency } = useSiteFormat();
  const label = (key: string) =>
    t(`ops.moneySettings.fields.${key}`, { currency, defaultValue: key });
  const { draft, setDraft, submit, footer } = useSettingsForm({
    initial,
    schema: ZMoneySettings,
    save: usePutMoneySettings(),
    canEdit,
    precheck: (d) => {
      if (isAbove(d.withdrawalMin, d.withdrawalMax)) return t('ops.moneySettings.withdrawalRange');
      if (isAbove(d.transferMin, d.transferMax)) return t('ops.moneySettings.transferRange');
      return '';
    },
    fieldName: label,
  });
  const set = (patch: Partial<TMoneySettings>) => setDraft((d) => ({ ...d, ...patch }));

  const amount = (key: AmountKey) => (
    <label className="ops-field">
      <span>{label(key)}</span>
      <AmountInput value={draft[key]} onChange={(minor) => set({ [key]: minor })} />
    </label>
  );
  const number = (key: NumberKey, min: number, max: number) => (
    <WholeNumberField
      label={label(key)}
      min={min}
      max={max}
      value={draft[key]}
      onChange={(value) => set({ [key]: value || 0 })}
    />
  );

  return (
    <form className="ops-form ops-form-narrow" onSubmit={submit} noValidate>
      <fieldset className="ops-fieldset-plain" disabled={!canEdit}>
        <label className="ops-check">
          <input
            type="checkbox"
            checked={draft.paymentPasswordRequired}
            onChange={(e) => set({ paymentPasswordRequired: e.target.checked })}
          />
          <span>{label('paymentPasswordRequired')}</span>
        </label>
        <h3 className="ops-subhead">{t('ops.moneySettings.withdrawals')}</h3>
        <div className="ops-row">
          {amount('withdrawalMin')}
          {amount('withdrawalMax')}
          {number('withdrawalFeeBps', 0, 5_000)}
        </div>
        <p className="ops-hint">
          {t('ops.moneySettings.feeHint', { percent: formatBps(draft.withdrawalFeeBps) })}
        </p>
        <div className="ops-row">
          {number('withdrawalAutoReceiptMinutes', 1, 7 * 24 * 60)}
          {number('maxBankAccounts', 1, 10)}
        </div>
        <p className="ops-hint">{t('ops.moneySettings.receiptHint')}</p>
        <h3 className="ops-subhead">{t('ops.moneySettings.transfers')}</h3>
        <div className="ops-row">
          {amount('transferMin')}
          {amount('transferMax')}
        </div>
        <h3 className="ops-subhead">{t('ops.moneySettings.gameWallets')}</h3>
        <label className="ops-check">
          <input
            type="checkbox"
            checked={draft.autoTransferOnLaunch}
            onChange={(e) => set({ autoTransferOnLaunch: e.target.checked })}
          />
          <span>{label('autoTransferOnLaunch')}</span>
        </label>
        <h3 className="ops-subhead">{t('ops.moneySettings.backOffice')}</h3>
        <div className="ops-row">
          {amount('adjustmentApprovalAbove')}
          <label className="ops-field">
            <span>{label('kycRule')}</span>
            <select
              value={draft.kycRule}
              onChange={(e) => set({ kycRule: e.target.value as TMoneySettings['kycRule'] })}
            >
              {(['never', 'first_withdrawal', 'above_amount'] as const).map((rule) => (
                <option key={rule} value={rule}>
                  {t(`ops.moneySettings.kycRules.${rule}`)}
                </option>
              ))}
            </select>
          </label>
          {draft.kycRule === 'above_amount' && amount('kycAbove')}
        </div>
        <p className="ops-hint">{t('ops.moneySettings.backOfficeHint')}</p>
      </fieldset>
      <FormFooter {...footer} />
    </form>
  );
}

const contractFlagKeys = [
  'dailysalreqtype',
  'divtypereq',
  'contracthoursalreqtype',
  'realtimesalreqtype',
] as const satisfies readonly (keyof TContractFlags)[];

function ContractFlagsForm({ initial, canEdit }: { initial: TContractFlags; canEdit: boolean }) {
  const { t } = useTranslation();
  const { draft, setDraft, submit, footer } = useSettingsForm({
    initial,
    schema: ZContractFlags,
    save: usePutContractFlags(),
    canEdit,
  });
  return (
    <form className="ops-form" onSubmit={submit} noValidate>
      <p className="ops-hint">{t('ops.contractFlags.hint')}</p>
      <fieldset className="ops-fieldset-plain" disabled={!canEdit}>
        {contractFlagKeys.map((flag) => (
          <label key={flag} className="ops-check">
            <input
              type="checkbox"
              checked={draft[flag]}
              onChange={(e) => setDraft((d) => ({ ...d, [flag]: e.target.checked }))}
            />
            <span>
              {t(`ops.contractFlags.flags.${flag}`)} <code className="ops-code">{flag}</code>
            </span>
          </label>
        ))}
      </fieldset>
      <FormFooter {...footer} />
    </form>
  );
}
