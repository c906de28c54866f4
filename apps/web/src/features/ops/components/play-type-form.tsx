// One play type of a lottery: its odds per prize tier (typed as a multiplier, 1.95, and sent in
// thousandths, 1950, by string arithmetic), its stake limits in major units and whether players
// are offered it. Only an admin saves; bets already placed keep the odds they were placed at.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZPlayTypeUpdate, type TOpsLottery } from '@wps/contracts/lottery/lottery-ops';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useUpdatePlayType } from '../api/use-update-play-type';
import { checkWith } from '../schema-problem';
import { AmountInput } from './amount-input';
import { FormFooter } from './form-footer';

type PlayType = TOpsLottery['playTypes'][number];

/** 1950 thousandths -> '1.95'. */
export function oddsText(thousandths: number): string {
  const whole = Math.trunc(thousandths / 1000);
  const rest = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return rest === '' ? String(whole) : `${whole}.${rest}`;
}

/** '1.95' -> 1950; NaN (refused by the contract) unless a multiplier with at most 3 decimals. */
export function oddsOfText(text: string): number {
  const match = /^\s*([0-9]{1,6})(?:\.([0-9]{1,3}))?\s*$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

const isDigits = (s: string) => /^[0-9]+$/.test(s);
const isAbove = (a: string, b: string) => isDigits(a) && isDigits(b) && BigInt(a) > BigInt(b);

interface PlayTypeDraft {
  odds: Record<string, string>;
  /** Minor units as digit strings; '' while the typed text is not an amount. */
  minStake: string;
  maxStake: string;
  isEnabled: boolean;
}

const draftOf = (p: PlayType): PlayTypeDraft => ({
  odds: Object.fromEntries(Object.entries(p.odds).map(([tier, odds]) => [tier, oddsText(odds)])),
  minStake: p.minStake,
  maxStake: p.maxStake,
  isEnabled: p.isEnabled,
});

export function PlayTypeForm({
  lotteryId,
  playType,
  canEdit,
}: {
  lotteryId: number;
  playType: PlayType;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { currency } = useSiteFormat();
  const save = useUpdatePlayType();
  const [draft, setDraft] = useState(() => draftOf(playType));
  const [problem, setProblem] = useState('');
  const [savedText, setSavedText] = useState('');
  const set = (patch: Partial<PlayTypeDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const tierLabel = (tier: string) => t(`ops.lottery.tiers.${tier}`, { defaultValue: tier });
  const stakeLabel = (key: 'minStake' | 'maxStake') => t(`ops.lottery.${key}`, { currency });

  function fieldName(path: string): string {
    const [head, tier] = path.split('.');
    if (head === 'odds' && tier) return tierLabel(tier);
    return head === 'minStake' || head === 'maxStake' ? stakeLabel(head) : path;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSavedText('');
    const body = {
      playType: playType.playType,
      odds: Object.fromEntries(
        Object.entries(draft.odds).map(([tier, text]) => [tier, oddsOfText(text)]),
      ),
      minStake: draft.minStake,
      maxStake: draft.maxStake,
      isEnabled: draft.isEnabled,
    };
    if (isAbove(body.minStake, body.maxStake)) {
      setProblem(t('ops.lottery.stakeRange'));
      return;
    }
    const checked = checkWith(ZPlayTypeUpdate, body);
    if (checked.problem !== null) {
      setProblem(t('ops.form.invalidField', { field: fieldName(checked.problem) }));
      return;
    }
    setProblem('');
    save.mutate(
      { params: { id: lotteryId }, body: checked.data },
      { onSuccess: () => setSavedText(t('ops.saved')) },
    );
  }

  const name = t('ops.lottery.playTypeNamed', { playType: playType.playType });
  return (
    <form className="ops-card ops-form" onSubmit={submit} noValidate aria-label={name}>
      <h3 className="ops-subhead">{name}</h3>
      <fieldset className="ops-fieldset-plain" disabled={!canEdit}>
        <div className="ops-row">
          {Object.keys(draft.odds).map((tier) => (
            <label key={tier} className="ops-field ops-field-narrow">
              <span>{tierLabel(tier)}</span>
              <input
                inputMode="decimal"
                autoComplete="off"
                value={draft.odds[tier]}
                onChange={(e) => set({ odds: { ...draft.odds, [tier]: e.target.value } })}
              />
            </label>
          ))}
        </div>
        <p className="ops-hint">{t('ops.lottery.oddsHint')}</p>
        <div className="ops-row">
          {(['minStake', 'maxStake'] as const).map((key) => (
            <label key={key} className="ops-field">
              <span>{stakeLabel(key)}</span>
              <AmountInput value={draft[key]} onChange={(minor) => set({ [key]: minor })} />
            </label>
          ))}
          <label className="ops-check">
            <input
              type="checkbox"
              checked={draft.isEnabled}
              onChange={(e) => set({ isEnabled: e.target.checked })}
            />
            <span>{t('ops.lottery.isEnabled')}</span>
          </label>
        </div>
      </fieldset>
      <FormFooter
        problem={problem}
        error={save.error}
        savedText={savedText}
        isSubmitDisabled={!canEdit || save.isPending}
      />
    </form>
  );
}
