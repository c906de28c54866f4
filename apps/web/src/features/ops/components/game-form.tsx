// A game's form: a new game (its vendor, code and built-in engine, then everything else) or a
// change to one (only the fields that differ are sent). The minimum bet is typed in major units
// and sent as a minor-unit string; a class only on RNG games, as the server holds.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLanguage } from '@wps/contracts/http';
import type { TVendorChoice } from '@wps/contracts/content/ops-vendors';
import {
  gameClassifies,
  type TGameClassify,
  type TGameType,
} from '@wps/contracts/content/game-nav';
import {
  gameEngines,
  ZCreateGameRequest,
  ZGamePatch,
  type TGamePatch,
  type TOpsGame,
} from '@wps/contracts/games/ops-games';
import { useSiteFormat } from '../../../lib/use-site-format';
import { useCreateGame } from '../api/use-create-game';
import { useUpdateGame } from '../api/use-update-game';
import { checkWith } from '../schema-problem';
import { AmountInput } from './amount-input';
import { ChoiceSelect } from './choice-select';
import { SortField } from './content-window-fields';
import { FormFooter } from './form-footer';
import { cleanTexts, LanguagePicker, TextsInput, type Texts } from './texts-input';

const NONE = 'none';
type Engine = (typeof gameEngines)[number];

export interface GameDraft {
  /** The vendor's id as the select holds it; '' until one is chosen (new games only). */
  vendorId: string;
  gameCode: string;
  engine: Engine | typeof NONE;
  names: Texts;
  classify: TGameClassify | typeof NONE;
  /** Minor units as a digit string; '' while the typed text is not an amount. */
  minBet: string;
  lines: number;
  sort: number;
  isHot: boolean;
  isActive: boolean;
  trialEnabled: boolean;
}

export function gameDraftOf(game: TOpsGame | null): GameDraft {
  return {
    vendorId: game ? String(game.vendorId) : '',
    gameCode: game?.gameCode ?? '',
    engine: game?.engine ?? NONE,
    names: { ...(game?.names ?? {}) },
    classify: game?.classify ?? NONE,
    minBet: game?.minBet ?? '',
    lines: game?.lines ?? 0,
    sort: game?.sort ?? 0,
    isHot: game?.isHot ?? false,
    isActive: game?.isActive ?? true,
    trialEnabled: game?.trialEnabled ?? false,
  };
}

/** The fields both the create and the update contract hold; a class only for RNG games. */
function editableInput(draft: GameDraft, gameType: TGameType | undefined) {
  return {
    names: cleanTexts(draft.names),
    classify: gameType === 'RNG' && draft.classify !== NONE ? draft.classify : null,
    minBet: draft.minBet,
    lines: draft.lines,
    isHot: draft.isHot,
    sort: draft.sort,
    isActive: draft.isActive,
    trialEnabled: draft.trialEnabled,
  };
}

export function createInput(draft: GameDraft, gameType: TGameType | undefined) {
  return {
    vendorId: Number(draft.vendorId) || 0,
    gameCode: draft.gameCode.trim(),
    ...editableInput(draft, gameType),
    engine: draft.engine === NONE ? null : draft.engine,
  };
}

function sameTexts(a: Texts, b: Texts): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as TLanguage[]);
  return [...keys].every((language) => a[language] === b[language]);
}

/** Only what differs from the saved game: the audit log then says what the operator changed. */
export function gamePatch(game: TOpsGame, input: Required<TGamePatch>): TGamePatch {
  const patch: TGamePatch = {};
  if (!sameTexts(input.names, game.names)) patch.names = input.names;
  if (input.classify !== game.classify) patch.classify = input.classify;
  if (input.minBet !== game.minBet) patch.minBet = input.minBet;
  if (input.lines !== game.lines) patch.lines = input.lines;
  if (input.isHot !== game.isHot) patch.isHot = input.isHot;
  if (input.sort !== game.sort) patch.sort = input.sort;
  if (input.isActive !== game.isActive) patch.isActive = input.isActive;
  if (input.trialEnabled !== game.trialEnabled) patch.trialEnabled = input.trialEnabled;
  return patch;
}

export function GameForm({
  game,
  vendors,
  onDone,
}: {
  /** null: a new game. */
  game: TOpsGame | null;
  vendors: TVendorChoice[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { currency } = useSiteFormat();
  const create = useCreateGame();
  const update = useUpdateGame();
  const [draft, setDraft] = useState(() => gameDraftOf(game));
  const [language, setLanguage] = useState<TLanguage>('EN');
  const [problem, setProblem] = useState('');
  const set = (patch: Partial<GameDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const isNew = game === null;
  const vendor = vendors.find((v) => String(v.id) === draft.vendorId);
  const gameType = game?.gameType ?? vendor?.gameType;
  const hasClass = gameType === 'RNG';
  const save = isNew ? create : update;
  const heading = isNew ? t('ops.games.new') : t('ops.games.edit');

  function fail(field: string) {
    setProblem(t('ops.form.invalidField', { field }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (game === null) {
      const checked = checkWith(ZCreateGameRequest, createInput(draft, gameType));
      if (checked.problem !== null) {
        fail(checked.problem);
        return;
      }
      setProblem('');
      create.mutate({ body: checked.data }, { onSuccess: onDone });
      return;
    }
    const checked = checkWith(ZGamePatch, editableInput(draft, gameType));
    if (checked.problem !== null) {
      fail(checked.problem);
      return;
    }
    setProblem('');
    const patch = gamePatch(game, checked.data as Required<TGamePatch>);
    // Nothing differs: nothing to send (the API refuses an empty change).
    if (Object.keys(patch).length === 0) {
      onDone();
      return;
    }
    update.mutate({ params: { id: game.id }, body: patch }, { onSuccess: onDone });
  }

  return (
    <form className="ops-card ops-form" onSubmit={submit} noValidate aria-label={heading}>
      <h2>{heading}</h2>
      <div className="ops-row">
        {isNew ? (
          <label className="ops-field">
            <span>{t('ops.games.vendor')}</span>
            <ChoiceSelect
              choices={['', ...vendors.map((v) => String(v.id))]}
              value={draft.vendorId}
              labelOf={(id) => {
                const v = vendors.find((x) => String(x.id) === id);
                return v ? `${v.vassalage} · ${v.gameType}` : t('ops.games.chooseVendor');
              }}
              onChange={(vendorId) => set({ vendorId })}
            />
          </label>
        ) : (
          <label className="ops-field">
            <span>{t('ops.games.vendor')}</span>
            <input value={`${game.vassalage} · ${game.gameType}`} disabled />
          </label>
        )}
        <label className="ops-field">
          <span>{t('ops.games.code')}</span>
          <input
            value={draft.gameCode}
            disabled={!isNew}
            maxLength={60}
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => set({ gameCode: e.target.value.toUpperCase() })}
          />
        </label>
        <label className="ops-field">
          <span>{t('ops.games.engine')}</span>
          <ChoiceSelect
            choices={[NONE, ...gameEngines]}
            value={draft.engine}
            disabled={!isNew}
            labelOf={(engine) => t(`ops.games.engines.${engine}`)}
            onChange={(engine) => set({ engine })}
          />
        </label>
      </div>
      <p className="ops-hint">{isNew ? t('ops.games.codeHint') : t('ops.games.fixedHint')}</p>

      <LanguagePicker language={language} onChange={setLanguage} filled={[draft.names]} />
      <p className="ops-hint">{t('ops.games.namesHint')}</p>
      <TextsInput
        label={t('ops.games.name')}
        language={language}
        texts={draft.names}
        maxLength={80}
        onChange={(names) => set({ names })}
      />

      <div className="ops-row">
        <label className="ops-field">
          <span>{t('ops.games.classify')}</span>
          <ChoiceSelect
            choices={[NONE, ...gameClassifies]}
            value={hasClass ? draft.classify : NONE}
            disabled={!hasClass}
            labelOf={(c) => t(`ops.games.classifies.${c}`)}
            onChange={(classify) => set({ classify })}
          />
        </label>
        <label className="ops-field">
          <span>{t('ops.games.minBet', { currency })}</span>
          <AmountInput value={draft.minBet} onChange={(minBet) => set({ minBet })} />
        </label>
        <label className="ops-field ops-field-narrow">
          <span>{t('ops.games.lines')}</span>
          <input
            type="number"
            min={0}
            max={1000}
            step={1}
            value={draft.lines}
            onChange={(e) => set({ lines: e.target.valueAsNumber || 0 })}
          />
        </label>
        <SortField value={draft.sort} onChange={(sort) => set({ sort })} />
      </div>
      <p className="ops-hint">{t('ops.games.amountHint')}</p>

      <div className="ops-row">
        <label className="ops-check">
          <input
            type="checkbox"
            checked={draft.isHot}
            onChange={(e) => set({ isHot: e.target.checked })}
          />
          <span>{t('ops.games.isHot')}</span>
        </label>
        <label className="ops-check">
          <input
            type="checkbox"
            checked={draft.isActive}
            onChange={(e) => set({ isActive: e.target.checked })}
          />
          <span>{t('ops.games.isActive')}</span>
        </label>
        <label className="ops-check">
          <input
            type="checkbox"
            checked={draft.trialEnabled}
            onChange={(e) => set({ trialEnabled: e.target.checked })}
          />
          <span>{t('ops.games.trialEnabled')}</span>
        </label>
      </div>

      <FormFooter
        problem={problem}
        error={save.error}
        isSubmitDisabled={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
