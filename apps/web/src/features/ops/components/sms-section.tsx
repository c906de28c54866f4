// SMS safety (admin only): the caps that stop SMS pumping and the human check, and the alarms
// raised when a cap tripped (one per cap per hour), with a banner while one is recent.
import { useTranslation } from 'react-i18next';
import { ZSmsLimits, type TSmsAlarm, type TSmsLimits } from '@wps/contracts/system/sms-limits';
import { usePutSmsLimits } from '../api/use-put-sms-limits';
import { useSmsAlarms } from '../api/use-sms-alarms';
import { useSmsLimits } from '../api/use-sms-limits';
import { useSiteFormat } from '../../../lib/use-site-format';
import { FormFooter } from './form-footer';
import { QueryView } from './query-view';
import { WholeNumberField } from './whole-number-field';
import { useSettingsForm } from './use-settings-form';

/** An alarm this recent is shown as a banner above everything else in the section. */
const RECENT_MS = 60 * 60_000;

export function SmsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const limits = useSmsLimits();
  const alarms = useSmsAlarms();
  return (
    <>
      <section className="ops-card" aria-labelledby="ops-sms-alarms">
        <h2 id="ops-sms-alarms">{t('ops.sms.alarms.title')}</h2>
        <QueryView query={alarms}>{({ alarms }) => <AlarmList alarms={alarms} />}</QueryView>
      </section>
      <section className="ops-card" aria-labelledby="ops-sms-limits">
        <h2 id="ops-sms-limits">{t('ops.sms.title')}</h2>
        <QueryView query={limits}>
          {(initial) => <SmsLimitsForm initial={initial} canEdit={canEdit} />}
        </QueryView>
      </section>
    </>
  );
}

function AlarmList({ alarms }: { alarms: TSmsAlarm[] }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const now = Date.now();
  const recent = alarms.filter((a) => now - new Date(a.at).getTime() < RECENT_MS);
  if (alarms.length === 0) return <p className="ops-hint">{t('ops.sms.alarms.none')}</p>;
  return (
    <>
      {recent.length > 0 && (
        <p className="ops-error" role="alert">
          {t('ops.sms.alarms.banner', {
            caps: [...new Set(recent.map((a) => t(`ops.sms.caps.${a.cap}`)))].join(', '),
          })}
        </p>
      )}
      <div className="ops-table-scroll">
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">{t('ops.sms.alarms.at')}</th>
              <th scope="col">{t('ops.sms.alarms.cap')}</th>
              <th scope="col">{t('ops.sms.alarms.limit')}</th>
              <th scope="col">{t('ops.sms.alarms.key')}</th>
            </tr>
          </thead>
          <tbody>
            {alarms.map((alarm) => (
              <tr key={alarm.id}>
                <td>{site.dateTime(alarm.at)}</td>
                <td>{t(`ops.sms.caps.${alarm.cap}`)}</td>
                <td>{alarm.limit}</td>
                <td>{alarm.key ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="ops-hint">{t('ops.sms.alarms.hint')}</p>
    </>
  );
}

type NumberKey = 'perAddressPerHour' | 'perPrefixPerHour' | 'prefixDigits' | 'perHour';
const numberFields: [NumberKey, number, number][] = [
  ['perAddressPerHour', 1, 1_000],
  ['perPrefixPerHour', 1, 10_000],
  ['prefixDigits', 1, 8],
  ['perHour', 1, 100_000],
];

function SmsLimitsForm({ initial, canEdit }: { initial: TSmsLimits; canEdit: boolean }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`ops.sms.fields.${key}`, { defaultValue: key });
  const { draft, setDraft, submit, footer } = useSettingsForm({
    initial,
    schema: ZSmsLimits,
    save: usePutSmsLimits(),
    canEdit,
    fieldName: label,
  });
  const set = (patch: Partial<TSmsLimits>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <form className="ops-form ops-form-narrow" onSubmit={submit} noValidate>
      <fieldset className="ops-fieldset-plain" disabled={!canEdit}>
        <label className="ops-check">
          <input
            type="checkbox"
            checked={draft.humanCheck}
            onChange={(e) => set({ humanCheck: e.target.checked })}
          />
          <span>{label('humanCheck')}</span>
        </label>
        <div className="ops-row">
          {numberFields.map(([key, min, max]) => (
            <WholeNumberField
              key={key}
              label={label(key)}
              min={min}
              max={max}
              value={draft[key]}
              onChange={(value) => set({ [key]: value || 0 })}
            />
          ))}
        </div>
        <p className="ops-hint">{t('ops.sms.hint')}</p>
      </fieldset>
      <FormFooter {...footer} />
    </form>
  );
}
