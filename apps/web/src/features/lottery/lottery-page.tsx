// The lottery pages (spec 2): /lottery with every lottery, /vnlottery with the Vietnamese ones
// (prize mode ZY). The menu (tabs by tag, hot, favourites, recent; a week-day filter and a name
// search) picks a lottery; ?gameCode=&vendor=&playType= (what a launch from /elott opens) picks
// the lottery and the slip's play type. The menus refresh by the timer rule (lottery-rules).
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TLotteryItem } from '@wps/contracts/lottery/lottery-common';
import { errorText } from '../../lib/error-text';
import { useSession } from '../../lib/session';
import { useLotteryMenus, type LotteryScope } from './api/use-lottery-menus';
import { useRecentLotteries } from './api/use-recent-lotteries';
import { useLotteryActionGuard } from './lottery-action-guard';
import { LotteryGame } from './lottery-game';
import {
  allLotteries,
  filterLotteries,
  lotteriesOfTab,
  lotteryTabs,
  tagTab,
  type LotteryTab,
  type WeekDay,
} from './lottery-rules';
import { LotteryList } from './menu/lottery-list';
import { LotteryTabs, panelId, tabId } from './menu/lottery-tabs';
import { WeekDayFilter } from './menu/week-day-filter';
import { useFavouriteLotteries } from './use-favourite-lotteries';
import './lottery.css';

export function LotteryPage() {
  return <LotteryScreen scope="all" />;
}

export function VnLotteryPage() {
  return <LotteryScreen scope="vn" />;
}

function LotteryScreen({ scope }: { scope: LotteryScope }) {
  const { t } = useTranslation();
  const idBase = useId();
  const searchId = useId();
  const [params, setParams] = useSearchParams();
  const { isLoggedIn, who } = useSession();
  const guard = useLotteryActionGuard();
  const favourites = useFavouriteLotteries(isLoggedIn ? (who?.username ?? null) : null);
  const [chosenTab, setChosenTab] = useState<LotteryTab | null>(null);
  const [day, setDay] = useState<WeekDay | null>(null);
  const [search, setSearch] = useState('');

  const menus = useLotteryMenus(scope);
  // The whole lottery (menu, list, game) renders from the menus: deferred, that render yields to
  // the browser while it builds, instead of running in the one task the query's answer starts
  // (a phone's TBT, issue 16).
  const menuData = useDeferredValue(menus.data);
  const menuList = menuData ?? [];
  const tabs = lotteryTabs(menuList, isLoggedIn);
  const everyLottery = allLotteries(menuList);
  const asked = findAsked(everyLottery, params.get('gameCode'), params.get('vendor'));
  const tab = pickTab(tabs, chosenTab, asked);
  const recent = useRecentLotteries(scope, tab === 'recent');

  const tabItems =
    tab === 'recent'
      ? (recent.data ?? [])
      : tab
        ? lotteriesOfTab(menuList, tab, favourites.ids)
        : [];
  const shown = filterLotteries(tabItems, { day, search });
  const selected =
    asked ??
    findAsked(recent.data ?? [], params.get('gameCode'), params.get('vendor')) ??
    shown[0] ??
    everyLottery[0] ??
    null;

  const select = (item: TLotteryItem) =>
    setParams({ gameCode: item.gameCode, vendor: item.vendor }, { preventScrollReset: true });

  const toggleFavourite = (item: TLotteryItem) => {
    if (guard.requireLogin()) favourites.toggle(item.gameId);
  };

  return (
    <div className="content lottery">
      <h1 className="lottery__title">{t(scope === 'vn' ? 'lottery.vnTitle' : 'lottery.title')}</h1>
      {menuData === undefined && !menus.error && (
        <p className="lottery-status" role="status">
          {t('common.loading')}
        </p>
      )}
      {menus.error && (
        <p className="lottery-status lottery-status--error" role="alert">
          {errorText(menus.error, t)}
        </p>
      )}
      {menuData && everyLottery.length === 0 && (
        <p className="lottery-status">{t('lottery.menu.none')}</p>
      )}
      {tab && (
        <div className="lottery__layout">
          <section className="lottery-menu" aria-label={t('lottery.menu.title')}>
            <LotteryTabs
              idBase={idBase}
              tabs={tabs}
              active={tab}
              onSelect={(next) => setChosenTab(next)}
            />
            <WeekDayFilter day={day} onChange={setDay} />
            <label className="lottery-search" htmlFor={searchId}>
              <span className="form-field__label">{t('lottery.menu.search')}</span>
              <input
                id={searchId}
                type="search"
                className="form-field__input"
                placeholder={t('lottery.menu.searchPlaceholder')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </label>
            <div id={panelId(idBase)} role="tabpanel" aria-labelledby={tabId(idBase, tab)}>
              {tab === 'recent' && recent.isPending ? (
                <p className="lottery-status">{t('common.loading')}</p>
              ) : (
                <LotteryList
                  label={t('lottery.menu.listLabel')}
                  items={shown}
                  fetchedAt={tab === 'recent' ? recent.dataUpdatedAt : menus.dataUpdatedAt}
                  selectedId={selected?.gameId ?? null}
                  favouriteIds={favourites.ids}
                  emptyText={t(
                    tab === 'fav' && tabItems.length === 0
                      ? 'lottery.menu.noFavourites'
                      : 'lottery.menu.empty',
                  )}
                  onSelect={select}
                  onToggleFavourite={toggleFavourite}
                />
              )}
            </div>
          </section>
          {selected && (
            <LotteryGame
              key={selected.gameId}
              item={selected}
              itemFetchedAt={menus.dataUpdatedAt}
              initialPlayType={params.get('playType')}
            />
          )}
        </div>
      )}
    </div>
  );
}

/** The lottery ?gameCode= (and ?vendor=, when given) name. */
function findAsked(
  items: readonly TLotteryItem[],
  gameCode: string | null,
  vendor: string | null,
): TLotteryItem | null {
  if (!gameCode) return null;
  return items.find((i) => i.gameCode === gameCode && (!vendor || i.vendor === vendor)) ?? null;
}

/** The tab the player chose, else the asked lottery's tag, else the first. */
function pickTab(
  tabs: readonly LotteryTab[],
  chosen: LotteryTab | null,
  asked: TLotteryItem | null,
): LotteryTab | null {
  if (chosen && tabs.includes(chosen)) return chosen;
  if (asked && tabs.includes(tagTab(asked.gameMenuTag))) return tagTab(asked.gameMenuTag);
  return tabs[0] ?? null;
}
