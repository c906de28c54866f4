// The maintenance switch: turning it on makes every player see the maintenance screen (the
// server's status cache lets that take at most a couple of seconds).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMaintenance } from '@wps/contracts/system/status';
import { usePutMaintenance } from '../api/use-put-maintenance';
import { useSiteFormat } from '../../../lib/use-site-format';
import { fromLocalInput, toLocalInput } from '../local-time';
import { ApiErrorText } from './api-error-text';
import { useConfirm } from './use-confirm';
import { DateTimeInput } from './date-time-input';

export function MaintenanceCard({
  maintenance,
  canEdit,
}: {
  maintenance: TMaintenance;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const save = usePutMaintenance();
  const [title, setTitle] = useState(maintenance.title);
  // The end is typed in the site's zone; the zone the field was filled in is the one it is read in.
  const { timeZone } = useSiteFormat();
  const [zone] = useState(timeZone);
  const [endTime, setEndTime] = useState(() => toLocalInput(maintenance.endTime, zone));
  const [info, setInfo] = useState(maintenance.info);
  const [savedText, setSavedText] = useState('');
  const [problem, setProblem] = useState('');
  const confirm = useConfirm();

  function send(enabled: boolean) {
    setSavedText('');
    const end = endTime === '' ? null : fromLocalInput(endTime, zone);
    // A typed end that is not a time is refused here, not sent as "no end".
    if (endTime !== '' && end === null) {
      setProblem(t('ops.form.invalidField', { field: t('ops.maintenance.endTime') }));
      return;
    }
    setProblem('');
    save.mutate(
      { enabled, title: title.trim(), endTime: end, info: info.trim() },
      {
        onSuccess: (saved) =>
          setSavedText(
            saved.enabled ? t('ops.maintenance.savedOn') : t('ops.maintenance.savedOff'),
          ),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send(maintenance.enabled);
  }

  const isOn = maintenance.enabled;
  return (
    <section className="ops-card" aria-labelledby="ops-maintenance-title">
      <h2 id="ops-maintenance-title">{t('ops.maintenance.title')}</h2>
      <div className="ops-switch-row">
        <button
          type="button"
          role="switch"
          aria-checked={isOn}
          className="ops-switch"
          disabled={!canEdit || save.isPending}
          onClick={() => {
            // Turning it on closes the site to every player: named and confirmed first.
            if (isOn) return send(false);
            confirm.ask(
              {
                title: t('ops.maintenance.confirmTitle'),
                effect: t('ops.maintenance.confirmEffect'),
                confirm: t('ops.maintenance.confirmOn'),
                back: t('ops.content.cancel'),
              },
              () => send(true),
            );
          }}
        >
          <span className="ops-switch-track" aria-hidden="true">
            <span className="ops-switch-thumb" />
          </span>
          <span>{t('ops.maintenance.switch')}</span>
        </button>
        <span className={isOn ? 'ops-badge ops-badge-warn' : 'ops-badge ops-badge-ok'}>
          {isOn ? t('ops.maintenance.isOn') : t('ops.maintenance.isOff')}
        </span>
      </div>
      {confirm.dialog}
      <p className="ops-hint">{t('ops.maintenance.hint')}</p>
      <form className="ops-form" onSubmit={submit}>
        <label className="ops-field">
          <span>{t('ops.maintenance.screenTitle')}</span>
          <input
            value={title}
            maxLength={200}
            disabled={!canEdit}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <label className="ops-field">
          <span>{t('ops.maintenance.endTime')}</span>
          <DateTimeInput value={endTime} disabled={!canEdit} onChange={setEndTime} />
        </label>
        <label className="ops-field">
          <span>{t('ops.maintenance.info')}</span>
          <textarea
            rows={4}
            value={info}
            maxLength={2000}
            disabled={!canEdit}
            onChange={(e) => setInfo(e.target.value)}
          />
        </label>
        <div className="ops-actions">
          <button className="ops-button" type="submit" disabled={!canEdit || save.isPending}>
            {t('ops.maintenance.saveText')}
          </button>
          <span role="status" className="ops-saved">
            {savedText}
          </span>
        </div>
        {problem && (
          <p className="ops-error" role="alert">
            {problem}
          </p>
        )}
        <ApiErrorText error={save.error} />
      </form>
    </section>
  );
}
