// Withdrawals: every member's withdrawal with its bank account, receipt answer and proofs. An
// admin approves a pending one (paid out through a gateway channel, or by hand and then marked
// paid), rejects one not yet paid out, and settles a dispute; support reads along.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChannelChoice } from '@wps/contracts/payment/ops-channels';
import {
  withdrawalStates,
  type TOpsWithdrawal,
  type TWithdrawalState,
} from '@wps/contracts/payment/withdrawal-fields';
import { useApproveWithdrawal } from '../api/use-approve-withdrawal';
import { useMarkWithdrawalPaid } from '../api/use-mark-withdrawal-paid';
import { useOpsWithdrawals } from '../api/use-ops-withdrawals';
import { useChannelChoices } from '../api/use-channel-choices';
import { useRejectWithdrawal } from '../api/use-reject-withdrawal';
import { useResolveWithdrawalDispute } from '../api/use-resolve-withdrawal-dispute';
import { useSiteFormat } from '../../../lib/use-site-format';
import { ApiErrorText } from './api-error-text';
import { ChoiceSelect } from './choice-select';
import { useConfirm } from './use-confirm';
import { DecisionForm, ReasonField } from './decision-form';
import { PaymentList, usePaymentListQuery } from './payment-list';
import { PaymentFacts, PaymentHead } from './payment-row';
import { ProofThumbs } from './proof-thumbs';
import { WithdrawalContext } from './withdrawal-context';

/** The states that wait for an operator. */
const openStates: readonly TWithdrawalState[] = ['pending', 'approved', 'disputed'];

/**
 * Channels a withdrawal can be paid out through: gateways switched on for withdrawals whose secret
 * the server has (the server refuses any other with CHANNEL_UNAVAILABLE).
 */
export function payoutChannelsOf(channels: TChannelChoice[]): TChannelChoice[] {
  return channels.filter(
    (c) => c.type !== 'bank' && c.forWithdrawal && c.enabled && c.isConfigured,
  );
}

export function WithdrawalsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const paging = usePaymentListQuery<TWithdrawalState>();
  const list = useOpsWithdrawals(paging.query);
  // Only those who decide need the channels (to pick a payout gateway); support may not list them.
  const channels = useChannelChoices(canEdit);

  return (
    <PaymentList
      states={withdrawalStates}
      stateLabel={(state) => t(`ops.withdrawals.states.${state}`)}
      paging={paging}
      list={list}
      emptyText={t('ops.withdrawals.empty')}
    >
      {(withdrawal) => (
        <WithdrawalRow
          key={withdrawal.reference}
          withdrawal={withdrawal}
          channels={channels.data ?? []}
          canEdit={canEdit}
        />
      )}
    </PaymentList>
  );
}

type Action = null | 'approve' | 'retryPayout' | 'markPaid' | 'reject' | 'resolve';

/** What an operator may do with a withdrawal in its state. */
function actionsFor(w: TOpsWithdrawal): Exclude<Action, null>[] {
  switch (w.state) {
    case 'pending':
      return ['approve', 'reject'];
    case 'approved':
      // A gateway payout is under way: only asking the gateway again; by hand: paid or refused.
      return w.payoutChannelId === null ? ['markPaid', 'reject'] : ['retryPayout'];
    case 'disputed':
      return ['resolve'];
    default:
      return [];
  }
}

function WithdrawalRow({
  withdrawal: w,
  channels,
  canEdit,
}: {
  withdrawal: TOpsWithdrawal;
  channels: TChannelChoice[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const approve = useApproveWithdrawal();
  const markPaid = useMarkWithdrawalPaid();
  const reject = useRejectWithdrawal();
  const resolve = useResolveWithdrawalDispute();
  const [action, setAction] = useState<Action>(null);
  const { reference } = w;
  const money = site.money;
  const when = (iso: string | null) => (iso ? site.dateTime(iso) : null);
  const actions = actionsFor(w);
  const shown = action !== null && actions.includes(action) ? action : null;
  const payoutChannel =
    w.payoutChannelId === null
      ? null
      : (channels.find((c) => c.id === w.payoutChannelId)?.name ?? `#${w.payoutChannelId}`);
  const lastError = approve.error ?? markPaid.error ?? reject.error ?? resolve.error;

  function open(next: Action) {
    for (const m of [approve, markPaid, reject, resolve]) m.reset();
    setAction(next);
  }
  const close = () => setAction(null);
  const decisionProps = { onCancel: close, reference, username: w.username };

  const receipt = w.receiptAnswer
    ? `${t(`ops.withdrawals.receiptAnswers.${w.receiptAnswer}`)}${
        w.receiptAt ? ` · ${when(w.receiptAt)}` : ''
      }`
    : null;

  return (
    <li className="ops-card ops-payment">
      <PaymentHead
        reference={reference}
        stateText={t(`ops.withdrawals.states.${w.state}`)}
        isOpen={openStates.includes(w.state)}
        amount={money(w.amount)}
      />
      <PaymentFacts
        facts={[
          [t('ops.money.member'), `${w.username} (#${w.memberId})`],
          [
            t('ops.withdrawals.bankAccount'),
            `${w.bankAccount.bankName} · ${w.bankAccount.accountName} · ${w.bankAccount.accountNumber}`,
          ],
          [t('ops.money.amount'), money(w.amount)],
          [t('ops.money.fee'), money(w.fee)],
          [t('ops.withdrawals.total'), money(w.total)],
          [t('ops.money.createdAt'), when(w.createdAt)],
          [t('ops.withdrawals.payoutChannel'), payoutChannel],
          [t('ops.withdrawals.payoutRef'), w.payoutRef],
          [t('ops.withdrawals.paidAt'), when(w.paidAt)],
          [t('ops.withdrawals.receiptDueAt'), w.state === 'paid' ? when(w.receiptDueAt) : null],
          [t('ops.withdrawals.receiptAnswer'), receipt],
          [
            t('ops.withdrawals.forcedReceipt'),
            w.forcedReceipt ? t('ops.withdrawals.forced') : null,
          ],
          [t('ops.money.decidedAt'), when(w.decidedAt)],
          [t('ops.money.decidedBy'), w.decidedBy],
          [t('ops.money.reason'), w.reason],
        ]}
      />
      <ProofThumbs proofIds={w.proofIds} reference={reference} />
      {openStates.includes(w.state) && <WithdrawalContext reference={reference} />}
      {shown === null && lastError !== null && <ApiErrorText error={lastError} />}
      {shown === null && actions.length > 0 && (
        <div className="ops-row-buttons">
          {actions.map((a) => (
            <button
              key={a}
              type="button"
              className={
                a === 'reject' ? 'ops-button ops-button-danger' : 'ops-button ops-button-primary'
              }
              disabled={!canEdit}
              aria-label={t(`ops.withdrawals.actions.${a}Named`, { reference })}
              onClick={() => open(a)}
            >
              {t(`ops.withdrawals.actions.${a}`)}
            </button>
          ))}
        </div>
      )}
      {shown === 'approve' && (
        <ApproveForm
          {...decisionProps}
          amount={money(w.amount)}
          channels={payoutChannelsOf(channels)}
          decision={approve}
          onApprove={(payoutChannelId) =>
            approve.mutate(
              { params: { reference }, body: payoutChannelId ? { payoutChannelId } : {} },
              { onSuccess: close },
            )
          }
        />
      )}
      {shown === 'retryPayout' && (
        <DecisionForm
          label={t('ops.withdrawals.actions.retryPayoutNamed', { reference })}
          question={t('ops.withdrawals.retryQuestion', { channel: payoutChannel })}
          submitLabel={t('ops.withdrawals.confirm.retryPayout')}
          decision={approve}
          onCancel={close}
          onConfirm={() => {
            approve.mutate(
              { params: { reference }, body: { payoutChannelId: w.payoutChannelId! } },
              { onSuccess: close },
            );
            return '';
          }}
        />
      )}
      {shown === 'markPaid' && (
        <MarkPaidForm
          {...decisionProps}
          amount={money(w.amount)}
          decision={markPaid}
          onMarkPaid={(payoutRef) =>
            markPaid.mutate(
              { params: { reference }, body: payoutRef ? { payoutRef } : {} },
              { onSuccess: close },
            )
          }
        />
      )}
      {shown === 'reject' && (
        <RejectForm
          {...decisionProps}
          refund={money(w.total)}
          decision={reject}
          onReject={(reason) =>
            reject.mutate({ params: { reference }, body: { reason } }, { onSuccess: close })
          }
        />
      )}
      {shown === 'resolve' && (
        <ResolveForm
          {...decisionProps}
          refund={money(w.total)}
          decision={resolve}
          onResolve={(resolution, reason) =>
            resolve.mutate(
              { params: { reference }, body: { resolution, reason } },
              { onSuccess: close },
            )
          }
        />
      )}
    </li>
  );
}

interface DecisionProps {
  reference: string;
  username: string;
  decision: { error: unknown; isPending: boolean };
  onCancel: () => void;
}

const MANUAL = 'manual';

function ApproveForm({
  reference,
  amount,
  channels,
  decision,
  onCancel,
  onApprove,
}: DecisionProps & {
  amount: string;
  channels: TChannelChoice[];
  onApprove: (payoutChannelId: number | null) => void;
}) {
  const { t } = useTranslation();
  const [payout, setPayout] = useState(MANUAL);
  const choices = [MANUAL, ...channels.map((c) => String(c.id))];
  const nameOf = (choice: string) => {
    if (choice === MANUAL) return t('ops.withdrawals.byHand');
    const channel = channels.find((c) => String(c.id) === choice);
    return channel?.name ?? choice;
  };
  return (
    <DecisionForm
      label={t('ops.withdrawals.actions.approveNamed', { reference })}
      question={
        payout === MANUAL
          ? t('ops.withdrawals.approveByHandQuestion', { amount })
          : t('ops.withdrawals.approveGatewayQuestion', { amount, channel: nameOf(payout) })
      }
      submitLabel={t('ops.withdrawals.confirm.approve')}
      decision={decision}
      onCancel={onCancel}
      onConfirm={() => {
        onApprove(payout === MANUAL ? null : Number(payout));
        return '';
      }}
    >
      <label className="ops-field ops-field-narrow">
        <span>{t('ops.withdrawals.payoutBy')}</span>
        <ChoiceSelect choices={choices} value={payout} labelOf={nameOf} onChange={setPayout} />
      </label>
    </DecisionForm>
  );
}

function MarkPaidForm({
  reference,
  username,
  amount,
  decision,
  onCancel,
  onMarkPaid,
}: DecisionProps & { amount: string; onMarkPaid: (payoutRef: string | null) => void }) {
  const { t } = useTranslation();
  const [payoutRef, setPayoutRef] = useState('');
  return (
    <DecisionForm
      label={t('ops.withdrawals.actions.markPaidNamed', { reference })}
      question={t('ops.withdrawals.markPaidQuestion', { amount, username })}
      submitLabel={t('ops.withdrawals.confirm.markPaid')}
      decision={decision}
      onCancel={onCancel}
      onConfirm={() => {
        const text = payoutRef.trim();
        onMarkPaid(text === '' ? null : text);
        return '';
      }}
    >
      <label className="ops-field ops-field-narrow">
        <span>{t('ops.withdrawals.payoutRefOptional')}</span>
        <input
          value={payoutRef}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => setPayoutRef(e.target.value)}
        />
      </label>
    </DecisionForm>
  );
}

function RejectForm({
  reference,
  username,
  refund,
  decision,
  onCancel,
  onReject,
}: DecisionProps & { refund: string; onReject: (reason: string) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const confirm = useConfirm();
  return (
    <DecisionForm
      label={t('ops.withdrawals.actions.rejectNamed', { reference })}
      question={t('ops.withdrawals.rejectQuestion', { refund, username })}
      submitLabel={t('ops.withdrawals.confirm.reject')}
      isDanger
      decision={decision}
      onCancel={onCancel}
      onConfirm={() => {
        const text = reason.trim();
        if (text === '') return t('ops.money.reasonRequired');
        confirm.ask(
          {
            title: t('ops.withdrawals.rejectConfirmTitle', { reference }),
            effect: t('ops.withdrawals.rejectEffect', { refund, username, reason: text }),
            confirm: t('ops.withdrawals.confirm.reject'),
            back: t('ops.content.cancel'),
          },
          () => onReject(text),
        );
        return '';
      }}
    >
      {confirm.dialog}
      <ReasonField
        label={t('ops.money.reasonToMember')}
        value={reason}
        onChange={setReason}
        maxLength={500}
      />
    </DecisionForm>
  );
}

const resolutions = ['paid', 'refund'] as const;
type Resolution = (typeof resolutions)[number];

function ResolveForm({
  reference,
  username,
  refund,
  decision,
  onCancel,
  onResolve,
}: DecisionProps & {
  refund: string;
  onResolve: (resolution: Resolution, reason: string) => void;
}) {
  const { t } = useTranslation();
  const [resolution, setResolution] = useState<Resolution>('paid');
  const [reason, setReason] = useState('');
  return (
    <DecisionForm
      label={t('ops.withdrawals.actions.resolveNamed', { reference })}
      question={
        resolution === 'paid'
          ? t('ops.withdrawals.resolvePaidQuestion', { username })
          : t('ops.withdrawals.resolveRefundQuestion', { refund, username })
      }
      submitLabel={t('ops.withdrawals.confirm.resolve')}
      isDanger={resolution === 'refund'}
      decision={decision}
      onCancel={onCancel}
      onConfirm={() => {
        const text = reason.trim();
        if (text === '') return t('ops.money.reasonRequired');
        onResolve(resolution, text);
        return '';
      }}
    >
      <fieldset className="ops-fieldset-plain">
        <legend className="ops-visually-hidden">{t('ops.withdrawals.resolution')}</legend>
        {resolutions.map((r) => (
          <label key={r} className="ops-check">
            <input
              type="radio"
              name={`resolution-${reference}`}
              checked={resolution === r}
              onChange={() => setResolution(r)}
            />
            <span>{t(`ops.withdrawals.resolutions.${r}`)}</span>
          </label>
        ))}
      </fieldset>
      <ReasonField
        label={t('ops.money.reasonToMember')}
        value={reason}
        onChange={setReason}
        maxLength={500}
      />
    </DecisionForm>
  );
}
