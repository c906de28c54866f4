// The member centre's missionLeaderboard page (issue 19): this day's and week's missions with
// their progress and a claim button, and the chosen mission's leaderboard (a bar per member, the
// member's own rank under it).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMission } from '@wps/contracts/social/missions';
import { missionSummaryKey, useMissionSummary } from '../../api/social';
import { ResultCard } from '../../components/result-card/result-card';
import { ApiError, callApi } from '../../lib/api-client';
import { useLanguage } from '../../lib/language';
import { useSiteFormat } from '../../lib/use-site-format';
import { claimMissionEndpoint, leaderboardEndpoint } from './social-endpoints';
import './social.css';

/** Whole percent of the target reached, 0 to 100. */
export function missionPercent(progress: string, target: string): number {
  const need = BigInt(target);
  const done = BigInt(progress);
  if (need <= 0n || done >= need) return 100;
  if (done <= 0n) return 0;
  return Number((done * 100n) / need);
}

const isMoneyKind = (kind: TMission['kind']) => kind === 'valid_bet' || kind === 'deposit';

export function MissionPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const summary = useMissionSummary(language);
  const [chosen, setChosen] = useState<number | null>(null);
  const missions = summary.data?.missions ?? [];
  const boardId = chosen ?? missions[0]?.id ?? null;
  return (
    <div className="social-page">
      <h2 className="mc-page-title">{t('social.missions.title')}</h2>
      <ResultCard
        label={t('social.missions.title')}
        data={summary.data}
        isFetching={summary.isFetching}
        isError={summary.isError}
        isEmpty={(data) => data.missions.length === 0}
        emptyText={t('social.missions.empty')}
      >
        {(data) => (
          <ul className="mission-list">
            {data.missions.map((mission) => (
              <li key={mission.id}>
                <MissionCard
                  mission={mission}
                  isChosen={mission.id === boardId}
                  onChoose={() => setChosen(mission.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </ResultCard>
      {boardId !== null ? (
        <Leaderboard missionId={boardId} mission={missions.find((m) => m.id === boardId)} />
      ) : null}
    </div>
  );
}

function MissionCard({
  mission,
  isChosen,
  onChoose,
}: {
  mission: TMission;
  isChosen: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const queryClient = useQueryClient();
  const claim = useMutation({
    mutationFn: () => callApi(claimMissionEndpoint, { body: { missionId: mission.id } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: missionSummaryKey });
      void queryClient.invalidateQueries({ queryKey: ['member', 'wallet'] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'points'] });
    },
  });
  const percent = missionPercent(mission.progress, mission.target);
  const figure = (v: string) => (isMoneyKind(mission.kind) ? format.amount(v) : v);
  const problem =
    claim.error instanceof ApiError
      ? t(`errors.${claim.error.code}`, { defaultValue: t('errors.loadFailed') })
      : claim.error
        ? t('errors.loadFailed')
        : null;
  return (
    <article className={`mission-card mission-card--${mission.status}`}>
      <header className="mission-card__head">
        <span className="mission-card__period">
          {t(`social.missions.period.${mission.period}`)}
        </span>
        <span className="mission-card__name">{mission.title}</span>
      </header>
      <p className="mission-card__task">
        {t(`social.missions.kind.${mission.kind}`, { target: figure(mission.target) })}
      </p>
      <div
        className="social-progress"
        role="progressbar"
        aria-label={mission.title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <div className="mission-card__foot">
        <span>
          {figure(mission.progress)} / {figure(mission.target)}
        </span>
        <span>
          {mission.rewardKind === 'points'
            ? t('social.missions.rewardPoints', { points: mission.rewardAmount })
            : t('social.missions.reward', { amount: format.money(mission.rewardAmount) })}
        </span>
      </div>
      <div className="mission-card__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-pressed={isChosen}
          onClick={onChoose}
        >
          {t('social.missions.leaderboard')}
        </button>
        {mission.status === 'claimed' ? (
          <span className="mission-card__claimed">{t('social.missions.claimed')}</span>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={mission.status !== 'claimable' || claim.isPending}
            onClick={() => claim.mutate()}
          >
            {t('social.missions.claim')}
          </button>
        )}
      </div>
      <p className="mc-note">
        {t('social.missions.endsAt', { time: format.dateTime(mission.endsAt) })}
      </p>
      {problem ? (
        <p className="form__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </article>
  );
}

function Leaderboard({ missionId, mission }: { missionId: number; mission?: TMission }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const board = useQuery({
    queryKey: ['member', 'missions', 'board', missionId],
    queryFn: ({ signal }) =>
      callApi(leaderboardEndpoint, { query: { missionId, limit: 20 }, signal }),
    staleTime: 15_000,
  });
  const figure = (v: string) => (mission && isMoneyKind(mission.kind) ? format.amount(v) : v);
  const top = board.data?.rows[0] ? Number(board.data.rows[0].value) : 0;
  return (
    <ResultCard
      label={t('social.missions.leaderboard')}
      data={board.data}
      isFetching={board.isFetching}
      isError={board.isError}
      isEmpty={(data) => data.rows.length === 0}
      emptyText={t('social.missions.boardEmpty')}
      footer={
        board.data ? (
          <p className="leaderboard__me">
            {board.data.me.rank === null
              ? t('social.missions.notRanked')
              : t('social.missions.myRank', {
                  rank: board.data.me.rank,
                  value: figure(board.data.me.value),
                  participants: board.data.participants,
                })}
          </p>
        ) : null
      }
    >
      {(data) => (
        <figure className="leaderboard">
          <figcaption>
            {t('social.missions.leaderboardOf', { title: mission?.title ?? '' })}
          </figcaption>
          <ol className="leaderboard__rows">
            {data.rows.map((row) => (
              <li key={row.rank} className="leaderboard__row">
                <span className="leaderboard__rank">{row.rank}</span>
                <span className="leaderboard__name">{row.username}</span>
                <span className="leaderboard__bar" aria-hidden="true">
                  <span style={{ width: `${top > 0 ? (Number(row.value) / top) * 100 : 0}%` }} />
                </span>
                <span className="leaderboard__value">{figure(row.value)}</span>
              </li>
            ))}
          </ol>
        </figure>
      )}
    </ResultCard>
  );
}
