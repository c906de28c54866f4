// Account security (settings.edit): the registration challenge, the login captcha threshold, new
// device codes, SMS code lifetime and caps, and the trial account's play money.
import { useTranslation } from 'react-i18next';
import { ZAccountSecurity, type TAccountSecurity } from '@wps/contracts/account/register';
import { accountSecurity } from '../api/use-site-settings-document';
import { AmountInput } from './amount-input';
import { FormFooter } from './form-footer';
import { QueryView } from './query-view';
import { WholeNumberField } from './whole-number-field';
import { useSettingsForm } from './use-settings-form';

type Flag = 'registerChallenge' | 'newDeviceVerification';
type Count = 'loginCaptchaAfterFailures' | 'smsCodeMinutes' | 'smsSendsPerNumberPerHour';
const flags: Flag[] = ['registerChallenge', 'newDeviceVerification'];
/** Each count with the contract's bounds. */
const counts: [Count, number, number][] = [
  ['loginCaptchaAfterFailures', 1, 20],
  ['smsCodeMinutes', 1, 30],
  ['smsSendsPerNumberPerHour', 1, 50],
];

export function AccountSecuritySection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const current = accountSecurity.use();
  return (
    <section className="ops-card" aria-labelledby="ops-account-security">
      <h2 id="ops-account-security">{t('ops.accountSecurity.title')}</h2>
      <QueryView query={current}>
        {(initial) => <AccountSecurityForm initial={initial} canEdit={canEdit} />}
      </QueryView>
    </section>
  );
}

function AccountSecurityForm({
  initial,
  canEdit,
}: {
  initial: TAccountSecurity;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const label = (key: string) => t(`ops.accountSecurity.fields.${key}`, { defaultValue: key });
  const { draft, setDraft, submit, footer } = useSettingsForm({
    initial,
    schema: ZAccountSecurity,
    save: accountSecurity.usePut(),
    canEdit,
    fieldName: label,
  });
  const set = (patch: Partial<TAccountSecurity>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <form className="ops-form ops-form-narrow" onSubmit={submit} noValidate>
      <fieldset className="ops-fieldset-plain" disabled={!canEdit}>
        {flags.map((key) => (
          <label key={key} className="ops-check">
            <input
              type="checkbox"
              checked={draft[key]}
              onChange={(e) => set({ [key]: e.target.checked })}
            />
            <span>{label(key)}</span>
          </label>
        ))}
        <div className="ops-row">
          {counts.map(([key, min, max]) => (
            <WholeNumberField
              key={key}
              label={label(key)}
              min={min}
              max={max}
              value={draft[key]}
              onChange={(value) => set({ [key]: value })}
            />
          ))}
          <label className="ops-field">
            <span>{label('freePlayBalance')}</span>
            <AmountInput
              allowZero
              value={Number.isNaN(draft.freePlayBalance) ? '' : String(draft.freePlayBalance)}
              onChange={(minor) => set({ freePlayBalance: minor === '' ? NaN : Number(minor) })}
            />
          </label>
        </div>
        <p className="ops-hint">{t('ops.accountSecurity.hint')}</p>
      </fieldset>
      <FormFooter {...footer} />
    </form>
  );
}
