// One member's page in the console: who they are, their money, labels, sessions and devices,
// the history lists, and the actions. Support reads and writes notes; the rest is the admin's
// (the server's rule). A balance adjustment above the set amount waits for another operator; a
// password reset answers a one-time password, shown here once.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAdjustmentWallet, TOpsMemberDetail } from '@wps/contracts/account/ops-member-detail';
import {
  addMemberNote,
  createAdjustment,
  forgetMemberDevice,
  putMemberLabels,
  revokeMemberSessions,
} from '@wps/contracts/account/ops-member-detail';
import { setMemberStatus } from '@wps/contracts/account/ops-accounts';
import { moveMemberUpline, setMemberAccountType } from '@wps/contracts/account/ops-agents';
import { formatNumber } from '../../../lib/format';
import { useSiteFormat, type SiteFormat } from '../../../lib/use-site-format';
import {
  memberKey,
  useMemberDetail,
  useMemberHistory,
  type MemberHistory,
} from '../api/use-member-detail';
import { useOpsWrite } from '../api/use-ops-write';
import { useResetMemberPassword } from '../api/use-reset-member-password';
import { AmountInput } from './amount-input';
import { ApiErrorText } from './api-error-text';
import { ConfirmButton } from './confirm-button';
import { Pager } from './pager';
import { QueryView } from './query-view';
import { ShownOnce } from './shown-once';

export function MemberDetail({
  id,
  canEdit,
  onBack,
}: {
  id: number;
  canEdit: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const member = useMemberDetail(id);
  return (
    <>
      <p>
        <button type="button" className="ops-button" onClick={onBack}>
          {t('ops.member.back')}
        </button>
      </p>
      <QueryView query={member}>
        {(m) => (
          <>
            <ProfileCard m={m} canEdit={canEdit} />
            <BalancesCard m={m} canEdit={canEdit} />
            <LabelsCard m={m} canEdit={canEdit} />
            <AgentCard m={m} canEdit={canEdit} />
            <SessionsCard m={m} canEdit={canEdit} />
            <NotesCard m={m} />
            <HistoryCard id={m.id} />
          </>
        )}
      </QueryView>
    </>
  );
}

function ProfileCard({ m, canEdit }: { m: TOpsMemberDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const status = useOpsWrite(setMemberStatus, memberKey(m.id));
  const reset = useResetMemberPassword();
  const next = m.status === 'active' ? 'disabled' : 'active';
  const rows: Array<[string, string | null]> = [
    [t('ops.member.nickname'), m.nickname],
    [t('ops.member.mobile'), m.mobile],
    [t('ops.member.email'), m.email],
    [t('ops.member.payeeName'), m.payeeName],
    [t('ops.member.birthday'), m.birthday],
    [t('ops.member.language'), m.language],
    [t('ops.member.registered'), site.dateTime(m.createdAt)],
    [t('ops.member.registerIp'), m.registerIp],
    [t('ops.member.lastLogin'), m.lastLoginAt ? site.dateTime(m.lastLoginAt) : null],
    [t('ops.member.kyc'), t(`ops.member.kycStates.${m.kyc}`)],
  ];
  return (
    <section className="ops-card" aria-labelledby="ops-member-profile">
      <h2 id="ops-member-profile">
        {m.username} · {t(`ops.members.statuses.${m.status}`)}
      </h2>
      <dl className="ops-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      {canEdit && (
        <div className="ops-row-buttons">
          <ConfirmButton
            texts={{
              ask: t(`ops.member.set.${next}`),
              askLabel: t(`ops.member.set.${next}`),
              confirm: t(`ops.member.confirm.${next}`, { username: m.username }),
              confirmLabel: t(`ops.member.confirm.${next}`, { username: m.username }),
              back: t('ops.content.cancel'),
              title: t(`ops.member.confirmTitle.${next}`, { username: m.username }),
              effect: t(`ops.member.effect.${next}`, { username: m.username }),
            }}
            disabled={status.isPending}
            onConfirm={() => status.mutate({ params: { id: m.id }, body: { status: next } })}
          />
          <ConfirmButton
            texts={{
              ask: t('ops.members.resetPassword'),
              askLabel: t('ops.members.resetPasswordNamed', { username: m.username }),
              confirm: t('ops.members.confirmReset'),
              confirmLabel: t('ops.members.confirmResetNamed', { username: m.username }),
              back: t('ops.content.cancel'),
            }}
            disabled={reset.isPending}
            onConfirm={() => reset.mutate(m.id)}
          />
        </div>
      )}
      <ApiErrorText error={status.error} />
      <ApiErrorText error={reset.error} />
      {reset.data && (
        <ShownOnce
          title={t('ops.members.oneTimeTitle', { username: reset.data.username })}
          warning={t('ops.members.oneTimeWarning')}
          value={reset.data.oneTimePassword}
          onDone={() => reset.reset()}
        />
      )}
    </section>
  );
}

/** Whole points with thousands separators: points are not money and carry no currency. */
export const formatPoints = (points: string) => formatNumber(BigInt(points), 0);

/** An amount of one of the member's accounts: whole points for the points wallet, else money. */
const amountIn = (site: SiteFormat, account: string, value: string) =>
  account === 'player_points' ? formatPoints(value) : site.money(value);

function BalancesCard({ m, canEdit }: { m: TOpsMemberDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const rows: Array<[string, string]> = [
    [t('ops.member.cash'), site.money(m.balances.cash)],
    [t('ops.member.bonus'), site.money(m.balances.bonus)],
    [t('ops.member.held'), site.money(m.balances.held)],
    [t('ops.member.commission'), site.money(m.balances.commission)],
    [t('ops.member.points'), formatPoints(m.balances.points)],
    ...m.balances.gameWallets.map((w): [string, string] => [
      t('ops.member.gameWallet', { vendor: w.vendor }),
      site.money(w.balance),
    ]),
  ];
  return (
    <section className="ops-card" aria-labelledby="ops-member-balances">
      <h2 id="ops-member-balances">{t('ops.member.balances')}</h2>
      <dl className="ops-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {canEdit && <AdjustForm memberId={m.id} />}
      {m.bankAccounts.length > 0 && (
        <table className="ops-table">
          <caption>{t('ops.member.bankAccounts')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ops.member.bank')}</th>
              <th scope="col">{t('ops.member.accountName')}</th>
              <th scope="col">{t('ops.member.accountNumber')}</th>
            </tr>
          </thead>
          <tbody>
            {m.bankAccounts.map((b) => (
              <tr key={b.id}>
                <td>{b.bankName}</td>
                <td>{b.accountName}</td>
                <td>
                  {b.accountNumber}
                  {b.removedAt && ` (${t('ops.member.removed')})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Points as typed, separators and spaces aside: a whole number, 1 or more (the contract's). */
const WHOLE_POINTS = /^[1-9][0-9]*$/;
const pointsOfText = (text: string) => text.replace(/[\s,]/g, '');

function AdjustForm({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [wallet, setWallet] = useState<TAdjustmentWallet>('cash');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  // Minor units for cash and bonus (AmountInput's); the typed text for points.
  const [amount, setAmount] = useState('');
  const [isNotWhole, setIsNotWhole] = useState(false);
  const [reason, setReason] = useState('');
  const [formKey, setFormKey] = useState(0);
  const adjust = useOpsWrite(createAdjustment, ['ops']);
  const isPoints = wallet === 'points';

  function chooseWallet(next: TAdjustmentWallet) {
    // Minor units and whole points are different numbers: an amount typed for one is not the other.
    if (isPoints !== (next === 'points')) {
      setAmount('');
      setIsNotWhole(false);
      setFormKey((k) => k + 1);
    }
    setWallet(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const sent = isPoints ? pointsOfText(amount) : amount;
    // A fraction of a point does not exist: say so here rather than send 12.5 as anything else.
    if (isPoints && !WHOLE_POINTS.test(sent)) {
      setIsNotWhole(true);
      return;
    }
    adjust.mutate(
      { params: { id: memberId }, body: { wallet, direction, amount: sent, reason } },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
          setFormKey((k) => k + 1);
        },
      },
    );
  }

  return (
    <form className="ops-row" onSubmit={submit} aria-label={t('ops.member.adjust')}>
      <label className="ops-field ops-field-narrow">
        <span>{t('ops.member.wallet')}</span>
        <select value={wallet} onChange={(e) => chooseWallet(e.target.value as TAdjustmentWallet)}>
          <option value="cash">{t('ops.member.cash')}</option>
          <option value="bonus">{t('ops.member.bonus')}</option>
          <option value="points">{t('ops.member.points')}</option>
        </select>
      </label>
      <label className="ops-field">
        <span>{t('ops.member.direction')}</span>
        <select
          value={direction}
          onChange={(e) => setDirection(e.target.value as 'credit' | 'debit')}
        >
          <option value="credit">{t('ops.member.credit')}</option>
          <option value="debit">{t('ops.member.debit')}</option>
        </select>
      </label>
      <label className="ops-field ops-field-narrow">
        <span>{isPoints ? t('ops.member.pointsAmount') : t('ops.member.amount')}</span>
        {isPoints ? (
          <input
            key={formKey}
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            aria-invalid={isNotWhole || undefined}
            onChange={(e) => {
              setAmount(e.target.value);
              setIsNotWhole(false);
            }}
          />
        ) : (
          <AmountInput key={formKey} value={amount} onChange={setAmount} inputMode="decimal" />
        )}
      </label>
      <label className="ops-field ops-field-wide">
        <span>{t('ops.member.reason')}</span>
        <input value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" className="ops-button ops-button-primary" disabled={adjust.isPending}>
        {t('ops.member.adjust')}
      </button>
      {isNotWhole && (
        <p className="ops-error" role="alert">
          {t('ops.member.wholePoints')}
        </p>
      )}
      {adjust.data && (
        <p role="status">{t(`ops.member.adjusted.${adjust.data.state}`, { id: adjust.data.id })}</p>
      )}
      <ApiErrorText error={adjust.error} />
    </form>
  );
}

const LABEL_COLOURS = ['#d32f2f', '#f57c00', '#fbc02d', '#388e3c', '#1976d2', '#7b1fa2', '#616161'];

function LabelsCard({ m, canEdit }: { m: TOpsMemberDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [colour, setColour] = useState(LABEL_COLOURS[0]!);
  const save = useOpsWrite(putMemberLabels, memberKey(m.id));
  const put = (
    labels: TOpsMemberDetail['labels'],
    rankLevel = m.clubLabel.rankLevel,
    onSuccess?: () => void,
  ) => save.mutate({ params: { id: m.id }, body: { labels, rankLevel } }, { onSuccess });

  function add(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    // Cleared once saved: a refused label stays typed beside the reason.
    put([...m.labels, { name: name.trim(), colour }], m.clubLabel.rankLevel, () => setName(''));
  }

  return (
    <section className="ops-card" aria-labelledby="ops-member-labels">
      <h2 id="ops-member-labels">{t('ops.member.labels')}</h2>
      <p>
        <span className="ops-club-label">{m.clubLabel.labelName}</span>{' '}
        {m.labels.length === 0 && <span>{t('ops.member.noLabels')}</span>}
        {m.labels.map((l, i) => (
          <span
            key={`${l.name}-${i}`}
            className="ops-member-label"
            style={{ background: l.colour }}
          >
            {l.name}
            {canEdit && (
              <button
                type="button"
                aria-label={t('ops.member.removeLabel', { name: l.name })}
                onClick={() => put(m.labels.filter((_, j) => j !== i))}
              >
                ×
              </button>
            )}
          </span>
        ))}
      </p>
      {canEdit && (
        <form className="ops-row" onSubmit={add}>
          <label className="ops-field">
            <span>{t('ops.member.labelName')}</span>
            <input value={name} maxLength={24} onChange={(e) => setName(e.target.value)} />
          </label>
          <label className="ops-field ops-field-narrow">
            <span>{t('ops.member.labelColour')}</span>
            <input type="color" value={colour} onChange={(e) => setColour(e.target.value)} />
          </label>
          <button type="submit" className="ops-button" disabled={save.isPending}>
            {t('ops.member.addLabel')}
          </button>
          <label className="ops-field ops-field-narrow">
            <span>{t('ops.member.vipRank')}</span>
            <select
              value={m.clubLabel.rankLevel}
              onChange={(e) => put(m.labels, Number(e.target.value))}
            >
              {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  VIP {n}
                </option>
              ))}
            </select>
          </label>
        </form>
      )}
      <ApiErrorText error={save.error} />
    </section>
  );
}

const ACCOUNT_TYPES = [0, 1, 2, 41, 42] as const;

function AgentCard({ m, canEdit }: { m: TOpsMemberDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const [upline, setUpline] = useState(m.upline ?? '');
  const type = useOpsWrite(setMemberAccountType, memberKey(m.id));
  const move = useOpsWrite(moveMemberUpline, memberKey(m.id));
  return (
    <section className="ops-card" aria-labelledby="ops-member-agent">
      <h2 id="ops-member-agent">{t('ops.member.accountAndUpline')}</h2>
      <dl className="ops-facts">
        <div>
          <dt>{t('ops.member.accountType')}</dt>
          <dd>{t(`ops.member.types.${m.accountType}`, { defaultValue: String(m.accountType) })}</dd>
        </div>
        <div>
          <dt>{t('ops.member.upline')}</dt>
          <dd>{m.upline ?? '—'}</dd>
        </div>
      </dl>
      {canEdit && (
        <div className="ops-row">
          <label className="ops-field ops-field-narrow">
            <span>{t('ops.member.accountType')}</span>
            <select
              value={m.accountType}
              disabled={type.isPending || m.accountType === 4}
              onChange={(e) =>
                type.mutate({
                  params: { id: m.id },
                  body: { accountType: Number(e.target.value), remark: '' },
                })
              }
            >
              {ACCOUNT_TYPES.map((n) => (
                <option key={n} value={n}>
                  {t(`ops.member.types.${n}`)}
                </option>
              ))}
              {m.accountType === 4 && <option value={4}>{t('ops.member.types.4')}</option>}
            </select>
          </label>
          <form
            className="ops-row"
            onSubmit={(e) => {
              e.preventDefault();
              move.mutate({
                params: { id: m.id },
                body: { upline: upline.trim() || null, remark: '' },
              });
            }}
          >
            <label className="ops-field">
              <span>{t('ops.member.newUpline')}</span>
              <input value={upline} maxLength={64} onChange={(e) => setUpline(e.target.value)} />
            </label>
            <button type="submit" className="ops-button" disabled={move.isPending}>
              {t('ops.member.moveUpline')}
            </button>
          </form>
        </div>
      )}
      <ApiErrorText error={type.error} />
      <ApiErrorText error={move.error} />
    </section>
  );
}

function SessionsCard({ m, canEdit }: { m: TOpsMemberDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const revoke = useOpsWrite(revokeMemberSessions, memberKey(m.id));
  const forget = useOpsWrite(forgetMemberDevice, memberKey(m.id));
  return (
    <section className="ops-card" aria-labelledby="ops-member-sessions">
      <h2 id="ops-member-sessions">{t('ops.member.sessionsAndDevices')}</h2>
      {m.sessions.length === 0 && <p>{t('ops.member.noSessions')}</p>}
      {m.sessions.length > 0 && (
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">{t('ops.member.ip')}</th>
              <th scope="col">{t('ops.member.since')}</th>
              {canEdit && <th scope="col">{t('ops.member.revoke')}</th>}
            </tr>
          </thead>
          <tbody>
            {m.sessions.map((s) => (
              <tr key={s.id}>
                <td title={s.userAgent ?? undefined}>{s.ip ?? '—'}</td>
                <td>{site.dateTime(s.createdAt)}</td>
                {canEdit && (
                  <td>
                    <button
                      type="button"
                      className="ops-button"
                      disabled={revoke.isPending}
                      onClick={() =>
                        revoke.mutate({ params: { id: m.id }, body: { sessionId: s.id } })
                      }
                    >
                      {t('ops.member.revoke')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canEdit && m.sessions.length > 1 && (
        <button
          type="button"
          className="ops-button"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate({ params: { id: m.id }, body: {} })}
        >
          {t('ops.member.revokeAll')}
        </button>
      )}
      {m.devices.length === 0 && <p>{t('ops.member.noDevices')}</p>}
      {m.devices.length > 0 && (
        <table className="ops-table">
          <thead>
            <tr>
              <th scope="col">{t('ops.member.device')}</th>
              <th scope="col">{t('ops.member.lastSeen')}</th>
              {canEdit && <th scope="col">{t('ops.member.forget')}</th>}
            </tr>
          </thead>
          <tbody>
            {m.devices.map((d) => (
              <tr key={d.deviceHash}>
                <td>
                  <code>{d.deviceHash.slice(0, 12)}</code>
                </td>
                <td>{site.dateTime(d.lastSeenAt)}</td>
                {canEdit && (
                  <td>
                    <button
                      type="button"
                      className="ops-button"
                      disabled={forget.isPending}
                      onClick={() =>
                        forget.mutate({ params: { id: m.id }, body: { deviceHash: d.deviceHash } })
                      }
                    >
                      {t('ops.member.forget')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ApiErrorText error={revoke.error} />
      <ApiErrorText error={forget.error} />
    </section>
  );
}

function NotesCard({ m }: { m: TOpsMemberDetail }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [body, setBody] = useState('');
  const add = useOpsWrite(addMemberNote, memberKey(m.id));
  return (
    <section className="ops-card" aria-labelledby="ops-member-notes">
      <h2 id="ops-member-notes">{t('ops.member.notes')}</h2>
      <form
        className="ops-row"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate({ params: { id: m.id }, body: { body } }, { onSuccess: () => setBody('') });
        }}
      >
        <label className="ops-field ops-field-wide">
          <span>{t('ops.member.newNote')}</span>
          <textarea
            value={body}
            maxLength={1000}
            rows={2}
            onChange={(e) => setBody(e.target.value)}
          />
        </label>
        <button type="submit" className="ops-button" disabled={add.isPending || body.trim() === ''}>
          {t('ops.member.addNote')}
        </button>
      </form>
      <ApiErrorText error={add.error} />
      {m.notes.length === 0 && <p>{t('ops.member.noNotes')}</p>}
      <ul className="ops-notes">
        {m.notes.map((n) => (
          <li key={n.id}>
            <strong>{n.operator}</strong> · {site.dateTime(n.createdAt)}
            <p>{n.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const HISTORIES: MemberHistory[] = ['ledger', 'deposit', 'withdrawal', 'rounds', 'audit'];

function HistoryCard({ id }: { id: number }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [history, setHistory] = useState<MemberHistory>('ledger');
  const [page, setPage] = useState(1);
  const query = useMemberHistory(id, history, page);
  return (
    <section className="ops-card" aria-labelledby="ops-member-history">
      <h2 id="ops-member-history">{t('ops.member.history')}</h2>
      <div className="ops-actions" role="tablist">
        {HISTORIES.map((h) => (
          <button
            key={h}
            type="button"
            role="tab"
            aria-selected={h === history}
            className={h === history ? 'ops-button ops-button-primary' : 'ops-button'}
            onClick={() => {
              setHistory(h);
              setPage(1);
            }}
          >
            {t(`ops.member.histories.${h}`)}
          </button>
        ))}
      </div>
      <QueryView query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <p>{t('ops.member.noHistory')}</p>
          ) : (
            <div className="ops-table-scroll">
              <table className="ops-table">
                {data.history === 'ledger' && (
                  <>
                    <thead>
                      <tr>
                        <th scope="col">{t('ops.member.time')}</th>
                        <th scope="col">{t('ops.member.kind')}</th>
                        <th scope="col">{t('ops.member.account')}</th>
                        <th scope="col">{t('ops.member.amount')}</th>
                        <th scope="col">{t('ops.member.balanceAfter')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.items.map((e) => (
                        <tr key={e.id}>
                          <td>{site.dateTime(e.createdAt)}</td>
                          <td>{e.kind}</td>
                          <td>{e.account}</td>
                          <td>{amountIn(site, e.account, e.amount)}</td>
                          <td>{amountIn(site, e.account, e.balanceAfter)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </>
                )}
                {(data.history === 'deposit' || data.history === 'withdrawal') && (
                  <>
                    <thead>
                      <tr>
                        <th scope="col">{t('ops.member.time')}</th>
                        <th scope="col">{t('ops.member.reference')}</th>
                        <th scope="col">{t('ops.member.amount')}</th>
                        <th scope="col">{t('ops.member.state')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.items.map((p) => (
                        <tr key={p.id}>
                          <td>{site.dateTime(p.createdAt)}</td>
                          <td>{p.reference}</td>
                          <td>{site.money(p.amount)}</td>
                          <td>{p.state}</td>
                        </tr>
                      ))}
                    </tbody>
                  </>
                )}
                {data.history === 'rounds' && (
                  <>
                    <thead>
                      <tr>
                        <th scope="col">{t('ops.member.time')}</th>
                        <th scope="col">{t('ops.member.game')}</th>
                        <th scope="col">{t('ops.member.bet')}</th>
                        <th scope="col">{t('ops.member.win')}</th>
                        <th scope="col">{t('ops.member.state')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.items.map((r) => (
                        <tr key={r.id}>
                          <td>{site.dateTime(r.createdAt)}</td>
                          <td>
                            {r.vendor} · {r.gameCode}
                          </td>
                          <td>{site.money(r.bet)}</td>
                          <td>{site.money(r.win)}</td>
                          <td>{r.state}</td>
                        </tr>
                      ))}
                    </tbody>
                  </>
                )}
                {data.history === 'audit' && (
                  <>
                    <thead>
                      <tr>
                        <th scope="col">{t('ops.member.time')}</th>
                        <th scope="col">{t('ops.member.operator')}</th>
                        <th scope="col">{t('ops.member.action')}</th>
                        <th scope="col">{t('ops.member.detail')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.items.map((a) => (
                        <tr key={a.id}>
                          <td>{site.dateTime(a.createdAt)}</td>
                          <td>{a.operator ?? '—'}</td>
                          <td>{a.action}</td>
                          <td>
                            <code>{JSON.stringify(a.detail)}</code>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </>
                )}
              </table>
              <Pager page={page} totalPages={data.totalPages} onPage={setPage} />
            </div>
          )
        }
      </QueryView>
    </section>
  );
}
