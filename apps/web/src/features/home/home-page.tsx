// Home (spec 2; issue 16: open on what a casino sells): the game rows (hot slots, live tables,
// fishing, a member's recent and favourite games) and the game providers, then the promotions (the home banners with
// the notice bar below them), then hot and featured matches with the leaderboard, lottery
// results, winners, quality service, app download and sponsors.
import { useTranslation } from 'react-i18next';
import type { TBannerGroup } from '@wps/contracts/content/announcements';
import { Link } from 'react-router';
import { useTemplates } from '../../api/templates';
import { Icon } from '../../components/icon/icon';
import { RouteBanners } from '../../shell/route-banners';
import { AppPromise } from './app-promise';
import { LazyImage } from '../../components/lazy-image/lazy-image';
import { NearScreen } from '../../components/near-screen/near-screen';
import { GameRows } from './game-rows';
import { LotteryResults } from './lottery-results';
import { MatchSections } from './match-sections';
import { VendorStrip } from './vendor-strip';
import { WinnersBoard } from './winners-board';
import './home-page.css';

/** bannerGroup: the route's own banners (w_login, w_forget, w_register: spec 2), else w_home. */
export function HomePage({ bannerGroup = 'w_home' }: { bannerGroup?: TBannerGroup }) {
  const { t } = useTranslation();
  const templates = useTemplates().data;

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <div className="content home__games">
        <GameRows />
        {/* Below the first screen on phones and laptops: its calls wait until it comes near. */}
        <NearScreen minHeight={190}>
          <VendorStrip />
        </NearScreen>
      </div>

      <section className="home__promotions" aria-labelledby="home-promotions">
        <div className="content game-row-section__head">
          <h2 id="home-promotions" className="home-section__title">
            {t('home.promotions.title')}
          </h2>
          <Link className="game-row-section__all" to="/promotions">
            {t('home.promotions.all')}
          </Link>
        </div>
        <RouteBanners group={bannerGroup} />
      </section>

      {/* Below the first screen: mounted (and its data asked for) as it comes near. */}
      <NearScreen minHeight={1600}>
        <div className="content home__sections">
          <MatchSections />
          <LotteryResults />
          <WinnersBoard />

          {templates && (
            <CardListSection
              id="quality-service"
              title={t('home.qualityService.title')}
              block="quality-list"
              imageClass="quality-list__icon"
              imageSize={56}
              items={templates.qualityService.map((i) => ({
                image: i.icon,
                title: i.title,
                text: i.text,
              }))}
            />
          )}

          {templates && (
            <section className="home-section home-download" aria-labelledby="home-download">
              <div className="home-download__text">
                <h2 id="home-download" className="home-section__title">
                  {templates.download.title || t('home.download.title')}
                </h2>
                <p>{templates.download.text}</p>
                <AppPromise />
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

          {templates && (
            <CardListSection
              id="sponsors"
              title={t('home.sponsors.title')}
              block="sponsor-list"
              imageClass="sponsor-list__image"
              imageSize={96}
              items={templates.sponsors.map((i) => ({
                image: i.image,
                title: i.name,
                text: i.text,
              }))}
            />
          )}
        </div>
      </NearScreen>
    </div>
  );
}

/** A titled list of cards (image, heading, text) from the site templates; nothing when empty. */
function CardListSection(props: {
  id: string;
  title: string;
  block: string;
  imageClass: string;
  imageSize: number;
  items: { image: string; title: string; text: string }[];
}) {
  if (props.items.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={props.id}>
      <h2 id={props.id} className="home-section__title">
        {props.title}
      </h2>
      <ul className={props.block}>
        {props.items.map((item) => (
          <li key={item.title} className={`${props.block}__item card`}>
            <LazyImage
              className={props.imageClass}
              src={item.image}
              alt=""
              width={props.imageSize}
              height={props.imageSize}
            />
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
