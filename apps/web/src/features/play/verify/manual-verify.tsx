// Seeds typed by hand: any server seed, client seed and nonce with a game's bet give the outcome
// the engine draws from them, and the server seed's SHA-256 to compare with a committed hash.
// Nothing is sent anywhere.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { THouseEngine } from '@wps/contracts/games/house-common';
import { isValidClientSeed, isValidNonce, sha256Hex } from '@wps/games/fair';
import { FISH_KINDS } from '@wps/games/fish';
import { MAX_PAYLINES, SLOT_VARIANTS } from '@wps/games/slot';
import { parseMajorAmount } from '../../../lib/money-amount';
import { OutcomeView } from './outcome-view';
import { recompute, type Outcome } from './recompute';

const engines: THouseEngine[] = ['slot', 'fish', 'pvp'];

export function ManualVerify() {
  const { t } = useTranslation();
  const [engine, setEngine] = useState<THouseEngine>('slot');
  const [serverSeed, setServerSeed] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState('0');
  const [variant, setVariant] = useState(SLOT_VARIANTS[0]!.id);
  const [lines, setLines] = useState('20');
  const [target, setTarget] = useState(FISH_KINDS[0]!.id);
  const [stake, setStake] = useState('1');
  const [answer, setAnswer] = useState<{
    engine: THouseEngine;
    hash: string;
    outcome: Outcome;
  } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAnswer(null);
    const nonceNumber = Number(nonce);
    const parsedStake = parseMajorAmount(stake);
    const lineCount = Number(lines);
    if (serverSeed.trim() === '') return setProblem(t('play.verify.problem.serverSeed'));
    if (!isValidClientSeed(clientSeed)) return setProblem(t('play.verify.problem.clientSeed'));
    if (!/^\d+$/.test(nonce) || !isValidNonce(nonceNumber)) {
      return setProblem(t('play.verify.problem.nonce'));
    }
    if (!parsedStake.ok) return setProblem(t('play.verify.problem.stake'));
    if (
      engine === 'slot' &&
      !(Number.isInteger(lineCount) && lineCount >= 1 && lineCount <= MAX_PAYLINES)
    ) {
      return setProblem(t('play.verify.problem.lines', { max: MAX_PAYLINES }));
    }
    setProblem(null);
    const bet =
      engine === 'slot'
        ? { stake: parsedStake.minor.toString(), lines: lineCount, variant }
        : engine === 'fish'
          ? { stake: parsedStake.minor.toString(), target }
          : { stake: parsedStake.minor.toString() };
    const seeds = { serverSeed: serverSeed.trim(), clientSeed, nonce: nonceNumber };
    const [hash, outcome] = await Promise.all([
      sha256Hex(seeds.serverSeed),
      recompute(engine, bet, seeds),
    ]);
    setAnswer({ engine, hash, outcome });
  }

  return (
    <section className="play-panel" aria-labelledby="verify-manual-title">
      <h2 id="verify-manual-title" className="play-panel__title">
        {t('play.verify.manualTitle')}
      </h2>
      <form className="verify__form" onSubmit={submit} noValidate>
        <label className="play-field">
          {t('play.verify.engine')}
          <select value={engine} onChange={(e) => setEngine(e.target.value as THouseEngine)}>
            {engines.map((e) => (
              <option key={e} value={e}>
                {t(`play.verify.engines.${e}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="play-field">
          {t('play.fair.serverSeed')}
          <input
            value={serverSeed}
            spellCheck={false}
            onChange={(e) => setServerSeed(e.target.value)}
          />
        </label>
        <label className="play-field">
          {t('play.fair.clientSeed')}
          <input
            value={clientSeed}
            spellCheck={false}
            onChange={(e) => setClientSeed(e.target.value)}
          />
        </label>
        <label className="play-field">
          {t('play.verify.nonce')}
          <input value={nonce} inputMode="numeric" onChange={(e) => setNonce(e.target.value)} />
        </label>
        <label className="play-field">
          {t('play.verify.stake')}
          <input value={stake} inputMode="decimal" onChange={(e) => setStake(e.target.value)} />
        </label>
        {engine === 'slot' && (
          <>
            <label className="play-field">
              {t('play.verify.variant')}
              <select value={variant} onChange={(e) => setVariant(e.target.value)}>
                {SLOT_VARIANTS.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="play-field">
              {t('play.slot.lines')}
              <input value={lines} inputMode="numeric" onChange={(e) => setLines(e.target.value)} />
            </label>
          </>
        )}
        {engine === 'fish' && (
          <label className="play-field">
            {t('play.fish.target')}
            <select value={target} onChange={(e) => setTarget(e.target.value)}>
              {FISH_KINDS.map((k) => (
                <option key={k.id} value={k.id}>
                  {t(`play.fish.kinds.${k.id}`, { defaultValue: k.name })} ×{k.multiplier}
                </option>
              ))}
            </select>
          </label>
        )}
        {problem && (
          <p role="alert" className="play-error">
            {problem}
          </p>
        )}
        <button type="submit" className="play-button">
          {t('play.verify.compute')}
        </button>
      </form>
      {answer && (
        <div role="status">
          <dl className="fairness__facts">
            <dt>{t('play.verify.sha256')}</dt>
            <dd className="fairness__hash" data-testid="manual-hash">
              {answer.hash}
            </dd>
          </dl>
          <OutcomeView engine={answer.engine} outcome={answer.outcome} />
        </div>
      )}
    </section>
  );
}
