// The verify page's lottery draw: fetched from GET /lgw/draw and recomputed here from its revealed
// seed with the lottery engine (verifyDraw), each prize's recorded numbers beside the recomputed
// ones. Times are on the site's clock, as everywhere (lib/use-site-format.ts).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TDrawDetail } from '@wps/contracts/lottery/lottery-common';
import { LOTTERY_LAYOUTS, type DrawNumbers } from '@wps/games/lottery';
import { useSiteFormat } from '../../../lib/use-site-format';
import { fetchDraw } from '../api/lottery-draw';
import { PlayError } from '../components/play-error';
import { verifyDraw, type DrawVerdict } from './recompute';

function verdictClass(v: DrawVerdict): string {
  if (v.kind === 'verified') return 'verified';
  return v.kind === 'mismatch' ? 'mismatch' : 'pending';
}

function Verdict({ draw, verdict }: { draw: TDrawDetail; verdict: DrawVerdict }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const text = {
    verified: t('play.verify.drawVerified'),
    mismatch: t('play.verify.drawMismatch'),
    notRevealed: t('play.verify.drawNotRevealed', {
      time: format.dateTime(draw.drawAt),
    }),
    cancelled: t('play.verify.drawCancelled'),
  }[verdict.kind];
  return (
    <>
      <p role="status" className={`verify__verdict verify__verdict--${verdictClass(verdict)}`}>
        {text}
      </p>
      {verdict.kind === 'mismatch' && (
        <ul className="play-panel__hint">
          {!verdict.hashMatches && <li>{t('play.verify.drawHashDiffers')}</li>}
          {!verdict.clientSeedMatches && (
            <li>
              {t('play.verify.clientSeedDiffers', {
                expected: `${draw.gameCode}:${draw.numero}`,
              })}
            </li>
          )}
          {verdict.differences.length > 0 && (
            <li>{t('play.verify.numbersDiffer', { fields: verdict.differences.join(', ') })}</li>
          )}
        </ul>
      )}
    </>
  );
}

/** Each prize of the layout: the recorded numbers and, once computed, the browser's. */
function NumbersTable({ draw, computed }: { draw: TDrawDetail; computed: DrawNumbers | null }) {
  const { t } = useTranslation();
  const numbersOf = (numbers: DrawNumbers | null | undefined, tier: string) =>
    numbers?.[tier]?.join(' ') ?? '—';
  return (
    <table className="play-table-grid verify__numbers">
      <thead>
        <tr>
          <th scope="col">{t('play.verify.prize')}</th>
          <th scope="col">{t('play.verify.drawnNumbers')}</th>
          <th scope="col">{t('play.verify.computed')}</th>
        </tr>
      </thead>
      <tbody>
        {LOTTERY_LAYOUTS[draw.layout].map(({ tier }) => (
          <tr key={tier}>
            <th scope="row">{t(`play.verify.tiers.${tier}`)}</th>
            <td>{numbersOf(draw.numbers, tier)}</td>
            <td>{numbersOf(computed, tier)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DrawCheck({ drawId }: { drawId: number }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const draw = useQuery({
    queryKey: ['play', 'verify', 'draw', drawId],
    queryFn: ({ signal }) => fetchDraw(drawId, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const verdict = useQuery({
    queryKey: ['play', 'verify', 'draw', drawId, 'verdict'],
    queryFn: () => verifyDraw(draw.data!),
    enabled: draw.data !== undefined,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (draw.isError) return <PlayError error={draw.error} />;
  if (!draw.data) return <p role="status">{t('common.loading')}</p>;
  const d = draw.data;
  const v = verdict.data;
  const computed = v?.kind === 'verified' || v?.kind === 'mismatch' ? v.computed : null;
  return (
    <section className="play-panel" aria-labelledby="verify-draw-title">
      <h2 id="verify-draw-title" className="play-panel__title">
        {t('play.verify.drawTitle', { numero: d.numero, game: d.remark })}
      </h2>
      {v && <Verdict draw={d} verdict={v} />}
      <dl className="fairness__facts">
        <dt>{t('play.verify.drawAt')}</dt>
        <dd>{format.dateTime(d.drawAt)}</dd>
        <dt>{t('play.fair.serverSeedHash')}</dt>
        <dd className="fairness__hash">{d.serverSeedHash}</dd>
        <dt>{t('play.fair.serverSeed')}</dt>
        <dd className="fairness__hash">{d.serverSeed ?? t('play.verify.secret')}</dd>
        <dt>{t('play.fair.clientSeed')}</dt>
        <dd className="fairness__hash">{d.clientSeed}</dd>
        <dt>{t('play.verify.nonce')}</dt>
        <dd>{d.nonce}</dd>
      </dl>
      {d.numbers && <NumbersTable draw={d} computed={computed} />}
    </section>
  );
}
