// Agents (issue 17): join applications from /join (support reads, admin approves or rejects
// with a remark, choosing the agent type and the upline), and a member's account type (promote
// or demote) and upline (move, refused when it would make a loop), and the valid bet that makes
// a member active. The server checks each action's permission and audits it; this screen only
// keeps the controls honest.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_ACCOUNT_TYPES } from '@wps/contracts/account/accounts';
import {
  approveAgentApplication,
  moveMemberUpline,
  rejectAgentApplication,
  setMemberAccountType,
  type TOpsAgentApplication,
} from '@wps/contracts/account/ops-agents';
import type { ZOpsMember } from '@wps/contracts/account/ops-accounts';
import type { z } from 'zod';

type TOpsMember = z.infer<typeof ZOpsMember>;
import { useSiteFormat } from '../../../lib/use-site-format';
import {
  agentApplicationsKey,
  useAgentApplications,
  type ApplicationFilter,
} from '../api/use-agent-applications';
import { useMembers } from '../api/use-members';
import { useOpsWrite } from '../api/use-ops-write';
import { ActiveMemberCard } from './active-member-card';
import { ApiErrorText } from './api-error-text';
import { ChoiceSelect } from './choice-select';
import { Pager } from './pager';

const filters: ApplicationFilter[] = ['pending', 'approved', 'rejected', 'all'];
const REMARK_MAX = 140;

export function AgentsSection({
  canEdit,
  canSetActiveThreshold,
}: {
  canEdit: boolean;
  /** The active-member threshold is a site setting: settings.edit, not agents.edit. */
  canSetActiveThreshold: boolean;
}) {
  return (
    <>
      <ApplicationsCard canEdit={canEdit} />
      <MemberAgentCard canEdit={canEdit} />
      <ActiveMemberCard canEdit={canSetActiveThreshold} />
    </>
  );
}

function ApplicationsCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const [status, setStatus] = useState<ApplicationFilter>('pending');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<number | null>(null);
  const applications = useAgentApplications(page, status);
  // Below the list, where a phone has the width for it; it stays while the list refreshes.
  const decided = applications.data?.items.find((a) => a.id === deciding && a.status === 'pending');

  return (
    <section className="ops-card" aria-labelledby="ops-agent-applications">
      <h2 id="ops-agent-applications">{t('ops.agents.applications')}</h2>
      <label className="ops-field">
        <span>{t('ops.agents.filter')}</span>
        <ChoiceSelect
          choices={filters}
          value={status}
          labelOf={(f) => t(`ops.agents.filters.${f}`)}
          onChange={(f) => {
            setStatus(f);
            setPage(1);
          }}
        />
      </label>
      {applications.isPending && <p role="status">{t('ops.loading')}</p>}
      <ApiErrorText error={applications.error} />
      {applications.data && applications.data.items.length === 0 && (
        <p>{t('ops.agents.noApplications')}</p>
      )}
      {applications.data && applications.data.items.length > 0 && (
        <div className="ops-table-scroll">
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col">{t('ops.agents.applicant')}</th>
                <th scope="col">{t('ops.agents.contact')}</th>
                <th scope="col">{t('ops.agents.teamSize')}</th>
                <th scope="col">{t('ops.agents.remark')}</th>
                <th scope="col">{t('ops.agents.submitted')}</th>
                <th scope="col">{t('ops.agents.state')}</th>
              </tr>
            </thead>
            <tbody>
              {applications.data.items.map((a) => (
                <tr key={a.id}>
                  <td data-label={t('ops.agents.applicant')}>
                    <strong>{a.username}</strong> ({t(`ops.agents.kinds.${a.kind}`)})
                    <br />
                    {a.name}
                  </td>
                  <td data-label={t('ops.agents.contact')}>
                    {a.mobile}
                    <br />
                    {t(`ops.agents.apps.${a.contactApp}`)}: {a.contactId}
                  </td>
                  <td data-label={t('ops.agents.teamSize')}>{a.teamSize}</td>
                  <td data-label={t('ops.agents.remark')}>{a.remark}</td>
                  <td data-label={t('ops.agents.submitted')}>
                    {format.dateTime(a.createdAt, { seconds: false })}
                  </td>
                  <td data-label={t('ops.agents.state')}>
                    {t(`ops.agents.states.${a.status}`)}
                    {a.decidedBy && (
                      <>
                        <br />
                        {t('ops.agents.decidedBy', { operator: a.decidedBy })}
                      </>
                    )}
                    {a.decisionRemark ? (
                      <>
                        <br />
                        <em>{a.decisionRemark}</em>
                      </>
                    ) : null}
                    {a.status === 'pending' && canEdit && (
                      <>
                        <br />
                        <button
                          type="button"
                          className="ops-button"
                          aria-label={t('ops.agents.decideNamed', { username: a.username })}
                          onClick={() => setDeciding(a.id)}
                        >
                          {t('ops.agents.decide')}
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {applications.data && (
        <Pager page={page} totalPages={applications.data.totalPages} onPage={setPage} />
      )}
      {decided && (
        <DecisionForm key={decided.id} application={decided} onDone={() => setDeciding(null)} />
      )}
    </section>
  );
}

function DecisionForm({
  application,
  onDone,
}: {
  application: TOpsAgentApplication;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [accountType, setAccountType] = useState(String(AGENT_ACCOUNT_TYPES[0]));
  const [upline, setUpline] = useState(application.upline ?? '');
  const [remark, setRemark] = useState('');
  const approve = useOpsWrite(approveAgentApplication, agentApplicationsKey);
  const reject = useOpsWrite(rejectAgentApplication, agentApplicationsKey);
  const isBusy = approve.isPending || reject.isPending;
  const params = { id: application.id };

  function onApprove(event: FormEvent) {
    event.preventDefault();
    approve.mutate(
      {
        params,
        body: {
          accountType: Number(accountType),
          upline: upline.trim() === '' ? null : upline.trim(),
          remark: remark.trim(),
        },
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form
      className="ops-form"
      onSubmit={onApprove}
      aria-label={t('ops.agents.decideNamed', { username: application.username })}
    >
      <label className="ops-field">
        <span>{t('ops.agents.accountType')}</span>
        <ChoiceSelect
          choices={AGENT_ACCOUNT_TYPES.map(String)}
          value={accountType}
          labelOf={(type) => t(`ops.agents.types.${type}`)}
          onChange={setAccountType}
        />
      </label>
      <label className="ops-field">
        <span>{t('ops.agents.upline')}</span>
        <input
          value={upline}
          maxLength={64}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('ops.agents.topLevel')}
          onChange={(e) => setUpline(e.target.value)}
        />
      </label>
      <label className="ops-field">
        <span>{t('ops.agents.decisionRemark')}</span>
        <input value={remark} maxLength={REMARK_MAX} onChange={(e) => setRemark(e.target.value)} />
      </label>
      <ApiErrorText error={approve.error ?? reject.error} />
      <div className="ops-actions">
        <button type="submit" className="ops-button ops-button-primary" disabled={isBusy}>
          {t('ops.agents.approve')}
        </button>
        <button
          type="button"
          className="ops-button"
          disabled={isBusy}
          onClick={() =>
            reject.mutate({ params, body: { remark: remark.trim() } }, { onSuccess: onDone })
          }
        >
          {t('ops.agents.reject')}
        </button>
        <button type="button" className="ops-button" onClick={onDone}>
          {t('ops.content.cancel')}
        </button>
      </div>
      <p className="ops-hint">{t('ops.agents.rejectNeedsRemark')}</p>
    </form>
  );
}

/** One member, found by exact username, with its type and upline to change. */
function MemberAgentCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const members = useMembers(1, username);
  const found =
    username === ''
      ? null
      : (members.data?.items.find((m) => m.username.toLowerCase() === username.toLowerCase()) ??
        null);

  return (
    <section className="ops-card" aria-labelledby="ops-agent-member">
      <h2 id="ops-agent-member">{t('ops.agents.member')}</h2>
      <form
        className="ops-row"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setUsername(typed.trim());
        }}
      >
        <label className="ops-field">
          <span>{t('ops.agents.memberUsername')}</span>
          <input
            value={typed}
            maxLength={64}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <button type="submit" className="ops-button">
          {t('ops.agents.find')}
        </button>
      </form>
      {username !== '' && members.isPending && <p role="status">{t('ops.loading')}</p>}
      <ApiErrorText error={members.error} />
      {username !== '' && members.data && !found && <p>{t('ops.agents.noMember')}</p>}
      {found && <MemberAgentForms key={found.id} member={found} canEdit={canEdit} />}
    </section>
  );
}

function MemberAgentForms({ member, canEdit }: { member: TOpsMember; canEdit: boolean }) {
  const { t } = useTranslation();
  const [accountType, setAccountType] = useState(String(member.accountType));
  const [upline, setUpline] = useState(member.upline ?? '');
  const [remark, setRemark] = useState('');
  const setType = useOpsWrite(setMemberAccountType, ['ops', 'members']);
  const move = useOpsWrite(moveMemberUpline, ['ops', 'members']);
  const current = setType.data ?? move.data ?? member;
  const typeName = (type: number) =>
    t(`ops.agents.types.${type}`, { defaultValue: t('ops.agents.types.other', { type }) });

  return (
    <div className="ops-agent-member">
      <dl className="ops-facts">
        <dt>{t('ops.agents.memberUsername')}</dt>
        <dd>{current.username}</dd>
        <dt>{t('ops.agents.accountType')}</dt>
        <dd data-testid="member-account-type">{typeName(current.accountType)}</dd>
        <dt>{t('ops.agents.upline')}</dt>
        <dd>{current.upline ?? t('ops.agents.topLevel')}</dd>
      </dl>
      <label className="ops-field">
        <span>{t('ops.agents.decisionRemark')}</span>
        <input
          value={remark}
          maxLength={REMARK_MAX}
          disabled={!canEdit}
          onChange={(e) => setRemark(e.target.value)}
        />
      </label>
      <form
        className="ops-row"
        onSubmit={(e) => {
          e.preventDefault();
          setType.mutate({
            params: { id: member.id },
            body: { accountType: Number(accountType), remark: remark.trim() },
          });
        }}
      >
        <label className="ops-field">
          <span>{t('ops.agents.newAccountType')}</span>
          <ChoiceSelect
            choices={[0, ...AGENT_ACCOUNT_TYPES].map(String)}
            value={accountType}
            disabled={!canEdit}
            labelOf={(type) => typeName(Number(type))}
            onChange={setAccountType}
          />
        </label>
        <button type="submit" className="ops-button" disabled={!canEdit || setType.isPending}>
          {t('ops.agents.setType')}
        </button>
      </form>
      <ApiErrorText error={setType.error} />
      <form
        className="ops-row"
        onSubmit={(e) => {
          e.preventDefault();
          move.mutate({
            params: { id: member.id },
            body: { upline: upline.trim() === '' ? null : upline.trim(), remark: remark.trim() },
          });
        }}
      >
        <label className="ops-field">
          <span>{t('ops.agents.newUpline')}</span>
          <input
            value={upline}
            maxLength={64}
            autoCapitalize="none"
            spellCheck={false}
            disabled={!canEdit}
            placeholder={t('ops.agents.topLevel')}
            onChange={(e) => setUpline(e.target.value)}
          />
        </label>
        <button type="submit" className="ops-button" disabled={!canEdit || move.isPending}>
          {t('ops.agents.move')}
        </button>
      </form>
      <ApiErrorText error={move.error} />
    </div>
  );
}
