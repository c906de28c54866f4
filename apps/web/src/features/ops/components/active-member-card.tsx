// The valid bet that makes a member "active" (issue 17): agent reports count active members with
// it, and contract settlements read it when they settle. Changing it needs settings.edit; every
// operator who sees the agents section reads it.
import { useTranslation } from 'react-i18next';
import { ZAgentActivitySettings, type TAgentActivitySettings } from '@wps/contracts/agent/reports';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useAgentActivitySettings } from '../api/use-agent-activity-settings';
import { usePutAgentActivitySettings } from '../api/use-put-agent-activity-settings';
import { AmountInput } from './amount-input';
import { FormFooter } from './form-footer';
import { QueryView } from './query-view';
import { useSettingsForm } from './use-settings-form';

export function ActiveMemberCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const settings = useAgentActivitySettings();
  return (
    <section className="ops-card" aria-labelledby="ops-agent-activity">
      <h2 id="ops-agent-activity">{t('ops.agents.activity.title')}</h2>
      <QueryView query={settings}>
        {(saved) => <ActiveMemberForm saved={saved} canEdit={canEdit} />}
      </QueryView>
    </section>
  );
}

function ActiveMemberForm({
  saved,
  canEdit,
}: {
  /** The threshold as the server holds it: the form's start, and what "now" shows after a save. */
  saved: TAgentActivitySettings;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { currency, money } = useSiteFormat();
  const label = t('ops.agents.activity.threshold', { currency });
  const { draft, setDraft, submit, footer } = useSettingsForm({
    initial: saved,
    schema: ZAgentActivitySettings,
    save: usePutAgentActivitySettings(),
    canEdit,
    fieldName: () => label,
  });

  return (
    <form className="ops-form ops-form-narrow" onSubmit={submit} noValidate>
      <p className="ops-hint">{t('ops.agents.activity.hint')}</p>
      <dl className="ops-facts">
        <dt>{t('ops.agents.activity.current')}</dt>
        <dd data-testid="active-threshold">{money(saved.activeMemberValidBet)}</dd>
      </dl>
      <fieldset className="ops-fieldset-plain" disabled={!canEdit}>
        <label className="ops-field">
          <span>{label}</span>
          {/* 0 is a threshold too: any valid bet makes a member active. */}
          <AmountInput
            allowZero
            value={draft.activeMemberValidBet}
            onChange={(minor) => setDraft({ activeMemberValidBet: minor })}
          />
        </label>
      </fieldset>
      {!canEdit && <p className="ops-hint">{t('ops.agents.activity.readOnly')}</p>}
      <FormFooter {...footer} />
    </form>
  );
}
