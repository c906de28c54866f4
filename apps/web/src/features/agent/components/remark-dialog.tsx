// Team management's remark: the agent's own note on a member of its downline (a name, a phone,
// "pays weekly"), seen only by the agent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDownlineMember } from '@wps/contracts/agent/reports';
import { Modal } from '../../../components/modal/modal';
import { callApi } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { agentKey } from '../agent-contracts-api';
import { downlineRemarkEndpoint } from '../agent-reports-api';

export const REMARK_MAX = 140;

export function RemarkDialog({
  member,
  onClose,
}: {
  member: TDownlineMember;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [remark, setRemark] = useState(member.remark);
  const save = useMutation({
    mutationFn: () =>
      callApi(downlineRemarkEndpoint, { body: { memberId: member.id, remark: remark.trim() } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: agentKey });
      onClose();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('agent.team.remarkTitle', { username: member.username })}
      closeOnBackdrop={false}
    >
      <form className="form" noValidate onSubmit={onSubmit}>
        <label className="agent-field">
          <span>{t('agent.team.remark')}</span>
          <textarea
            rows={3}
            maxLength={REMARK_MAX}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
          />
        </label>
        <p className="mc-note">{t('agent.team.remarkHint', { max: REMARK_MAX })}</p>
        <p className="form__problem" role="alert">
          {save.error ? errorText(save.error, t) : ''}
        </p>
        <button
          type="submit"
          className="button button--primary form__submit"
          disabled={save.isPending}
        >
          {t('agent.team.saveRemark')}
        </button>
      </form>
    </Modal>
  );
}
