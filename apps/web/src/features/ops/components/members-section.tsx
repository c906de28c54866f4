// Members (support reads, admin acts): find a member by username, mobile, email, name, bank
// account, address, device or agent; open the member's page; approve the balance adjustments
// other operators made. An admin may reset a password to a one-time one, shown here once, to
// hand to the member; the console keeps it only on screen until Done.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  approveAdjustment,
  memberSearchFields,
  rejectAdjustment,
  type TMemberSearchField,
} from '@wps/contracts/account/ops-member-detail';
import { useSiteFormat } from '../../../lib/use-site-format';
import { usePendingAdjustments } from '../api/use-member-detail';
import { useMembers } from '../api/use-members';
import { useOpsWrite } from '../api/use-ops-write';
import { useResetMemberPassword } from '../api/use-reset-member-password';
import { ApiErrorText } from './api-error-text';
import { ChoiceSelect } from './choice-select';
import { ConfirmButton } from './confirm-button';
import { formatPoints, MemberDetail } from './member-detail';
import { Pager } from './pager';
import { ShownOnce } from './shown-once';

export function MembersSection({ canEdit }: { canEdit: boolean }) {
  const [openId, setOpenId] = useState<number | null>(null);
  if (openId !== null) {
    return <MemberDetail id={openId} canEdit={canEdit} onBack={() => setOpenId(null)} />;
  }
  return (
    <>
      <PendingAdjustments canEdit={canEdit} onOpen={setOpenId} />
      <MemberSearch canEdit={canEdit} onOpen={setOpenId} />
    </>
  );
}

function PendingAdjustments({
  canEdit,
  onOpen,
}: {
  canEdit: boolean;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [page, setPage] = useState(1);
  const pending = usePendingAdjustments(page);
  const approve = useOpsWrite(approveAdjustment, ['ops']);
  const reject = useOpsWrite(rejectAdjustment, ['ops']);
  const isBusy = approve.isPending || reject.isPending;
  return (
    <section className="ops-card" aria-labelledby="ops-adjustments-pending">
      <h2 id="ops-adjustments-pending">{t('ops.member.pendingAdjustments')}</h2>
      {pending.isPending && <p role="status">{t('ops.loading')}</p>}
      <ApiErrorText error={pending.error} />
      <ApiErrorText error={approve.error} />
      <ApiErrorText error={reject.error} />
      {pending.data && pending.data.items.length === 0 && <p>{t('ops.member.noPending')}</p>}
      {pending.data && pending.data.items.length > 0 && (
        <div className="ops-table-scroll">
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col">{t('ops.members.username')}</th>
                <th scope="col">{t('ops.member.amount')}</th>
                <th scope="col">{t('ops.member.reason')}</th>
                <th scope="col">{t('ops.member.maker')}</th>
                {canEdit && <th scope="col">{t('ops.member.decide')}</th>}
              </tr>
            </thead>
            <tbody>
              {pending.data.items.map((a) => (
                <tr key={a.id}>
                  <td>
                    <button type="button" className="ops-link" onClick={() => onOpen(a.memberId)}>
                      {a.username}
                    </button>
                  </td>
                  <td>
                    {a.wallet === 'points' ? formatPoints(a.amount) : site.money(a.amount)} ·{' '}
                    {t(`ops.member.${a.wallet}`)}
                  </td>
                  <td>{a.reason}</td>
                  <td>
                    {a.maker} · {site.dateTime(a.createdAt)}
                  </td>
                  {canEdit && (
                    <td className="ops-row-buttons">
                      <button
                        type="button"
                        className="ops-button ops-button-primary"
                        disabled={isBusy}
                        aria-label={t('ops.member.approveNamed', {
                          id: a.id,
                          username: a.username,
                        })}
                        onClick={() => approve.mutate({ params: { id: a.id } })}
                      >
                        {t('ops.member.approve')}
                      </button>
                      <ConfirmButton
                        texts={{
                          ask: t('ops.member.reject'),
                          askLabel: t('ops.member.rejectNamed', { id: a.id, username: a.username }),
                          confirm: t('ops.member.confirmReject'),
                          confirmLabel: t('ops.member.confirmReject'),
                          back: t('ops.content.cancel'),
                        }}
                        disabled={isBusy}
                        onConfirm={() => reject.mutate({ params: { id: a.id } })}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pending.data && <Pager page={page} totalPages={pending.data.totalPages} onPage={setPage} />}
    </section>
  );
}

function MemberSearch({ canEdit, onOpen }: { canEdit: boolean; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [typedBy, setTypedBy] = useState<TMemberSearchField>('username');
  const [search, setSearch] = useState<{ by: TMemberSearchField; q: string }>({
    by: 'username',
    q: '',
  });
  const [page, setPage] = useState(1);
  const members = useMembers(page, search.q, search.by);
  const reset = useResetMemberPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    setSearch({ by: typedBy, q: typed.trim() });
    setPage(1);
  }

  return (
    <>
      {reset.data && (
        <ShownOnce
          title={t('ops.members.oneTimeTitle', { username: reset.data.username })}
          warning={t('ops.members.oneTimeWarning')}
          value={reset.data.oneTimePassword}
          onDone={() => reset.reset()}
        />
      )}
      <section className="ops-card" aria-labelledby="ops-members-list">
        <h2 id="ops-members-list">{t('ops.members.list')}</h2>
        <form className="ops-row" onSubmit={submit} role="search">
          <label className="ops-field ops-field-narrow">
            <span>{t('ops.members.searchBy')}</span>
            <ChoiceSelect
              choices={memberSearchFields}
              value={typedBy}
              labelOf={(f) => t(`ops.members.fields.${f}`)}
              onChange={setTypedBy}
            />
          </label>
          <label className="ops-field">
            <span>{t('ops.members.search')}</span>
            <input
              value={typed}
              maxLength={100}
              autoCapitalize="none"
              spellCheck={false}
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
          <button type="submit" className="ops-button">
            {t('ops.members.searchSubmit')}
          </button>
        </form>
        {members.isPending && <p role="status">{t('ops.loading')}</p>}
        <ApiErrorText error={members.error} />
        <ApiErrorText error={reset.error} />
        {members.data && members.data.items.length === 0 && <p>{t('ops.members.none')}</p>}
        {members.data && members.data.items.length > 0 && (
          <div className="ops-table-scroll">
            <table className="ops-table">
              <thead>
                <tr>
                  <th scope="col">{t('ops.members.username')}</th>
                  <th scope="col">{t('ops.members.contact')}</th>
                  <th scope="col">{t('ops.members.status')}</th>
                  <th scope="col">{t('ops.members.upline')}</th>
                  {canEdit && <th scope="col">{t('ops.members.resetPassword')}</th>}
                </tr>
              </thead>
              <tbody>
                {members.data.items.map((m) => (
                  <tr key={m.id}>
                    <td>
                      <button type="button" className="ops-link" onClick={() => onOpen(m.id)}>
                        {m.username}
                      </button>
                    </td>
                    <td>{[m.mobile, m.email].filter(Boolean).join(' · ')}</td>
                    <td>{t(`ops.members.statuses.${m.status}`)}</td>
                    <td>{m.upline ?? '—'}</td>
                    {canEdit && (
                      <td>
                        <ConfirmButton
                          texts={{
                            ask: t('ops.members.resetPassword'),
                            askLabel: t('ops.members.resetPasswordNamed', { username: m.username }),
                            confirm: t('ops.members.confirmReset'),
                            confirmLabel: t('ops.members.confirmResetNamed', {
                              username: m.username,
                            }),
                            back: t('ops.content.cancel'),
                          }}
                          disabled={reset.isPending}
                          onConfirm={() => reset.mutate(m.id)}
                        />
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {members.data && (
          <Pager page={page} totalPages={members.data.totalPages} onPage={setPage} />
        )}
      </section>
    </>
  );
}
