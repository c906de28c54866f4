// Deposits: every member's deposit with its channel, amounts and proof images; an admin approves
// a pending one (the member is credited once) or rejects it with a reason the member sees.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { depositStates, type TDepositState } from '@wps/contracts/payment/fields';
import type { TOpsDeposit } from '@wps/contracts/payment/ops-deposits';
import { useApproveDeposit } from '../api/use-approve-deposit';
import { useOpsDeposits } from '../api/use-ops-deposits';
import { useRejectDeposit } from '../api/use-reject-deposit';
import { useSiteFormat } from '../../../lib/use-site-format';
import { ApiErrorText } from './api-error-text';
import { DecisionForm, ReasonField } from './decision-form';
import { PaymentList, usePaymentListQuery } from './payment-list';
import { PaymentFacts, PaymentHead } from './payment-row';
import { ProofThumbs } from './proof-thumbs';

const PAGE_SIZE = 20;

export function DepositsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const paging = usePaymentListQuery<TDepositState>();
  const list = useOpsDeposits({ ...paging.query, pageSize: PAGE_SIZE });

  return (
    <PaymentList
      states={depositStates}
      stateLabel={(state) => t(`ops.deposits.states.${state}`)}
      paging={paging}
      list={list}
      emptyText={t('ops.deposits.empty')}
    >
      {(deposit) => <DepositRow key={deposit.reference} deposit={deposit} canEdit={canEdit} />}
    </PaymentList>
  );
}

type Action = null | 'approve' | 'reject';

function DepositRow({ deposit, canEdit }: { deposit: TOpsDeposit; canEdit: boolean }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const approve = useApproveDeposit();
  const reject = useRejectDeposit();
  const [action, setAction] = useState<Action>(null);
  const [reason, setReason] = useState('');
  const { reference } = deposit;
  const money = site.money;
  const when = (iso: string | null) => (iso ? site.dateTime(iso) : null);
  const isPending = deposit.state === 'pending';
  const credit = (BigInt(deposit.amount) - BigInt(deposit.fee)).toString();

  function open(next: Action) {
    approve.reset();
    reject.reset();
    setReason('');
    setAction(next);
  }
  const close = () => setAction(null);

  return (
    <li className="ops-card ops-payment">
      <PaymentHead
        reference={reference}
        stateText={t(`ops.deposits.states.${deposit.state}`)}
        isOpen={isPending}
        amount={money(deposit.amount)}
      />
      <PaymentFacts
        facts={[
          [t('ops.money.member'), `${deposit.username} (#${deposit.memberId})`],
          [
            t('ops.money.channel'),
            `${deposit.channel.name} · ${t(`ops.channels.types.${deposit.channel.type}`)}`,
          ],
          [t('ops.money.amount'), money(deposit.amount)],
          [t('ops.money.fee'), money(deposit.fee)],
          // Only a pending or completed deposit credits anything.
          [t('ops.deposits.toCredit'), isPending ? money(credit) : null],
          [t('ops.deposits.credited'), deposit.state === 'completed' ? money(credit) : null],
          [t('ops.deposits.payerName'), deposit.payerName],
          [t('ops.money.createdAt'), when(deposit.createdAt)],
          [t('ops.money.decidedAt'), when(deposit.decidedAt)],
          [t('ops.money.decidedBy'), deposit.decidedBy],
          [t('ops.money.reason'), deposit.reason],
          [t('ops.deposits.gatewayRef'), deposit.gatewayRef],
        ]}
      />
      <ProofThumbs proofIds={deposit.proofIds} reference={reference} />
      {/* Refused because someone decided first: the refreshed row shows what they decided. */}
      {!isPending && <ApiErrorText error={approve.error ?? reject.error} />}
      {isPending && action === null && (
        <div className="ops-row-buttons">
          <button
            type="button"
            className="ops-button ops-button-primary"
            disabled={!canEdit}
            aria-label={t('ops.deposits.approveNamed', { reference })}
            onClick={() => open('approve')}
          >
            {t('ops.deposits.approve')}
          </button>
          <button
            type="button"
            className="ops-button ops-button-danger"
            disabled={!canEdit}
            aria-label={t('ops.deposits.rejectNamed', { reference })}
            onClick={() => open('reject')}
          >
            {t('ops.deposits.reject')}
          </button>
        </div>
      )}
      {isPending && action === 'approve' && (
        <DecisionForm
          label={t('ops.deposits.approveNamed', { reference })}
          question={t('ops.deposits.approveQuestion', {
            credit: money(credit),
            username: deposit.username,
          })}
          submitLabel={t('ops.deposits.confirmApprove')}
          decision={approve}
          onCancel={close}
          onConfirm={() => {
            approve.mutate({ params: { reference } }, { onSuccess: close });
            return '';
          }}
        />
      )}
      {isPending && action === 'reject' && (
        <DecisionForm
          label={t('ops.deposits.rejectNamed', { reference })}
          question={t('ops.deposits.rejectQuestion', { username: deposit.username })}
          submitLabel={t('ops.deposits.confirmReject')}
          isDanger
          decision={reject}
          onCancel={close}
          onConfirm={() => {
            const text = reason.trim();
            if (text === '') return t('ops.money.reasonRequired');
            reject.mutate({ params: { reference }, body: { reason: text } }, { onSuccess: close });
            return '';
          }}
        >
          <ReasonField
            label={t('ops.money.reasonToMember')}
            value={reason}
            onChange={setReason}
            maxLength={200}
          />
        </DecisionForm>
      )}
    </li>
  );
}
