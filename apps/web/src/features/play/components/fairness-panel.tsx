// Provably fair, as the player sees it: the committed hash of the current server seed, the client
// seed (editable), the next nonce; Rotate reveals the old server seed and commits a new one; each
// recent round links to the public verify page.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayError } from './play-error';

export interface SeedState {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface RevealedSeed {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  lastNonce: number | null;
}

export interface FairRound {
  roundId: string;
  nonce: number;
  /** Short text of what came out (the win). */
  summary: string;
}

/** The contracts' client seed rule (ZClientSeed): 1 to 64 visible ASCII characters. */
const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

export function verifyHref(roundId: string): string {
  return `/play/verify?round=${encodeURIComponent(roundId)}`;
}

export function FairnessPanel({
  seed,
  rounds,
  onSetClientSeed,
  onRotate,
  busy,
}: {
  seed: SeedState;
  rounds: FairRound[];
  /** Setting a client seed ends the pair too: its server seed is revealed. */
  onSetClientSeed: (clientSeed: string) => Promise<RevealedSeed>;
  onRotate: () => Promise<RevealedSeed>;
  /** A round is being played: seeds must not change under it. */
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<RevealedSeed | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const clientSeed = draft ?? seed.clientSeed;
  const trimmed = clientSeed.trim();
  const isValid = CLIENT_SEED.test(trimmed);
  const canSet = !busy && !pending && isValid && trimmed !== seed.clientSeed;

  async function run<T>(action: () => Promise<T>): Promise<T | undefined> {
    setPending(true);
    setError(null);
    try {
      return await action();
    } catch (e) {
      setError(e);
      return undefined;
    } finally {
      setPending(false);
    }
  }

  async function submitClientSeed(event: FormEvent) {
    event.preventDefault();
    if (!canSet) return;
    const answer = await run(() => onSetClientSeed(trimmed));
    if (answer) {
      setRevealed(answer);
      setDraft(null);
    }
  }

  async function rotate() {
    const answer = await run(onRotate);
    if (answer) {
      setRevealed(answer);
      setDraft(null);
    }
  }

  return (
    <section className="play-panel fairness" aria-labelledby="fairness-title">
      <h2 id="fairness-title" className="play-panel__title">
        {t('play.fair.title')}
      </h2>
      <p className="play-panel__hint">{t('play.fair.explain')}</p>
      <dl className="fairness__facts">
        <dt>{t('play.fair.serverSeedHash')}</dt>
        <dd className="fairness__hash" data-testid="server-seed-hash">
          {seed.serverSeedHash}
        </dd>
        <dt>{t('play.fair.nonce')}</dt>
        <dd data-testid="seed-nonce">{seed.nonce}</dd>
      </dl>
      <form className="fairness__client" onSubmit={submitClientSeed}>
        <label htmlFor="client-seed">{t('play.fair.clientSeed')}</label>
        <div className="fairness__row">
          <input
            id="client-seed"
            value={clientSeed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={!isValid}
            aria-describedby="client-seed-rule"
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="play-button play-button--ghost" disabled={!canSet}>
            {t('play.fair.setClientSeed')}
          </button>
        </div>
        <p id="client-seed-rule" className="play-panel__hint">
          {t('play.fair.clientSeedRule')}
        </p>
      </form>
      <button
        type="button"
        className="play-button play-button--ghost"
        onClick={rotate}
        disabled={busy || pending}
      >
        {t('play.fair.rotate')}
      </button>
      <PlayError error={error} />
      {revealed && (
        <div className="fairness__revealed" role="status">
          <h3>{t('play.fair.revealedTitle')}</h3>
          <dl className="fairness__facts">
            <dt>{t('play.fair.serverSeed')}</dt>
            <dd className="fairness__hash" data-testid="revealed-server-seed">
              {revealed.serverSeed}
            </dd>
            <dt>{t('play.fair.serverSeedHash')}</dt>
            <dd className="fairness__hash">{revealed.serverSeedHash}</dd>
            <dt>{t('play.fair.clientSeed')}</dt>
            <dd>{revealed.clientSeed}</dd>
            <dt>{t('play.fair.lastNonce')}</dt>
            <dd>{revealed.lastNonce ?? '—'}</dd>
          </dl>
        </div>
      )}
      {rounds.length > 0 && (
        <>
          <h3 className="play-panel__subtitle">{t('play.fair.recent')}</h3>
          <ul className="fairness__rounds">
            {rounds.map((round) => (
              <li key={round.roundId}>
                <span>
                  #{round.nonce} · {round.summary}
                </span>{' '}
                <a href={verifyHref(round.roundId)} target="_blank" rel="noopener">
                  {t('play.fair.verifyRound', { round: round.roundId })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
