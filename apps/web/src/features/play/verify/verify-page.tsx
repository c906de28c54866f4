// /play/verify: the public verify page. A round (typed, or ?round=) is fetched from
// GET /wps/house/rounds/:roundId and recomputed here in the browser from its revealed seeds with
// the same engines the server plays: 'verified' when SHA-256(serverSeed) is the hash committed
// before play and the outcome is the recorded one. A PvP table round (typed, or ?tableRound=) and
// a lottery draw (typed, or ?draw=) are checked the same way (TableRoundCheck, DrawCheck). Seeds
// may also be typed by hand.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSiteFormat } from '../../../lib/use-site-format';
import { fetchRound } from '../api/use-house';
import { PlayError } from '../components/play-error';
import { PlayTopBar } from '../components/play-top-bar';
import { BetFacts } from './bet-facts';
import { DrawCheck } from './draw-check';
import { ManualVerify } from './manual-verify';
import { OutcomeView } from './outcome-view';
import { verifyRound } from './recompute';
import { TableRoundCheck } from './table-round-check';
import '../play.css';

/** A round or draw number: positive digits, a safe integer. */
function idOf(text: string | null): number | null {
  const trimmed = (text ?? '').trim();
  return /^[1-9][0-9]{0,15}$/.test(trimmed) && Number.isSafeInteger(Number(trimmed))
    ? Number(trimmed)
    : null;
}

function RoundCheck({ roundId }: { roundId: number }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const round = useQuery({
    queryKey: ['play', 'verify', roundId],
    queryFn: ({ signal }) => fetchRound(roundId, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const verdict = useQuery({
    queryKey: ['play', 'verify', roundId, 'verdict'],
    queryFn: () => verifyRound(round.data!),
    enabled: round.data !== undefined,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (round.isError) return <PlayError error={round.error} />;
  if (!round.data) return <p role="status">{t('common.loading')}</p>;
  const r = round.data;
  const v = verdict.data;
  return (
    <section className="play-panel" aria-labelledby="verify-round-title">
      <h2 id="verify-round-title" className="play-panel__title">
        {t('play.verify.roundTitle', { round: r.roundId, game: r.gameName })}
      </h2>
      {v && (
        <p
          role="status"
          className={`verify__verdict verify__verdict--${v.kind === 'verified' ? 'verified' : v.kind === 'mismatch' ? 'mismatch' : 'pending'}`}
        >
          {v.kind === 'verified'
            ? t('play.verify.verified')
            : v.kind === 'mismatch'
              ? t('play.verify.mismatch')
              : t('play.verify.notRevealed')}
        </p>
      )}
      {v?.kind === 'mismatch' && (
        <ul className="play-panel__hint">
          {!v.hashMatches && <li>{t('play.verify.hashDiffers')}</li>}
          {v.differences.length > 0 && (
            <li>{t('play.verify.outcomeDiffers', { fields: v.differences.join(', ') })}</li>
          )}
        </ul>
      )}
      <dl className="fairness__facts">
        <dt>{t('play.verify.engine')}</dt>
        <dd>{t(`play.verify.engines.${r.engine}`)}</dd>
        <dt>{t('play.verify.bet')}</dt>
        <dd>
          <BetFacts bet={r.bet} />
        </dd>
        <dt>{t('play.verify.recordedWin')}</dt>
        <dd>{format.money(r.win)}</dd>
        <dt>{t('play.fair.serverSeedHash')}</dt>
        <dd className="fairness__hash">{r.serverSeedHash}</dd>
        <dt>{t('play.fair.serverSeed')}</dt>
        <dd className="fairness__hash">{r.serverSeed ?? t('play.verify.secret')}</dd>
        <dt>{t('play.fair.clientSeed')}</dt>
        <dd className="fairness__hash">{r.clientSeed}</dd>
        <dt>{t('play.verify.nonce')}</dt>
        <dd>{r.nonce}</dd>
        <dt>{t('play.verify.playedAt')}</dt>
        <dd>{format.dateTime(r.playedAt)}</dd>
      </dl>
      {v && v.kind !== 'notRevealed' && v.computed && (
        <>
          <h3 className="play-panel__subtitle">{t('play.verify.computed')}</h3>
          <OutcomeView engine={r.engine} outcome={v.computed} />
        </>
      )}
      <details>
        <summary>{t('play.verify.recorded')}</summary>
        <pre>{JSON.stringify({ bet: r.bet, outcome: r.outcome }, null, 2)}</pre>
      </details>
    </section>
  );
}

interface LookupFormProps {
  id: string;
  label: string;
  button: string;
  problemText: string;
  initial: string;
  onLookup: (id: number) => void;
}

/** A number typed to look up, refused (and not looked up) unless it is one. */
function LookupForm({ id, label, button, problemText, initial, onLookup }: LookupFormProps) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = idOf(draft);
    setProblem(value === null);
    if (value !== null) onLookup(value);
  }

  return (
    <form className="play-panel verify__form" onSubmit={submit} noValidate>
      <label htmlFor={id}>{label}</label>
      <div className="fairness__row">
        <input
          id={id}
          inputMode="numeric"
          value={draft}
          aria-invalid={problem}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="play-button">
          {button}
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="play-error">
          {problemText}
        </p>
      )}
    </form>
  );
}

export function VerifyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const roundId = idOf(params.get('round'));
  const drawId = idOf(params.get('draw'));
  const tableRoundId = idOf(params.get('tableRound'));

  return (
    <div className="play">
      <PlayTopBar title={t('play.verify.title')} balance={null} hideBalance />
      <main className="play__main verify">
        <p className="play-panel__hint">{t('play.verify.explain')}</p>
        <LookupForm
          id="verify-round"
          label={t('play.verify.roundId')}
          button={t('play.verify.check')}
          problemText={t('play.verify.badRoundId')}
          initial={params.get('round') ?? ''}
          onLookup={(id) => setParams({ round: String(id) })}
        />
        {roundId !== null && <RoundCheck key={roundId} roundId={roundId} />}
        <LookupForm
          id="verify-table-round"
          label={t('play.verify.table.roundId')}
          button={t('play.verify.table.check')}
          problemText={t('play.verify.table.badRoundId')}
          initial={params.get('tableRound') ?? ''}
          onLookup={(id) => setParams({ tableRound: String(id) })}
        />
        {tableRoundId !== null && <TableRoundCheck key={tableRoundId} roundId={tableRoundId} />}
        <LookupForm
          id="verify-draw"
          label={t('play.verify.drawId')}
          button={t('play.verify.checkDraw')}
          problemText={t('play.verify.badDrawId')}
          initial={params.get('draw') ?? ''}
          onLookup={(id) => setParams({ draw: String(id) })}
        />
        {drawId !== null && <DrawCheck key={drawId} drawId={drawId} />}
        <ManualVerify />
      </main>
    </div>
  );
}
