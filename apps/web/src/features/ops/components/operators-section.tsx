// Operator accounts (operators.manage): who can sign in to this console, with which role, whether
// they are enabled and use two-factor, their live sessions; and the custom roles made of
// permissions. Nobody changes their own account here, and the server keeps one active admin.
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZCreateOperatorRequest, type TOpsRole } from '@wps/contracts/ops/operators';
import {
  builtInRoles,
  isBuiltInRole,
  opsPermissions,
  ZCustomRoleName,
  type TOpsPermission,
} from '@wps/contracts/ops/permissions';
import type { TOperator, TOperatorRole } from '@wps/contracts/ops/session';
import { ApiError } from '../../../lib/api-client';
import { useCreateOperator } from '../api/use-create-operator';
import {
  useOperators,
  useOperatorSessions,
  useOpsRoles,
  usePutCustomRole,
  useRevokeOperatorSession,
  useUpdateOperator,
} from '../api/use-operators';
import { opsMeQueryOptions } from '../api/use-ops-me';
import { useResetOperatorTwoFactor } from '../api/use-reset-operator-two-factor';
import { useSiteFormat } from '../../../lib/use-site-format';
import { ApiErrorText } from './api-error-text';
import { ConfirmButton } from './confirm-button';
import { FormFooter } from './form-footer';
import { PagedTable } from './paged-table';
import { QueryView } from './query-view';

function useRoleName() {
  const { t } = useTranslation();
  return (role: string) => (isBuiltInRole(role) ? t(`ops.roles.${role}`) : role);
}

export function OperatorsSection({ canEdit }: { canEdit: boolean }) {
  const roles = useOpsRoles(canEdit);
  const roleNames = roles.data?.map((r) => r.name) ?? [...builtInRoles];
  return (
    <>
      <OperatorsList canEdit={canEdit} roleNames={roleNames} />
      {canEdit && <CreateOperatorForm roleNames={roleNames} />}
      {canEdit && <RolesCard roles={roles} />}
    </>
  );
}

function OperatorsList({ canEdit, roleNames }: { canEdit: boolean; roleNames: string[] }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [sessionsOf, setSessionsOf] = useState<TOperator | null>(null);
  const operators = useOperators(page);
  const me = useQuery({ ...opsMeQueryOptions(), enabled: false });
  const update = useUpdateOperator();
  const reset = useResetOperatorTwoFactor();
  const roleName = useRoleName();
  // One's own account is changed by another operator (the server agrees).
  const isChangeable = (op: TOperator) => canEdit && op.id !== me.data?.id && !update.isPending;

  return (
    <>
      <section className="ops-card" aria-labelledby="ops-operators-list">
        <h2 id="ops-operators-list">{t('ops.operators.list')}</h2>
        <ApiErrorText error={update.error ?? reset.error} />
        <PagedTable
          query={operators}
          page={page}
          onPage={setPage}
          rowKey={(op) => op.id}
          empty={<p>{t('ops.operators.none')}</p>}
          columns={[
            {
              header: t('ops.operators.username'),
              cell: (op) => (
                <>
                  {op.username}
                  {op.id === me.data?.id && (
                    <span className="ops-hint"> {t('ops.operators.you')}</span>
                  )}
                </>
              ),
            },
            {
              header: t('ops.operators.role'),
              cell: (op) => {
                const changeable = isChangeable(op);
                return changeable ? (
                  <select
                    aria-label={t('ops.operators.roleOf', { username: op.username })}
                    value={op.role}
                    onChange={(e) =>
                      update.mutate({
                        params: { id: op.id },
                        body: { role: e.target.value },
                      })
                    }
                  >
                    {(roleNames.includes(op.role) ? roleNames : [op.role, ...roleNames]).map(
                      (r) => (
                        <option key={r} value={r}>
                          {roleName(r)}
                        </option>
                      ),
                    )}
                  </select>
                ) : (
                  roleName(op.role)
                );
              },
            },
            {
              header: t('ops.operators.state'),
              cell: (op) => (
                <span className={op.active ? 'ops-badge ops-badge-ok' : 'ops-badge ops-badge-warn'}>
                  {op.active ? t('ops.operators.active') : t('ops.operators.disabled')}
                </span>
              ),
            },
            {
              header: t('ops.operators.twoFactor'),
              cell: (op) =>
                op.twoFactorEnabled
                  ? t('ops.operators.twoFactorOn')
                  : t('ops.operators.twoFactorOff'),
            },
            canEdit && {
              header: t('ops.operators.actions'),
              cell: (op) => {
                const isSelf = op.id === me.data?.id;
                const changeable = isChangeable(op);
                return (
                  <span className="ops-row-buttons">
                    {!isSelf && (
                      <ConfirmButton
                        askClassName={op.active ? 'ops-button ops-button-danger' : 'ops-button'}
                        confirmClassName={
                          op.active
                            ? 'ops-button ops-button-danger-solid'
                            : 'ops-button ops-button-primary'
                        }
                        texts={{
                          ask: op.active ? t('ops.operators.disable') : t('ops.operators.enable'),
                          askLabel: t(
                            op.active ? 'ops.operators.disableNamed' : 'ops.operators.enableNamed',
                            { username: op.username },
                          ),
                          title: t(
                            op.active ? 'ops.operators.disableTitle' : 'ops.operators.enableTitle',
                            { username: op.username },
                          ),
                          effect: t(
                            op.active
                              ? 'ops.operators.disableEffect'
                              : 'ops.operators.enableEffect',
                            { username: op.username },
                          ),
                          confirm: op.active
                            ? t('ops.operators.disable')
                            : t('ops.operators.enable'),
                          confirmLabel: t(
                            op.active
                              ? 'ops.operators.confirmDisableNamed'
                              : 'ops.operators.confirmEnableNamed',
                            { username: op.username },
                          ),
                          back: t('ops.content.cancel'),
                        }}
                        disabled={!changeable}
                        onConfirm={() =>
                          update.mutate({
                            params: { id: op.id },
                            body: { active: !op.active },
                          })
                        }
                      />
                    )}
                    <button
                      type="button"
                      className="ops-button"
                      aria-label={t('ops.operators.sessionsOf', {
                        username: op.username,
                      })}
                      aria-pressed={sessionsOf?.id === op.id}
                      onClick={() => setSessionsOf(sessionsOf?.id === op.id ? null : op)}
                    >
                      {t('ops.operators.sessions')}
                    </button>
                    {/* One's own is turned off with a code, under Two-factor. */}
                    {op.twoFactorEnabled && !isSelf && (
                      <ConfirmButton
                        texts={{
                          ask: t('ops.operators.resetTwoFactor'),
                          askLabel: t('ops.operators.resetTwoFactorNamed', {
                            username: op.username,
                          }),
                          effect: t('ops.operators.resetTwoFactorEffect', {
                            username: op.username,
                          }),
                          confirm: t('ops.operators.confirmResetTwoFactor'),
                          confirmLabel: t('ops.operators.confirmResetTwoFactorNamed', {
                            username: op.username,
                          }),
                          back: t('ops.content.cancel'),
                        }}
                        disabled={reset.isPending}
                        onConfirm={() => reset.mutate({ params: { id: op.id } })}
                      />
                    )}
                  </span>
                );
              },
            },
          ]}
        />
      </section>
      {canEdit && sessionsOf && <SessionsCard operator={sessionsOf} />}
    </>
  );
}

function SessionsCard({ operator }: { operator: TOperator }) {
  const { t } = useTranslation();
  const sessions = useOperatorSessions(operator.id);
  const revoke = useRevokeOperatorSession(operator.id);
  const site = useSiteFormat();
  return (
    <section className="ops-card" aria-labelledby="ops-operator-sessions">
      <h2 id="ops-operator-sessions">
        {t('ops.operators.sessionsOf', { username: operator.username })}
      </h2>
      <ApiErrorText error={revoke.error} />
      <QueryView query={sessions}>
        {(rows) =>
          rows.length === 0 ? (
            <p>{t('ops.operators.noSessions')}</p>
          ) : (
            <div className="ops-table-scroll">
              <table className="ops-table">
                <thead>
                  <tr>
                    <th scope="col">{t('ops.operators.signedInAt')}</th>
                    <th scope="col">{t('ops.operators.expiresAt')}</th>
                    <th scope="col">{t('ops.operators.address')}</th>
                    <th scope="col">{t('ops.operators.device')}</th>
                    <th scope="col">{t('ops.operators.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((s) => (
                    <tr key={s.id}>
                      <td>{site.dateTime(s.createdAt)}</td>
                      <td>{site.dateTime(s.expiresAt)}</td>
                      <td>{s.ip ?? '—'}</td>
                      <td className="ops-cell-wrap">{s.userAgent ?? '—'}</td>
                      <td>
                        <ConfirmButton
                          texts={{
                            ask: t('ops.operators.revoke'),
                            askLabel: t('ops.operators.revokeNamed', { id: s.id }),
                            effect: t('ops.operators.revokeEffect', {
                              username: operator.username,
                            }),
                            confirm: t('ops.operators.revoke'),
                            confirmLabel: t('ops.operators.confirmRevokeNamed', { id: s.id }),
                            back: t('ops.content.cancel'),
                          }}
                          disabled={revoke.isPending}
                          onConfirm={() =>
                            revoke.mutate({ params: { id: operator.id, sessionId: s.id } })
                          }
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
    </section>
  );
}

function RolesCard({ roles }: { roles: ReturnType<typeof useOpsRoles> }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const [editing, setEditing] = useState<TOpsRole | null>(null);
  return (
    <section className="ops-card" aria-labelledby="ops-roles-title">
      <h2 id="ops-roles-title">{t('ops.operators.roles')}</h2>
      <QueryView query={roles}>
        {(list) => (
          <div className="ops-table-scroll">
            <table className="ops-table">
              <thead>
                <tr>
                  <th scope="col">{t('ops.operators.role')}</th>
                  <th scope="col">{t('ops.operators.permissions')}</th>
                  <th scope="col">{t('ops.operators.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((role) => (
                  <tr key={role.name}>
                    <td>
                      {roleName(role.name)}
                      {role.builtIn && (
                        <span className="ops-hint"> {t('ops.operators.builtIn')}</span>
                      )}
                    </td>
                    <td className="ops-cell-wrap">
                      {role.permissions.map((p) => t(`ops.permissionNames.${p}`)).join(', ') || '—'}
                    </td>
                    <td>
                      {!role.builtIn && (
                        <button
                          type="button"
                          className="ops-button"
                          aria-label={t('ops.operators.editRoleNamed', { name: role.name })}
                          onClick={() => setEditing(role)}
                        >
                          {t('ops.operators.editRole')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      <RoleForm key={editing?.name ?? ''} editing={editing} onDone={() => setEditing(null)} />
    </section>
  );
}

/** Creates a custom role, or replaces the permissions of the one being edited. */
function RoleForm({ editing, onDone }: { editing: TOpsRole | null; onDone: () => void }) {
  const { t } = useTranslation();
  const put = usePutCustomRole();
  const [name, setName] = useState(editing?.name ?? '');
  const [granted, setGranted] = useState<TOpsPermission[]>(editing?.permissions ?? []);
  const [problem, setProblem] = useState('');
  const [savedText, setSavedText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    setSavedText('');
    const parsed = ZCustomRoleName.safeParse(name.trim());
    if (!parsed.success) {
      setProblem(t('ops.operators.badRoleName'));
      return;
    }
    setProblem('');
    put.mutate(
      { params: { name: parsed.data }, body: { permissions: granted } },
      {
        onSuccess: (saved) => {
          setSavedText(t('ops.operators.roleSaved', { name: saved.name }));
          if (editing) onDone();
          else {
            setName('');
            setGranted([]);
          }
        },
      },
    );
  }

  const toggle = (p: TOpsPermission, on: boolean) =>
    setGranted((list) => (on ? [...list, p] : list.filter((x) => x !== p)));

  return (
    <form
      className="ops-form"
      aria-label={
        editing
          ? t('ops.operators.editRoleNamed', { name: editing.name })
          : t('ops.operators.newRole')
      }
      onSubmit={submit}
      noValidate
    >
      <h3>
        {editing
          ? t('ops.operators.editRoleNamed', { name: editing.name })
          : t('ops.operators.newRole')}
      </h3>
      <HintedInput
        id="ops-role-name"
        className="ops-field ops-field-narrow"
        label={t('ops.operators.roleName')}
        hint={t('ops.operators.roleNameHelp')}
        value={name}
        readOnly={editing !== null}
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
        onChange={(e) => setName(e.target.value)}
      />
      <fieldset className="ops-fieldset-plain">
        <legend>{t('ops.operators.permissions')}</legend>
        <div className="ops-checks">
          {opsPermissions.map((p) => (
            <label key={p} className="ops-check">
              <input
                type="checkbox"
                checked={granted.includes(p)}
                aria-describedby={`ops-permission-${p}`}
                onChange={(e) => toggle(p, e.target.checked)}
              />
              <span className="ops-check-text">
                {t(`ops.permissionNames.${p}`)}
                {/* The code is what the API and the audit log say: secondary, and the box's
                    description rather than part of its name. */}
                <small id={`ops-permission-${p}`} aria-hidden="true">
                  <code>{p}</code>
                </small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <FormFooter
        problem={problem}
        error={put.error}
        isSubmitDisabled={put.isPending}
        submitLabel={t('ops.operators.saveRole')}
        {...(editing ? { onCancel: onDone } : { savedText })}
      />
    </form>
  );
}

function CreateOperatorForm({ roleNames }: { roleNames: string[] }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const create = useCreateOperator();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<TOperatorRole>('content');
  const [problem, setProblem] = useState('');
  const [savedText, setSavedText] = useState('');

  const isTaken = create.error instanceof ApiError && create.error.code === 'CONFLICT';

  function submit(event: FormEvent) {
    event.preventDefault();
    setSavedText('');
    const parsed = ZCreateOperatorRequest.safeParse({ username: username.trim(), password, role });
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]!.path[0]);
      setProblem(
        t(field === 'password' ? 'ops.operators.badPassword' : 'ops.operators.badUsername'),
      );
      return;
    }
    setProblem('');
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setUsername('');
        setPassword('');
        setSavedText(t('ops.operators.created', { username: created.username }));
      },
    });
  }

  return (
    <section className="ops-card" aria-labelledby="ops-operators-create">
      <h2 id="ops-operators-create">{t('ops.operators.create')}</h2>
      <form className="ops-form" onSubmit={submit} noValidate>
        <HintedInput
          id="ops-new-username"
          label={t('ops.operators.username')}
          hint={t('ops.operators.usernameHelp')}
          value={username}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          onChange={(e) => setUsername(e.target.value)}
        />
        <HintedInput
          id="ops-new-password"
          label={t('ops.operators.password')}
          hint={t('ops.operators.passwordHelp')}
          type="password"
          value={password}
          autoComplete="new-password"
          maxLength={256}
          onChange={(e) => setPassword(e.target.value)}
        />
        <label className="ops-field ops-field-narrow">
          <span>{t('ops.operators.role')}</span>
          <select value={role} onChange={(e) => setRole(e.target.value)}>
            {roleNames.map((r) => (
              <option key={r} value={r}>
                {roleName(r)}
              </option>
            ))}
          </select>
        </label>
        <FormFooter
          problem={problem}
          error={create.error}
          errorText={isTaken ? t('ops.operators.taken') : undefined}
          isSubmitDisabled={create.isPending}
          submitLabel={t('ops.operators.createSubmit')}
          savedText={savedText}
        />
      </form>
    </section>
  );
}

/** A labelled text box with its hint below it, tied to it for screen readers. */
function HintedInput({
  id,
  label,
  hint,
  className = 'ops-field',
  ...input
}: { id: string; label: string; hint: string; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-describedby'
>) {
  return (
    <>
      <label className={className}>
        <span>{label}</span>
        <input {...input} aria-describedby={`${id}-help`} />
      </label>
      <p id={`${id}-help`} className="ops-hint">
        {hint}
      </p>
    </>
  );
}
