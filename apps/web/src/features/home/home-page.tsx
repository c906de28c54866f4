// Home (spec 2): the home banners with the notice bar below them, then hot matches, featured
// matches, leaderboard, winners, quality service, app download and sponsors.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTemplates } from '../../api/templates';
import { Icon } from '../../components/icon/icon';
import { RouteBanners } from '../../shell/route-banners';
import { LazyImage } from '../../components/lazy-image/lazy-image';
import { EmptySection } from './empty-section';
import './home-page.css';

export function HomePage() {
  const { t } = useTranslation();
  const templates = useTemplates().data;

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <RouteBanners group="w_home" />

      <div className="content home__sections">
        {/* Matches, leaderboard and winners are fed by the sports and games issues. */}
        <EmptySection
          id="hot-matches"
          icon="matches"
          title={t('home.hotMatches.title')}
          text={t('home.hotMatches.empty')}
        />
        <div className="home__pair">
          <EmptySection
            id="featured-matches"
            icon="matches"
            title={t('home.featuredMatches.title')}
            text={t('home.featuredMatches.empty')}
          />
          <EmptySection
            id="leaderboard"
            icon="leaderboard"
            title={t('home.leaderboard.title')}
            text={t('home.leaderboard.empty')}
          />
        </div>
        <EmptySection
          id="winners"
          icon="winners"
          title={t('home.winners.title')}
          text={t('home.winners.empty')}
        />

        {templates && templates.qualityService.length > 0 && (
          <section className="home-section" aria-labelledby="quality-service">
            <h2 id="quality-service" className="home-section__title">
              {t('home.qualityService.title')}
            </h2>
            <ul className="quality-list">
              {templates.qualityService.map((item) => (
                <li key={item.title} className="quality-list__item card">
                  <LazyImage
                    className="quality-list__icon"
                    src={item.icon}
                    alt=""
                    width={56}
                    height={56}
                  />
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {templates && (
          <section className="home-section home-download" aria-labelledby="home-download">
            <div className="home-download__text">
              <h2 id="home-download" className="home-section__title">
                {templates.download.title || t('home.download.title')}
              </h2>
              <p>{templates.download.text}</p>
              <Link className="button button--accent" to="/down">
                <Icon name="download" />
                {t('home.download.cta')}
              </Link>
            </div>
            {templates.download.image && (
              <LazyImage
                className="home-download__image"
                src={templates.download.image}
                alt=""
                width={220}
                height={220}
              />
            )}
          </section>
        )}

        {templates && templates.sponsors.length > 0 && (
          <section className="home-section" aria-labelledby="sponsors">
            <h2 id="sponsors" className="home-section__title">
              {t('home.sponsors.title')}
            </h2>
            <ul className="sponsor-list">
              {templates.sponsors.map((sponsor) => (
                <li key={sponsor.name} className="sponsor-list__item card">
                  <LazyImage
                    className="sponsor-list__image"
                    src={sponsor.image}
                    alt=""
                    width={96}
                    height={96}
                  />
                  <h3>{sponsor.name}</h3>
                  <p>{sponsor.text}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
