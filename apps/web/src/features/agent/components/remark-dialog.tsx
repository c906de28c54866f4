// Team management's remark: the agent's own note on one member of its downline (any level),
// kept by the server per (agent, member); empty removes it.
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/form-field';
import { SubmitRow } from '../../../components/form/submit-row';
import { useForm } from '../../../components/form/use-form';
import { Modal } from '../../../components/modal/modal';
import { callApi } from '../../../lib/api-client';
import { agentKey } from '../agent-contracts-api';
import { downlineRemarkEndpoint } from '../agent-reports-api';
import { DOWNLINE_REMARK_MAX } from '../report-constants';

export function RemarkDialog({
  memberId,
  username,
  remark,
  onClose,
}: {
  memberId: number;
  username: string;
  remark: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<'remark'>({ remark }, (_name, all) =>
    all.remark.trim().length > DOWNLINE_REMARK_MAX
      ? t('agent.remark.tooLong', { max: DOWNLINE_REMARK_MAX })
      : null,
  );
  const onSubmit = (event: FormEvent) =>
    form.submit(event, {
      fields: ['remark'],
      onInvalid: () => document.getElementById('agent-remark-remark')?.focus(),
      send: async () => {
        await callApi(downlineRemarkEndpoint, {
          body: { memberId, remark: form.values.remark.trim() },
        });
        await queryClient.invalidateQueries({ queryKey: [...agentKey, 'report', 'downline'] });
        onClose();
      },
    });
  return (
    <Modal open onClose={onClose} title={t('agent.remark.title', { username })}>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          id="agent-remark-remark"
          label={t('agent.remark.label')}
          name="remark"
          autoComplete="off"
          maxLength={DOWNLINE_REMARK_MAX}
          hint={t('agent.remark.hint', { max: DOWNLINE_REMARK_MAX })}
          value={form.values.remark}
          onChange={form.setValue('remark')}
          error={form.errors.remark}
        />
        <SubmitRow problem={form.problem} busy={form.isSending} label={t('agent.remark.save')} />
      </form>
    </Modal>
  );
}
