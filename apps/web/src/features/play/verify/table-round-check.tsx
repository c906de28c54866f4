// A PvP table round on /play/verify (?tableRound=): its facts fetched from
// GET /wps/house/pvp/rounds/:roundId and recomputed here in the browser with the published
// recipe (tableRoundProblems): 'Verified', or each thing that does not check out, in words.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TPvpTableRoundVerify } from '@wps/contracts/games/house-pvp-table';
import { useSiteFormat } from '../../../lib/use-site-format';
import { fetchTableRound } from '../api/use-house';
import { PlayError } from '../components/play-error';
import { tableRoundProblems, type TableProblem } from '../pvp/check-round';
import { Banker, SeatBox } from '../pvp/pvp-table';

function ProblemText({ problem }: { problem: TableProblem }) {
  const { t } = useTranslation();
  return (
    <li>
      {t(`play.verify.table.${problem.kind}`, { seat: 'seat' in problem ? problem.seat : '' })}
    </li>
  );
}

function Hands({ round }: { round: TPvpTableRoundVerify }) {
  const { t } = useTranslation();
  return (
    <>
      <Banker cards={round.banker.cards} points={round.banker.points} />
      <ul className="pvp-seats pvp-seats--plain">
        {round.seats.map((s) => (
          <SeatBox
            key={s.seatNo}
            isTurn={false}
            seat={{
              ...s,
              username: t('play.verify.table.seatName'),
              isMe: false,
              cardCount: s.cards.length,
            }}
          />
        ))}
      </ul>
    </>
  );
}

export function TableRoundCheck({ roundId }: { roundId: number }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const round = useQuery({
    queryKey: ['play', 'verify', 'table', roundId],
    queryFn: ({ signal }) => fetchTableRound(roundId, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const problems = useQuery({
    queryKey: ['play', 'verify', 'table', roundId, 'problems'],
    queryFn: () => tableRoundProblems(round.data!),
    enabled: round.data !== undefined,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (round.isError) return <PlayError error={round.error} />;
  if (!round.data) return <p role="status">{t('common.loading')}</p>;
  const r = round.data;
  const found = problems.data;
  return (
    <section className="play-panel" aria-labelledby="verify-table-title">
      <h2 id="verify-table-title" className="play-panel__title">
        {t('play.verify.table.title', { round: r.roundId, game: r.gameName, room: r.roomName })}
      </h2>
      {found && (
        <p
          role="status"
          className={`verify__verdict verify__verdict--${found.length === 0 ? 'verified' : 'mismatch'}`}
        >
          {found.length === 0 ? t('play.verify.table.verified') : t('play.verify.mismatch')}
        </p>
      )}
      {found && found.length > 0 && (
        <ul className="play-panel__hint">
          {found.map((p) => (
            <ProblemText key={`${p.kind}-${'seat' in p ? p.seat : ''}`} problem={p} />
          ))}
        </ul>
      )}
      <Hands round={r} />
      <dl className="fairness__facts">
        <dt>{t('play.fair.serverSeedHash')}</dt>
        <dd className="fairness__hash">{r.serverSeedHash}</dd>
        <dt>{t('play.fair.serverSeed')}</dt>
        <dd className="fairness__hash">{r.serverSeed}</dd>
        <dt>{t('play.pvp.seatSeeds')}</dt>
        <dd className="fairness__hash">
          {r.clientSeeds.map((c) => `${c.seatNo}:${c.clientSeed}`).join(', ')}
        </dd>
        <dt>{t('play.fair.clientSeed')}</dt>
        <dd className="fairness__hash">{r.clientSeed}</dd>
        <dt>{t('play.verify.table.dealtAt')}</dt>
        <dd>{format.dateTime(r.dealtAt)}</dd>
      </dl>
      <p className="play-panel__hint">{t('play.verify.table.recipe')}</p>
    </section>
  );
}
