// The home page's hot matches, featured matches and teams' leaderboard, from the sports and
// e-sports vendors' match feed. "Bet now" opens the match's vendor game with that match on the
// bet slip (/fbsports?vendor=&gameType=&match=&sport=).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TMatch, TTeamStanding } from '@wps/contracts/games/match-feed';
import { useSiteFormat } from '../../lib/use-site-format';
import { EmptySection } from './empty-section';
import { useMatchFeed } from './api/use-match-feed';

/** Where "Bet now" goes: the match's vendor game, opened on its bet slip. */
export function betNowHref(match: TMatch): string {
  const params = new URLSearchParams({
    vendor: match.vendor,
    gameType: match.gameType,
    match: String(match.id),
    sport: match.sport,
  });
  return `/fbsports?${params.toString()}`;
}

/** Odds in thousandths (1950) as the decimal price players read (1.95). */
export function oddsText(odds: number): string {
  return (odds / 1000).toFixed(2);
}

function MatchCard({ match }: { match: TMatch }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const selectionName = (selection: string) =>
    selection === 'home' ? match.home : selection === 'away' ? match.away : t('games.matches.draw');
  return (
    <li className="match-card card">
      <p className="match-card__league">
        <span>{match.league}</span>
        {match.state === 'live' ? (
          <span className="match-card__live">{t('games.matches.live')}</span>
        ) : (
          <time dateTime={match.startsAt}>
            {format.dateTime(match.startsAt, { seconds: false })}
          </time>
        )}
      </p>
      <p className="match-card__teams">
        <span>{match.home}</span>
        <span className="match-card__score">
          {match.score ? `${match.score.home} : ${match.score.away}` : t('games.matches.versus')}
        </span>
        <span>{match.away}</span>
      </p>
      {match.prices.length > 0 && (
        <ul className="match-card__prices" aria-label={t('games.matches.odds')}>
          {match.prices.map((price) => (
            <li key={price.selection}>
              <span className="match-card__selection">{selectionName(price.selection)}</span>
              <span className="match-card__odds">{oddsText(price.odds)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link className="button button--small button--primary" to={betNowHref(match)}>
        {t('games.matches.bet')}
      </Link>
    </li>
  );
}

function MatchList({
  id,
  title,
  emptyText,
  matches,
  isPending,
}: {
  id: string;
  title: string;
  emptyText: string;
  matches: TMatch[];
  isPending: boolean;
}) {
  const { t } = useTranslation();
  if (!isPending && matches.length === 0) {
    return <EmptySection id={id} icon="matches" title={title} text={emptyText} />;
  }
  return (
    <section className="home-section" aria-labelledby={id}>
      <h2 id={id} className="home-section__title">
        {title}
      </h2>
      {isPending ? (
        // Cards of the final size hold the list's place, so what follows does not move when
        // the matches arrive (a third card reaches past a phone's first screen).
        <ul className="match-list" role="status" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="match-card card match-card--skeleton" aria-hidden="true" />
          ))}
        </ul>
      ) : (
        <ul className="match-list">
          {matches.map((match) => (
            <MatchCard key={match.id} match={match} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Leaderboard({ teams, isPending }: { teams: TTeamStanding[]; isPending: boolean }) {
  const { t } = useTranslation();
  const title = t('home.leaderboard.title');
  if (!isPending && teams.length === 0) {
    return (
      <EmptySection
        id="leaderboard"
        icon="leaderboard"
        title={title}
        text={t('home.leaderboard.empty')}
      />
    );
  }
  return (
    <section className="home-section" aria-labelledby="leaderboard">
      <h2 id="leaderboard" className="home-section__title">
        {title}
      </h2>
      {isPending ? (
        <p className="muted" role="status">
          {t('common.loading')}
        </p>
      ) : (
        <div className="card home-table">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('games.leaderboard.rank')}</th>
                <th scope="col">{t('games.leaderboard.team')}</th>
                <th scope="col">{t('games.leaderboard.played')}</th>
                <th scope="col">{t('games.leaderboard.wins')}</th>
                <th scope="col">{t('games.leaderboard.draws')}</th>
                <th scope="col">{t('games.leaderboard.losses')}</th>
              </tr>
            </thead>
            <tbody>
              {teams.map((team) => (
                <tr key={`${team.sport}-${team.team}`}>
                  <td>{team.rank}</td>
                  <th scope="row">{team.team}</th>
                  <td>{team.played}</td>
                  <td>{team.wins}</td>
                  <td>{team.draws}</td>
                  <td>{team.losses}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function MatchSections() {
  const { t } = useTranslation();
  const feed = useMatchFeed();
  // A failed feed shows the sections' empty states rather than an error on the home page.
  const isPending = feed.isPending && !feed.isError;
  return (
    <>
      <MatchList
        id="hot-matches"
        title={t('home.hotMatches.title')}
        emptyText={t('games.matches.noHot')}
        matches={feed.data?.hot ?? []}
        isPending={isPending}
      />
      <div className="home__pair">
        <MatchList
          id="featured-matches"
          title={t('home.featuredMatches.title')}
          emptyText={t('games.matches.noFeatured')}
          matches={feed.data?.featured ?? []}
          isPending={isPending}
        />
        <Leaderboard teams={feed.data?.leaderboard ?? []} isPending={isPending} />
      </div>
    </>
  );
}
