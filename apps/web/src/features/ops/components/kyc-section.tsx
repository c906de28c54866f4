// KYC review: members' identity submissions, the oldest pending first (or the newest approved or
// rejected), paged on the server; each shows its images (opened full size), and an operator
// with members.edit approves it or rejects it with a reason the member reads.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { reviewKyc, type ZOpsKyc } from '@wps/contracts/account/kyc';
import { useSiteFormat } from '../../../lib/use-site-format';
import { kycKey, useKycList, type KycState } from '../api/use-kyc';
import { useOpsWrite } from '../api/use-ops-write';
import { ChoiceCard } from './choice-card';
import { ChoiceSelect } from './choice-select';
import { DecisionForm, ReasonField } from './decision-form';
import { Pager } from './pager';
import { ProofThumbs } from './proof-thumbs';
import { QueryView } from './query-view';

type Submission = z.infer<typeof ZOpsKyc>;
const states: readonly KycState[] = ['pending', 'approved', 'rejected'];

function Review({ item, onDone }: { item: Submission; onDone: () => void }) {
  const { t } = useTranslation();
  const review = useOpsWrite(reviewKyc, kycKey);
  const [decision, setDecision] = useState<'approve' | 'reject'>('approve');
  const [reason, setReason] = useState('');
  const k = (key: string, options?: Record<string, unknown>) => t(`ops.kyc.${key}`, options);
  return (
    <DecisionForm
      label={k('reviewOf', { username: item.username })}
      question={decision === 'approve' ? k('approveQuestion') : k('rejectQuestion')}
      submitLabel={decision === 'approve' ? k('approve') : k('reject')}
      isDanger={decision === 'reject'}
      decision={review}
      onCancel={onDone}
      onConfirm={() => {
        if (decision === 'reject' && reason.trim() === '') return k('reasonNeeded');
        review.mutate(
          { params: { id: item.id }, body: { decision, reason: reason.trim() } },
          { onSuccess: onDone },
        );
        return '';
      }}
    >
      <label className="ops-field ops-field-narrow">
        <span>{k('decision')}</span>
        <ChoiceSelect
          choices={['approve', 'reject'] as const}
          value={decision}
          onChange={setDecision}
          labelOf={(c) => k(c)}
        />
      </label>
      {decision === 'reject' && (
        <ReasonField label={k('reason')} value={reason} onChange={setReason} maxLength={300} />
      )}
    </DecisionForm>
  );
}

export function KycSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  const [state, setState] = useState<KycState>('pending');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useKycList(state, page);
  const k = (key: string, options?: Record<string, unknown>) => t(`ops.kyc.${key}`, options);
  return (
    <>
      <ChoiceCard
        label={k('state')}
        choices={states}
        value={state}
        onChange={(s) => {
          setState(s);
          setPage(1);
        }}
        labelOf={(s) => k(`states.${s}`)}
      />
      <QueryView query={list}>
        {({ items, totalPages }) => (
          <>
            {items.length === 0 && <p className="ops-card">{k('empty')}</p>}
            <ul className="ops-list" aria-busy={list.isFetching}>
              {items.map((item) => (
                <li key={item.id} className="ops-card">
                  <div className="ops-feedback-head">
                    <strong>{item.username}</strong>
                    <span className="ops-badge">{k(`documents.${item.documentType}`)}</span>
                    <span
                      className={
                        item.state === 'approved'
                          ? 'ops-badge ops-badge-ok'
                          : item.state === 'rejected'
                            ? 'ops-badge ops-badge-warn'
                            : 'ops-badge'
                      }
                    >
                      {k(`states.${item.state}`)}
                    </span>
                    <time dateTime={item.createdAt}>{site.dateTime(item.createdAt)}</time>
                  </div>
                  <dl className="ops-facts">
                    <dt>{k('member')}</dt>
                    <dd>
                      #{item.memberId} {item.payeeName ?? ''}
                    </dd>
                    <dt>{k('documentNumber')}</dt>
                    <dd>{item.documentNumber}</dd>
                    {item.reviewer !== null && (
                      <>
                        <dt>{k('reviewer')}</dt>
                        <dd>
                          {item.reviewer}
                          {item.reviewedAt && ` · ${site.dateTime(item.reviewedAt)}`}
                        </dd>
                      </>
                    )}
                    {item.reason && (
                      <>
                        <dt>{k('reason')}</dt>
                        <dd>{item.reason}</dd>
                      </>
                    )}
                  </dl>
                  <ProofThumbs proofIds={item.proofIds} reference={item.username} />
                  {item.state === 'pending' &&
                    canEdit &&
                    (open === item.id ? (
                      <Review item={item} onDone={() => setOpen(null)} />
                    ) : (
                      <button
                        type="button"
                        className="ops-button"
                        aria-label={k('reviewOf', { username: item.username })}
                        onClick={() => setOpen(item.id)}
                      >
                        {k('review')}
                      </button>
                    ))}
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={totalPages} onPage={setPage} />
          </>
        )}
      </QueryView>
    </>
  );
}
