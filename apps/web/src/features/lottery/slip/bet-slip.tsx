// The bet slip (spec: lottery bets): choose a play type (its odds and stake limits shown), pick the
// number (exactly the play type's digits; none for BIG, SMALL, ODD, EVEN), type a stake, add the
// line; several lines make one slip, placed all or none on the draw taking bets. Each line keeps
// the key it got when added, so placing the same slip again after a failure is the same bets.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLotteryPlayType } from '@wps/contracts/lottery/lottery-common';
import { FormField } from '../../../components/form/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { checkAmount, formatMinor } from '../../../lib/money-amount';
import { usePlaceBets } from '../api/use-place-bets';
import { usePlayTypes } from '../api/use-play-types';
import { useLotteryActionGuard } from '../lottery-action-guard';
import { formatOdds } from '../lottery-rules';
import {
  MAX_SLIP_LINES,
  randomSelection,
  selectionProblem,
  slipTotal,
  type SlipLine,
} from './slip-rules';

export interface BetSlipProps {
  gameId: number;
  drawId: number;
  numero: string;
  /** Betting on the draw is still open (its close has not passed). */
  isOpen: boolean;
  /** The play type to start with (?playType=), when the lottery has it. */
  initialPlayType: string | null;
}

export function BetSlip(props: BetSlipProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const playTypes = usePlayTypes(props.gameId);
  return (
    <section className="lottery-card lottery-slip" aria-labelledby={headingId}>
      <h3 id={headingId} className="lottery-card__title">
        {t('lottery.slip.title', { numero: props.numero })}
      </h3>
      {playTypes.isPending && <p className="lottery-status">{t('common.loading')}</p>}
      {playTypes.error && (
        <p className="lottery-status lottery-status--error" role="alert">
          {errorText(playTypes.error, t)}
        </p>
      )}
      {playTypes.data?.length === 0 && (
        <p className="lottery-status">{t('lottery.slip.noPlayTypes')}</p>
      )}
      {playTypes.data && playTypes.data.length > 0 && (
        <SlipForm {...props} playTypes={playTypes.data} />
      )}
    </section>
  );
}

/** Server refusals of a slip with their own explanation on the slip. */
const slipErrorCodes = new Set([
  'BET_CLOSED',
  'BET_OUT_OF_RANGE',
  'INSUFFICIENT_FUNDS',
  'VALIDATION_FAILED',
  'CONFLICT',
]);

function placeErrorText(error: unknown, t: ReturnType<typeof useTranslation>['t']): string {
  if (error instanceof ApiError && slipErrorCodes.has(error.code)) {
    return t(`lottery.slip.errors.${error.code}`);
  }
  return errorText(error, t);
}

function SlipForm({
  gameId,
  drawId,
  isOpen,
  initialPlayType,
  playTypes,
}: BetSlipProps & { playTypes: TLotteryPlayType[] }) {
  const { t } = useTranslation();
  const guard = useLotteryActionGuard();
  const place = usePlaceBets();
  const [chosen, setChosen] = useState(() =>
    playTypes.some((p) => p.playType === initialPlayType)
      ? initialPlayType!
      : playTypes[0]!.playType,
  );
  const playType = playTypes.find((p) => p.playType === chosen) ?? playTypes[0]!;
  const [selection, setSelection] = useState('');
  const [stakeText, setStakeText] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [placedCount, setPlacedCount] = useState<number | null>(null);

  const nameOf = (code: string) => t(`lottery.playTypes.${code}`, { defaultValue: code });
  const min = BigInt(playType.minStake);
  const max = BigInt(playType.maxStake);
  const range = { min: formatMinor(min), max: formatMinor(max) };
  const selectionError =
    selectionProblem(playType, selection) &&
    t('lottery.slip.digitsExactly', { count: playType.digits });
  const stake = checkAmount(stakeText, t, { min, max });
  const isFull = lines.length >= MAX_SLIP_LINES;

  const choosePlayType = (code: string) => {
    setChosen(code);
    setSelection('');
    setShowProblems(false);
  };

  const addLine = (event: FormEvent) => {
    event.preventDefault();
    if (selectionError || stake.minor === null || isFull) {
      setShowProblems(true);
      return;
    }
    setLines((prev) => [
      ...prev,
      {
        clientKey: crypto.randomUUID(),
        playType: playType.playType,
        selection: playType.digits === 0 ? '' : selection,
        stake: stake.minor,
      },
    ]);
    setSelection('');
    setShowProblems(false);
    setPlacedCount(null);
    place.reset();
  };

  const removeLine = (clientKey: string) => {
    setLines((prev) => prev.filter((line) => line.clientKey !== clientKey));
    place.reset();
  };

  const placeSlip = () => {
    if (!guard.requireRealAccount()) return;
    place.mutate(
      { gameId, drawId, lines },
      {
        onSuccess: (answer) => {
          setLines([]);
          setPlacedCount(answer.bets.length);
        },
      },
    );
  };

  return (
    <>
      <fieldset className="lottery-play-types">
        <legend>{t('lottery.slip.playType')}</legend>
        {playTypes.map((p) => (
          <button
            key={p.playType}
            type="button"
            className="lottery-chip"
            aria-pressed={p.playType === playType.playType}
            onClick={() => choosePlayType(p.playType)}
          >
            {nameOf(p.playType)}
          </button>
        ))}
      </fieldset>
      <p className="lottery-odds">
        {t('lottery.slip.odds')}{' '}
        {Object.entries(playType.odds)
          // The biggest prize first.
          .sort(([, a], [, b]) => b - a)
          .map(
            ([key, odds]) =>
              `${t(`lottery.tiers.${key}`, { defaultValue: key })} ×${formatOdds(odds)}`,
          )
          .join(' · ')}
        {playType.isBox && ` (${t('lottery.slip.boxNote')})`}
      </p>
      <form className="lottery-slip__form" onSubmit={addLine} noValidate>
        {playType.digits > 0 && (
          <FormField
            label={t('lottery.slip.number', { count: playType.digits })}
            error={showProblems ? selectionError : null}
            addon={
              <button
                type="button"
                className="button button--small"
                onClick={() => setSelection(randomSelection(playType.digits))}
              >
                {t('lottery.slip.quickPick')}
              </button>
            }
          >
            {(control) => (
              <input
                {...control}
                className="form-field__input lottery-slip__number"
                inputMode="numeric"
                autoComplete="off"
                maxLength={playType.digits}
                value={selection}
                onChange={(e) => setSelection(e.target.value.trim())}
              />
            )}
          </FormField>
        )}
        <FormField
          label={t('lottery.slip.stake')}
          hint={t('money.amount.range', range)}
          error={showProblems ? stake.error : null}
        >
          {(control) => (
            <input
              {...control}
              className="form-field__input"
              inputMode="decimal"
              autoComplete="off"
              value={stakeText}
              onChange={(e) => setStakeText(e.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className="button" disabled={isFull}>
          {t('lottery.slip.add')}
        </button>
        {isFull && (
          <p className="lottery-status">{t('lottery.slip.full', { count: MAX_SLIP_LINES })}</p>
        )}
      </form>
      <SlipLines lines={lines} nameOf={nameOf} onRemove={removeLine} />
      <p className="lottery-slip__total">
        {t('lottery.slip.total', { count: lines.length, amount: formatMinor(slipTotal(lines)) })}
      </p>
      {!isOpen && <p className="lottery-status">{t('lottery.slip.closed')}</p>}
      <button
        type="button"
        className="button button--primary lottery-slip__place"
        disabled={lines.length === 0 || !isOpen || place.isPending}
        onClick={placeSlip}
      >
        {place.isPending ? t('lottery.slip.placing') : t('lottery.slip.place')}
      </button>
      <div aria-live="polite">
        {place.error && (
          <p className="lottery-status lottery-status--error" role="alert">
            {placeErrorText(place.error, t)}
          </p>
        )}
        {placedCount !== null && (
          <p className="lottery-status lottery-status--ok">
            {t('lottery.slip.placed', { count: placedCount })}
          </p>
        )}
      </div>
    </>
  );
}

function SlipLines({
  lines,
  nameOf,
  onRemove,
}: {
  lines: readonly SlipLine[];
  nameOf: (code: string) => string;
  onRemove: (clientKey: string) => void;
}) {
  const { t } = useTranslation();
  if (lines.length === 0) return <p className="lottery-status">{t('lottery.slip.empty')}</p>;
  return (
    <ol className="lottery-slip__lines" aria-label={t('lottery.slip.lines')}>
      {lines.map((line, i) => (
        <li key={line.clientKey}>
          <span>{nameOf(line.playType)}</span>
          <span className="lottery-slip__selection">{line.selection}</span>
          <span className="lottery-table__money">{formatMinor(line.stake)}</span>
          <button
            type="button"
            className="button button--small button--ghost"
            aria-label={t('lottery.slip.remove', { n: i + 1 })}
            onClick={() => onRemove(line.clientKey)}
          >
            {t('lottery.slip.removeShort')}
          </button>
        </li>
      ))}
    </ol>
  );
}
