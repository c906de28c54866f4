// Create or edit one promotion: its type's rules, per-language title, body and image (with a
// preview of the language being written; the image is uploaded), schedule, eligibility and limits. Amounts are typed in
// the site's money and sent in minor units; percentages are typed as percent, sent as basis points.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from './date-time-input';
import { gameTypes } from '@wps/contracts/content/game-nav';
import { languageCodes, type TLanguage } from '@wps/contracts/http';
import {
  promotionTypes,
  ZPromotionInput,
  type TPromotionEligibility,
  type TPromotionInput,
  type TPromotionRules,
  type TPromotionType,
} from '@wps/contracts/promotions/fields';
import {
  opsCreatePromotion,
  opsEditPromotion,
  type TOpsPromotion,
} from '@wps/contracts/promotions/ops-promotions';
import { useSiteFormat } from '../../../lib/use-site-format';
import { fromLocalInput, toLocalInput } from '../local-time';
import { opsPromotionsKey } from '../api/use-ops-promotions';
import { checkWith } from '../schema-problem';
import { useOpsWrite } from '../api/use-ops-write';
import { AmountInput } from './amount-input';
import { ChoiceSelect } from './choice-select';
import { FormFooter } from './form-footer';
import { ImageUpload } from './image-upload';

type Text = { title: string; body: string; image: string };
type Draft = {
  type: TPromotionType;
  texts: Partial<Record<TLanguage, Text>>;
  startsAt: string;
  endsAt: string;
  perMember: string;
  perDay: string;
  perAddress: string;
  budget: string;
  sortOrder: string;
  newMemberDays: string;
  rankLevels: string;
  agentIds: string;
  channelCodes: string;
  nthDeposit: string;
  regions: string;
  requiresZaloId: boolean;
  /** Every rule field of every type as typed; the chosen type's ones are sent. */
  rule: Record<string, string>;
};

const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((v) => v.trim())
    .filter((v) => v !== '');
const numbers = (text: string) => list(text).map(Number);
const whole = (text: string) => (text.trim() === '' ? undefined : Number(text));
const percentToBps = (text: string) => Math.round(Number(text) * 100);
const bpsToPercent = (bps: number | undefined) => (bps === undefined ? '' : String(bps / 100));

/** The rule fields of a promotion as the form keeps them (strings as typed). */
function ruleDraft(rules: TPromotionRules | null): Record<string, string> {
  const r: Record<string, string> = {
    amount: '',
    wageringMultiple: '1',
    identities: 'mobile',
    percent: '100',
    cap: '',
    minDeposit: '',
    choose: 'after',
    wageringBase: 'bonus',
    rewards: '',
    cycle: 'yes',
    payout: 'auto',
    minPayout: '1',
    maxPayout: '',
    depositPerTicket: '',
    betPerTicket: '',
    prizes: '',
    needsImage: 'no',
    maxBet: '',
  };
  for (const type of gameTypes) {
    r[`rate.${type}`] = '';
    r[`weight.${type}`] = '';
  }
  if (!rules) return r;
  if ('maxBet' in rules && rules.maxBet !== undefined) r.maxBet = rules.maxBet;
  if ('weights' in rules) {
    for (const [type, weight] of Object.entries(rules.weights ?? {})) {
      r[`weight.${type}`] = String(weight);
    }
  }
  switch (rules.type) {
    case 'signup':
      return {
        ...r,
        amount: rules.amount,
        identities: rules.identities.join(','),
        wageringMultiple: String(rules.wageringMultiple),
      };
    case 'deposit':
      return {
        ...r,
        percent: bpsToPercent(rules.percentBps),
        cap: rules.cap,
        minDeposit: rules.minDeposit,
        choose: rules.choose,
        wageringMultiple: String(rules.wageringMultiple),
        wageringBase: rules.wageringBase,
      };
    case 'checkin':
      return { ...r, rewards: rules.rewards.join(','), cycle: rules.cycle ? 'yes' : 'no' };
    case 'rebate': {
      const rates = Object.fromEntries(
        Object.entries(rules.rates).map(([type, bps]) => [`rate.${type}`, bpsToPercent(bps)]),
      );
      return {
        ...r,
        ...rates,
        payout: rules.payout,
        minPayout: rules.minPayout,
        maxPayout: rules.maxPayout ?? '',
      };
    }
    case 'raffle':
      return {
        ...r,
        depositPerTicket: rules.depositPerTicket ?? '',
        betPerTicket: rules.betPerTicket ?? '',
        prizes: rules.prizes.join(','),
      };
    case 'application':
      return { ...r, amount: rules.amount, needsImage: rules.needsImage ? 'yes' : 'no' };
    case 'referral':
      return { ...r, amount: rules.amount, minDeposit: rules.minDeposit };
  }
}

/** What a bonus keeps while active: the maximum bet and the weights typed (none: left out). */
function bonusTermsOf(r: Record<string, string>) {
  const weights: Record<string, number> = {};
  for (const game of gameTypes) {
    const typed = r[`weight.${game}`] ?? '';
    if (typed.trim() !== '') weights[game] = Number(typed);
  }
  return {
    ...(r.maxBet ? { maxBet: r.maxBet } : {}),
    ...(Object.keys(weights).length > 0 ? { weights } : {}),
  };
}

/** The chosen type's rules from the draft (the server checks them again). */
function rulesOf(type: TPromotionType, r: Record<string, string>): TPromotionRules {
  const multiple = Number(r.wageringMultiple || '0');
  const terms = bonusTermsOf(r);
  switch (type) {
    case 'signup':
      return {
        type,
        amount: r.amount!,
        identities: list(r.identities!) as Array<'mobile' | 'device' | 'address'>,
        wageringMultiple: multiple,
        ...terms,
      };
    case 'deposit':
      return {
        type,
        percentBps: percentToBps(r.percent!),
        cap: r.cap!,
        minDeposit: r.minDeposit!,
        choose: r.choose as 'before' | 'after',
        wageringMultiple: multiple,
        wageringBase: r.wageringBase as 'bonus' | 'bonusPlusDeposit',
        ...terms,
      };
    case 'checkin':
      return { type, rewards: list(r.rewards!), cycle: r.cycle === 'yes', ...terms };
    case 'rebate': {
      const rates: Record<string, number> = {};
      for (const game of gameTypes) {
        const typed = r[`rate.${game}`] ?? '';
        if (typed.trim() !== '') rates[game] = percentToBps(typed);
      }
      return {
        type,
        rates,
        payout: r.payout as 'auto' | 'manual',
        minPayout: r.minPayout || '1',
        ...(r.maxPayout ? { maxPayout: r.maxPayout } : {}),
      };
    }
    case 'raffle':
      return {
        type,
        prizes: list(r.prizes!),
        ...(r.depositPerTicket ? { depositPerTicket: r.depositPerTicket } : {}),
        ...(r.betPerTicket ? { betPerTicket: r.betPerTicket } : {}),
      };
    case 'application':
      return { type, amount: r.amount!, needsImage: r.needsImage === 'yes', ...terms };
    case 'referral':
      return { type, amount: r.amount!, minDeposit: r.minDeposit!, ...terms };
  }
}

function draftOf(p: TOpsPromotion | null, type: TPromotionType, timeZone?: string): Draft {
  const e: TPromotionEligibility = p?.eligibility ?? {};
  const texts: Draft['texts'] = {};
  for (const [language, text] of Object.entries(p?.texts ?? {})) {
    if (text) {
      texts[language as TLanguage] = {
        title: text.title,
        body: text.body,
        image: text.image ?? '',
      };
    }
  }
  const n = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    type: p?.type ?? type,
    texts,
    startsAt: toLocalInput(p?.startsAt ?? null, timeZone),
    endsAt: toLocalInput(p?.endsAt ?? null, timeZone),
    perMember: n(p?.perMember),
    perDay: n(p?.perDay),
    perAddress: n(p?.perAddress),
    budget: p?.budget ?? '',
    sortOrder: n(p?.sortOrder ?? 0),
    newMemberDays: n(e.newMemberDays),
    rankLevels: (e.rankLevels ?? []).join(','),
    agentIds: (e.agentIds ?? []).join(','),
    channelCodes: (e.channelCodes ?? []).join(','),
    nthDeposit: n(e.nthDeposit),
    regions: (e.regions ?? []).join(','),
    requiresZaloId: e.requiresZaloId === true,
    rule: ruleDraft(p?.rules ?? null),
  };
}

function inputOf(d: Draft, timeZone?: string): TPromotionInput {
  const texts: TPromotionInput['texts'] = {};
  for (const language of languageCodes) {
    const text = d.texts[language];
    if (text && text.title.trim() !== '') {
      texts[language] = {
        title: text.title.trim(),
        body: text.body.trim(),
        image: text.image.trim() === '' ? null : text.image.trim(),
      };
    }
  }
  const eligibility: TPromotionEligibility = {};
  if (d.newMemberDays) eligibility.newMemberDays = Number(d.newMemberDays);
  if (d.rankLevels.trim()) eligibility.rankLevels = numbers(d.rankLevels);
  if (d.agentIds.trim()) eligibility.agentIds = numbers(d.agentIds);
  if (d.channelCodes.trim()) eligibility.channelCodes = list(d.channelCodes);
  if (d.nthDeposit) eligibility.nthDeposit = Number(d.nthDeposit);
  if (d.regions.trim()) eligibility.regions = list(d.regions.toUpperCase());
  if (d.requiresZaloId) eligibility.requiresZaloId = true;
  return {
    texts,
    rules: rulesOf(d.type, d.rule),
    eligibility,
    // Text that is no time goes as typed, so the contract's check refuses it (never "now").
    startsAt: d.startsAt ? (fromLocalInput(d.startsAt, timeZone) ?? d.startsAt) : null,
    endsAt: d.endsAt ? (fromLocalInput(d.endsAt, timeZone) ?? d.endsAt) : null,
    perMember: whole(d.perMember) ?? null,
    perDay: whole(d.perDay) ?? null,
    perAddress: whole(d.perAddress) ?? null,
    budget: d.budget === '' ? null : d.budget,
    sortOrder: whole(d.sortOrder) ?? 0,
  };
}

function Field({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <label className="ops-field">
      <span>{label}</span>
      {children}
      {hint && <small className="ops-hint">{hint}</small>}
    </label>
  );
}

export function PromotionForm({
  promotion,
  onDone,
}: {
  /** null: a new promotion. */
  promotion: TOpsPromotion | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { timeZone, money } = useSiteFormat();
  const [draft, setDraft] = useState<Draft>(() => draftOf(promotion, 'signup', timeZone));
  const [language, setLanguage] = useState<TLanguage>('EN');
  const [problem, setProblem] = useState('');
  const create = useOpsWrite(opsCreatePromotion, opsPromotionsKey);
  const edit = useOpsWrite(opsEditPromotion, opsPromotionsKey);
  const write = promotion ? edit : create;
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setRule = (key: string, value: string) =>
    setDraft((d) => ({ ...d, rule: { ...d.rule, [key]: value } }));
  const text = draft.texts[language] ?? { title: '', body: '', image: '' };
  const setText = (patch: Partial<Text>) =>
    setDraft((d) => ({ ...d, texts: { ...d.texts, [language]: { ...text, ...patch } } }));
  const p = (key: string) => `ops.promotions.form.${key}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    // The contract's own check first: a field the server would refuse is named here, and
    // nothing is sent.
    const checked = checkWith(ZPromotionInput, inputOf(draft, timeZone));
    if (checked.problem !== null) {
      setProblem(t('ops.form.invalidField', { field: checked.problem }));
      return;
    }
    setProblem('');
    const body = checked.data;
    const done = { onSuccess: onDone };
    if (promotion) edit.mutate({ params: { id: promotion.id }, body }, done);
    else create.mutate({ body }, done);
  }

  const amount = (key: string, label: string, optional = false) => (
    <Field label={t(p(label))} hint={optional ? t(p('optional')) : undefined}>
      <AmountInput
        value={draft.rule[key] ?? ''}
        onChange={(v) => setRule(key, v)}
        aria-label={t(p(label))}
      />
    </Field>
  );
  /** `name`: what a screen reader calls it, where several fields share a label (the rates). */
  const plain = (key: string, label: string, hint?: string, name = t(p(label))) => (
    <Field key={key} label={t(p(label))} hint={hint}>
      <input
        value={draft.rule[key] ?? ''}
        onChange={(e) => setRule(key, e.target.value)}
        aria-label={name}
      />
    </Field>
  );
  const choice = (key: string, label: string, choices: readonly string[]) => (
    <Field label={t(p(label))}>
      <ChoiceSelect
        choices={choices}
        value={draft.rule[key] ?? choices[0]!}
        onChange={(v) => setRule(key, v)}
        labelOf={(v) => t(p(`choice.${v}`))}
        aria-label={t(p(label))}
      />
    </Field>
  );
  const wagering = plain('wageringMultiple', 'wageringMultiple', t(p('wageringHint')));

  let rules: ReactNode;
  switch (draft.type) {
    case 'signup':
      rules = (
        <>
          {amount('amount', 'amount')}
          {plain('identities', 'identities', t(p('identitiesHint')))}
          {wagering}
        </>
      );
      break;
    case 'deposit':
      rules = (
        <>
          {plain('percent', 'percent')}
          {amount('cap', 'cap')}
          {amount('minDeposit', 'minDeposit')}
          {choice('choose', 'choose', ['before', 'after'])}
          {wagering}
          {choice('wageringBase', 'wageringBase', ['bonus', 'bonusPlusDeposit'])}
        </>
      );
      break;
    case 'checkin':
      rules = (
        <>
          {plain('rewards', 'rewards', t(p('minorListHint')))}
          {choice('cycle', 'cycle', ['yes', 'no'])}
        </>
      );
      break;
    case 'rebate':
      rules = (
        <>
          <fieldset className="ops-fieldset">
            <legend>{t(p('rates'))}</legend>
            {gameTypes.map((game) =>
              plain(`rate.${game}`, `rate`, game, `${t(p('rate'))} ${game}`),
            )}
          </fieldset>
          {choice('payout', 'payout', ['auto', 'manual'])}
          {amount('minPayout', 'minPayout')}
          {amount('maxPayout', 'maxPayout', true)}
        </>
      );
      break;
    case 'raffle':
      rules = (
        <>
          {amount('depositPerTicket', 'depositPerTicket', true)}
          {amount('betPerTicket', 'betPerTicket', true)}
          {plain('prizes', 'prizes', t(p('minorListHint')))}
        </>
      );
      break;
    case 'application':
      rules = (
        <>
          {amount('amount', 'amount')}
          {choice('needsImage', 'needsImage', ['no', 'yes'])}
        </>
      );
      break;
    case 'referral':
      rules = (
        <>
          {amount('amount', 'amount')}
          {amount('minDeposit', 'minDeposit')}
        </>
      );
      break;
  }

  return (
    <form
      className="ops-card ops-promo-form"
      onSubmit={submit}
      aria-label={t(promotion ? p('editTitle') : p('newTitle'))}
    >
      <h2>{t(promotion ? p('editTitle') : p('newTitle'))}</h2>
      <Field label={t(p('type'))}>
        <ChoiceSelect
          choices={promotionTypes}
          value={draft.type}
          disabled={promotion !== null}
          onChange={(type) => set({ type })}
          labelOf={(type) => t(`ops.promotions.type.${type}`)}
          aria-label={t(p('type'))}
        />
      </Field>

      <fieldset className="ops-fieldset">
        <legend>{t(p('texts'))}</legend>
        <div className="ops-language-picker" role="group" aria-label={t(p('language'))}>
          {languageCodes.map((code) => (
            <button
              key={code}
              type="button"
              className="ops-button"
              aria-pressed={code === language}
              onClick={() => setLanguage(code)}
            >
              {code}
              {(draft.texts[code]?.title ?? '').trim() !== '' && ' ✓'}
            </button>
          ))}
        </div>
        <p className="ops-hint">{t(p('enRequired'))}</p>
        <div className="ops-promo-texts">
          <div>
            <Field label={t(p('title'), { language })}>
              <input
                value={text.title}
                maxLength={120}
                onChange={(e) => setText({ title: e.target.value })}
              />
            </Field>
            <Field label={t(p('body'), { language })}>
              <textarea
                rows={5}
                value={text.body}
                maxLength={5000}
                onChange={(e) => setText({ body: e.target.value })}
              />
            </Field>
            <div className="ops-field">
              <span>{t(p('image'), { language })}</span>
              <code className="ops-hint">{text.image || t(p('noImage'))}</code>
              <ImageUpload
                label={t(p('upload'), { language })}
                onUploaded={(image) => setText({ image })}
                remove={
                  text.image === ''
                    ? undefined
                    : { label: t(p('removeImage')), onRemove: () => setText({ image: '' }) }
                }
              />
            </div>
          </div>
          <section className="ops-promo-preview" aria-label={t(p('preview'), { language })}>
            <h3>{t(p('preview'), { language })}</h3>
            {text.image.trim() !== '' && <img src={text.image} alt="" />}
            <strong>{text.title || draft.texts.EN?.title || '—'}</strong>
            <p>{text.body || draft.texts.EN?.body || ''}</p>
          </section>
        </div>
      </fieldset>

      <fieldset className="ops-fieldset ops-promo-grid">
        <legend>{t(p('rules'))}</legend>
        {rules}
      </fieldset>

      {draft.type !== 'rebate' && draft.type !== 'raffle' && (
        <fieldset className="ops-fieldset ops-promo-grid">
          <legend>{t(p('bonusTerms'))}</legend>
          <p className="ops-hint ops-promo-wide">{t(p('bonusTermsHint'))}</p>
          {amount('maxBet', 'maxBet', true)}
          <fieldset className="ops-fieldset">
            <legend>{t(p('weights'))}</legend>
            {gameTypes.map((game) =>
              plain(`weight.${game}`, 'weight', game, `${t(p('weight'))} ${game}`),
            )}
          </fieldset>
        </fieldset>
      )}

      <fieldset className="ops-fieldset ops-promo-grid">
        <legend>{t(p('schedule'))}</legend>
        <Field label={t(p('startsAt'))} hint={t(p('emptyNow'))}>
          <DateTimeInput value={draft.startsAt} onChange={(startsAt) => set({ startsAt })} />
        </Field>
        <Field label={t(p('endsAt'))} hint={t(p('emptyNever'))}>
          <DateTimeInput value={draft.endsAt} onChange={(endsAt) => set({ endsAt })} />
        </Field>
        <Field label={t(p('sortOrder'))}>
          <input
            inputMode="numeric"
            value={draft.sortOrder}
            onChange={(e) => set({ sortOrder: e.target.value })}
          />
        </Field>
      </fieldset>

      <fieldset className="ops-fieldset ops-promo-grid">
        <legend>{t(p('eligibility'))}</legend>
        <p className="ops-hint ops-promo-wide">{t(p('eligibilityHint'))}</p>
        {(
          [
            ['newMemberDays', 'newMemberDays'],
            ['rankLevels', 'rankLevels'],
            ['agentIds', 'agentIds'],
            ['channelCodes', 'channelCodes'],
            ['nthDeposit', 'nthDeposit'],
            ['regions', 'regions'],
          ] as const
        ).map(([key, label]) => (
          <Field key={key} label={t(p(label))}>
            <input value={draft[key]} onChange={(e) => set({ [key]: e.target.value })} />
          </Field>
        ))}
        <label className="ops-check ops-promo-wide">
          <input
            type="checkbox"
            checked={draft.requiresZaloId}
            onChange={(e) => set({ requiresZaloId: e.target.checked })}
          />
          <span>{t(p('requiresZaloId'))}</span>
        </label>
      </fieldset>

      <fieldset className="ops-fieldset ops-promo-grid">
        <legend>{t(p('limits'))}</legend>
        {(['perMember', 'perDay', 'perAddress'] as const).map((key) => (
          <Field key={key} label={t(p(key))} hint={t(p('emptyNoLimit'))}>
            <input
              inputMode="numeric"
              value={draft[key]}
              onChange={(e) => set({ [key]: e.target.value })}
            />
          </Field>
        ))}
        <Field
          label={t(p('budget'))}
          hint={
            promotion
              ? t(p('budgetSpent'), { spent: money(promotion.spent) })
              : t(p('emptyNoLimit'))
          }
        >
          <AmountInput
            value={draft.budget}
            onChange={(budget) => set({ budget })}
            aria-label={t(p('budget'))}
          />
        </Field>
      </fieldset>

      <FormFooter
        problem={problem}
        error={write.error}
        isSubmitDisabled={write.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
