// /promoDetail's action: what the button does for this promotion's type, or why it is not
// available (the server's reason, translated). Sign-up, deposit, rebate and referral claim;
// a deposit bonus chosen before depositing leads on to the deposit page; check-in signs today
// beside the signed days; a raffle enters with MCS2_claimRafflePromotion; an application sends a
// remark (at most 140 characters) and up to 3 images through the payment pages' proof picker.
// A promotion that needs a Zalo number ID the member has not set says so and takes it here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPromoDetail } from '@wps/contracts/promotions/promo-detail';
import { REMARK_MAX_LENGTH } from '@wps/contracts/promotions/fields';
import { errorText } from '../../lib/error-text';
import { useSecurityTexts } from '../security/security-texts';
import { ZaloIdForm } from '../security/zalo-id-form';
import { useSiteFormat } from '../../lib/use-site-format';
import { usePromotionsHandover } from './promotions-handover';
import { useApplyPromotion, useClaimPromotion, useClaimRaffle } from './use-promo-actions';

/** The text of a reason code: its own promotion wording, else the shared error message. */
export function useReasonText() {
  const { t } = useTranslation();
  return (code: string) => t(`promo.reason.${code}`, { defaultValue: t(`errors.${code}`) });
}

function claimLabel(detail: TPromoDetail): string {
  const { rules } = detail;
  if (rules.type === 'deposit') return `promo.action.deposit_${rules.choose}`;
  return `promo.action.${rules.type}`;
}

export function PromoAction({ detail }: { detail: TPromoDetail }) {
  const { t } = useTranslation();
  const handover = usePromotionsHandover();
  const reasonText = useReasonText();
  const { card } = detail;
  const reason = card.unavailableReason;

  if (reason === 'NOT_LOGGED_IN') {
    return (
      <div className="promo-action">
        <p className="promo-action__why">{reasonText(reason)}</p>
        <button type="button" className="button button--accent" onClick={handover?.openLogin}>
          {t('promo.action.login')}
        </button>
      </div>
    );
  }
  if (reason === 'ZALO_REQUIRED') return <ZaloRequired />;
  if (detail.rules.type === 'deposit' && card.status === 'process') {
    // Chosen before depositing: paid when the next qualifying deposit completes.
    return (
      <div className="promo-action">
        <p className="promo-action__done" role="status">
          {t('promo.action.chosen')}
        </p>
        <button type="button" className="button button--accent" onClick={handover?.openDeposit}>
          {t('promo.action.depositNow')}
        </button>
      </div>
    );
  }
  switch (detail.action) {
    case 'checkin':
      return <CheckinAction detail={detail} />;
    case 'apply':
      return <ApplyAction detail={detail} />;
    default:
      return detail.rules.type === 'raffle' ? (
        <RaffleAction detail={detail} />
      ) : (
        <ClaimAction detail={detail} label={t(claimLabel(detail))} />
      );
  }
}

/**
 * ZALO_REQUIRED: the spec's message and the Zalo number ID form (the security centre's); once
 * saved, the promotion is read again and its own action shows.
 */
function ZaloRequired() {
  const reasonText = useReasonText();
  const textsLoaded = useSecurityTexts();
  return (
    <div className="promo-action">
      <p className="promo-action__why" role="alert">
        {reasonText('ZALO_REQUIRED')}
      </p>
      {textsLoaded ? <ZaloIdForm id="promo-zalo" onDone={() => undefined} /> : null}
    </div>
  );
}

/** Why the button is off, under it (nothing when it is on). */
function Why({ detail }: { detail: TPromoDetail }) {
  const reasonText = useReasonText();
  const reason = detail.card.unavailableReason;
  return reason && !detail.canAct ? (
    <p className="promo-action__why">{reasonText(reason)}</p>
  ) : null;
}

function Outcome({ amount, status }: { amount: string; status: string }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const handover = usePromotionsHandover();
  return (
    <div className="promo-action__done" role="status">
      <p>
        {BigInt(amount) > 0n
          ? t('promo.action.paid', { amount: format.money(amount) })
          : t(`promo.status.${status}`)}
      </p>
      {BigInt(amount) > 0n && handover ? (
        <button type="button" className="button button--small" onClick={handover.openBonusDetails}>
          {t('promo.action.seeBonus')}
        </button>
      ) : null}
    </div>
  );
}

function ClaimAction({ detail, label }: { detail: TPromoDetail; label: string }) {
  const { t } = useTranslation();
  const claim = useClaimPromotion();
  const [reference, setReference] = useState('');
  const needsReference = detail.rules.type === 'deposit' && detail.rules.choose === 'after';
  const referenceOk = /^[A-Za-z0-9_-]{1,64}$/.test(reference.trim());
  return (
    <form
      className="promo-action"
      onSubmit={(event) => {
        event.preventDefault();
        claim.mutate({
          promotionId: detail.card.id,
          ...(needsReference ? { depositReference: reference.trim() } : {}),
        });
      }}
    >
      {needsReference && detail.canAct ? (
        <label className="form-field">
          <span className="form-field__label">{t('promo.action.reference')}</span>
          <input
            className="input"
            value={reference}
            maxLength={64}
            onChange={(event) => setReference(event.target.value)}
          />
          <span className="form-field__hint">{t('promo.action.referenceHint')}</span>
        </label>
      ) : null}
      <button
        type="submit"
        className="button button--accent"
        disabled={!detail.canAct || claim.isPending || (needsReference && !referenceOk)}
      >
        {claim.isPending ? t('promo.action.sending') : label}
      </button>
      <Why detail={detail} />
      {claim.isError ? (
        <p className="form__problem" role="alert">
          {errorText(claim.error, t)}
        </p>
      ) : null}
      {claim.data ? <Outcome amount={claim.data.amount} status={claim.data.status} /> : null}
    </form>
  );
}

/** yyyy-MM-dd plus n days (calendar arithmetic, no time zone). */
function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function CheckinAction({ detail }: { detail: TPromoDetail }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const claim = useClaimPromotion();
  const today = format.today();
  const signed = new Set(detail.mine?.signedDays ?? []);
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6));
  const rewards = detail.rules.type === 'checkin' ? detail.rules.rewards : [];
  const streak = detail.mine?.streak ?? 0;
  const signedToday = signed.has(today);
  // The reward today's sign-in earns: the next day of the streak (the last one past the list).
  const nextDay = signedToday ? streak : streak + 1;
  const cycle = detail.rules.type === 'checkin' && detail.rules.cycle;
  const index = rewards.length
    ? cycle
      ? (nextDay - 1) % rewards.length
      : Math.min(nextDay, rewards.length) - 1
    : -1;
  return (
    <div className="promo-action">
      <p className="promo-checkin__streak">{t('promo.checkin.streak', { count: streak })}</p>
      <ol className="promo-checkin" aria-label={t('promo.checkin.days')}>
        {days.map((day) => (
          <li
            key={day}
            className={`promo-checkin__day${signed.has(day) ? ' promo-checkin__day--signed' : ''}${
              day === today ? ' promo-checkin__day--today' : ''
            }`}
          >
            <span className="promo-checkin__date">{format.day(day).slice(5)}</span>
            <span className="promo-checkin__mark">
              {signed.has(day)
                ? t('promo.checkin.signed')
                : day === today
                  ? t('promo.checkin.today')
                  : '–'}
            </span>
          </li>
        ))}
      </ol>
      {index >= 0 && !signedToday ? (
        <p className="promo-action__hint">
          {t('promo.checkin.next', { amount: format.money(rewards[index]!) })}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--accent"
        disabled={!detail.canAct || claim.isPending}
        onClick={() => claim.mutate({ promotionId: detail.card.id })}
      >
        {signedToday ? t('promo.checkin.done') : t('promo.checkin.sign')}
      </button>
      {!signedToday ? <Why detail={detail} /> : null}
      {claim.isError ? (
        <p className="form__problem" role="alert">
          {errorText(claim.error, t)}
        </p>
      ) : null}
      {claim.data ? <Outcome amount={claim.data.amount} status={claim.data.status} /> : null}
    </div>
  );
}

function ApplyAction({ detail }: { detail: TPromoDetail }) {
  const { t } = useTranslation();
  const handover = usePromotionsHandover();
  const apply = useApplyPromotion();
  const [remark, setRemark] = useState('');
  const [proofs, setProofs] = useState<{ proofIds: number[]; problem: string | null }>({
    proofIds: [],
    problem: null,
  });
  const [resetKey, setResetKey] = useState(0);
  const needsImage = detail.rules.type === 'application' && detail.rules.needsImage;
  const tooLong = remark.length > REMARK_MAX_LENGTH;
  const missingImage = needsImage && proofs.proofIds.length === 0;
  const Picker = handover?.ProofPicker;
  return (
    <form
      className="promo-action"
      onSubmit={(event) => {
        event.preventDefault();
        apply.mutate(
          { promotionId: detail.card.id, remark: remark.trim(), proofIds: proofs.proofIds },
          {
            onSuccess: () => {
              setRemark('');
              setResetKey((k) => k + 1);
            },
          },
        );
      }}
    >
      {detail.canAct ? (
        <>
          <label className="form-field">
            <span className="form-field__label">{t('promo.apply.remark')}</span>
            <textarea
              className="input promo-apply__remark"
              value={remark}
              rows={3}
              maxLength={REMARK_MAX_LENGTH}
              aria-describedby="promo-remark-count"
              onChange={(event) => setRemark(event.target.value)}
            />
            <span id="promo-remark-count" className="form-field__hint">
              {t('promo.apply.count', { count: remark.length, max: REMARK_MAX_LENGTH })}
            </span>
          </label>
          {Picker ? (
            <Picker
              label={needsImage ? t('promo.apply.imagesNeeded') : t('promo.apply.images')}
              onChange={setProofs}
              resetKey={resetKey}
            />
          ) : null}
          {missingImage ? <p className="form-field__hint">{t('promo.apply.needImage')}</p> : null}
        </>
      ) : null}
      <button
        type="submit"
        className="button button--accent"
        disabled={
          !detail.canAct || apply.isPending || tooLong || missingImage || proofs.problem !== null
        }
      >
        {apply.isPending ? t('promo.action.sending') : t('promo.action.apply')}
      </button>
      <Why detail={detail} />
      {proofs.problem ? <p className="form-field__hint">{proofs.problem}</p> : null}
      {apply.isError ? (
        <p className="form__problem" role="alert">
          {errorText(apply.error, t)}
        </p>
      ) : null}
      {apply.data ? (
        <p className="promo-action__done" role="status">
          {t('promo.apply.sent')}
        </p>
      ) : null}
    </form>
  );
}

function RaffleAction({ detail }: { detail: TPromoDetail }) {
  const { t } = useTranslation();
  const enter = useClaimRaffle();
  const tickets = enter.data?.tickets ?? detail.mine?.tickets ?? null;
  return (
    <div className="promo-action">
      {tickets !== null ? (
        <p className="promo-action__hint">{t('promo.raffle.tickets', { count: tickets })}</p>
      ) : null}
      <button
        type="button"
        className="button button--accent"
        disabled={!detail.canAct || enter.isPending}
        onClick={() => enter.mutate(detail.card.id)}
      >
        {enter.isPending ? t('promo.action.sending') : t('promo.action.raffle')}
      </button>
      <Why detail={detail} />
      {enter.isError ? (
        <p className="form__problem" role="alert">
          {errorText(enter.error, t)}
        </p>
      ) : null}
      {enter.data ? (
        <p className="promo-action__done" role="status">
          {t('promo.raffle.entered', { count: enter.data.tickets })}
        </p>
      ) : null}
    </div>
  );
}
