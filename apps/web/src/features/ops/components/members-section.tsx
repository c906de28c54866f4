// Members (support reads, admin resets): find a member by username and, for an admin, reset the
// password to a one-time one. That password is shown here once, to hand to the member; the
// console keeps it only on screen until Done, and the member must change it at login.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMembers } from '../api/use-members';
import { useResetMemberPassword } from '../api/use-reset-member-password';
import { ApiErrorText } from './api-error-text';
import { ConfirmButton } from './confirm-button';
import { Pager } from './pager';

export function MembersSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const members = useMembers(page, username);
  const reset = useResetMemberPassword();

  function search(event: FormEvent) {
    event.preventDefault();
    setUsername(typed.trim());
    setPage(1);
  }

  return (
    <>
      {reset.data && (
        <OneTimePassword
          username={reset.data.username}
          password={reset.data.oneTimePassword}
          onDone={() => reset.reset()}
        />
      )}
      <section className="ops-card" aria-labelledby="ops-members-list">
        <h2 id="ops-members-list">{t('ops.members.list')}</h2>
        <form className="ops-row" onSubmit={search} role="search">
          <label className="ops-field">
            <span>{t('ops.members.search')}</span>
            <input
              value={typed}
              maxLength={64}
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
          <table className="ops-table">
            <thead>
              <tr>
                <th scope="col">{t('ops.members.username')}</th>
                <th scope="col">{t('ops.members.contact')}</th>
                <th scope="col">{t('ops.members.status')}</th>
                {canEdit && <th scope="col">{t('ops.members.resetPassword')}</th>}
              </tr>
            </thead>
            <tbody>
              {members.data.items.map((m) => (
                <tr key={m.id}>
                  <td>{m.username}</td>
                  <td>{[m.mobile, m.email].filter(Boolean).join(' · ')}</td>
                  <td>{t(`ops.members.statuses.${m.status}`)}</td>
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
        )}
        {members.data && (
          <Pager page={page} totalPages={members.data.totalPages} onPage={setPage} />
        )}
      </section>
    </>
  );
}

function OneTimePassword({
  username,
  password,
  onDone,
}: {
  username: string;
  password: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      setIsCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refusal): the password stays selectable on screen.
    }
  }

  return (
    <section className="ops-card ops-one-time" aria-labelledby="ops-one-time-title">
      <h2 id="ops-one-time-title">{t('ops.members.oneTimeTitle', { username })}</h2>
      <p className="ops-one-time-warning" role="alert">
        {t('ops.members.oneTimeWarning')}
      </p>
      <p className="ops-one-time-value">
        <code className="ops-two-factor-secret">{password}</code>
        <button type="button" className="ops-button" onClick={() => void copy()}>
          {t('ops.members.copy')}
        </button>
        {isCopied && <span role="status">{t('ops.members.copied')}</span>}
      </p>
      <button type="button" className="ops-button ops-button-primary" onClick={onDone}>
        {t('ops.members.done')}
      </button>
    </section>
  );
}
