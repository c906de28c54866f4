// Games: the catalogue as operators manage it. A filter bar (type, vendor, name in any language,
// shown or hidden), the games a page at a time, and an admin's forms to change one or add one.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameTypes, type TGameType } from '@wps/contracts/content/game-nav';
import type { TVendorChoice } from '@wps/contracts/content/ops-vendors';
import type { TOpsGame } from '@wps/contracts/games/ops-games';
import { useOpsGames, type GamesQuery } from '../api/use-ops-games';
import { useVendorChoices } from '../api/use-vendor-choices';
import { useSiteFormat } from '../../../lib/use-site-format';
import { ChoiceSelect } from './choice-select';
import { ContentList } from './content-list';
import { GameForm } from './game-form';
import { Pager } from './pager';
import { PaymentFacts } from './payment-row';
import { QueryView } from './query-view';

const PAGE_SIZE = 20;
const ALL = 'all';

export interface GameFilter {
  gameType: TGameType | typeof ALL;
  /** A vendor's id as the select holds it, or 'all'. */
  vendorId: string;
  name: string;
  shown: typeof ALL | 'true' | 'false';
}

const noFilter: GameFilter = { gameType: ALL, vendorId: ALL, name: '', shown: ALL };

/** The list call's query for a filter and page; 'all' and a blank name leave the filter out. */
export function gamesQuery(filter: GameFilter, pageNo: number): GamesQuery {
  const name = filter.name.trim();
  return {
    gameType: filter.gameType === ALL ? undefined : filter.gameType,
    vendorId: filter.vendorId === ALL ? undefined : Number(filter.vendorId),
    name: name === '' ? undefined : name,
    isActive: filter.shown === ALL ? undefined : filter.shown,
    pageNo,
    pageSize: PAGE_SIZE,
  };
}

export function GamesSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(noFilter);
  const [page, setPage] = useState(1);
  const list = useOpsGames(gamesQuery(filter, page));
  const vendorList = useVendorChoices();
  const vendors = vendorList.data ?? [];

  function apply(next: GameFilter) {
    setFilter(next);
    setPage(1);
  }

  return (
    <>
      <GameFilters value={filter} vendors={vendors} onApply={apply} />
      <QueryView query={list}>
        {({ items, total, totalPages }) => (
          <>
            <p className="ops-hint" role="status">
              {t('ops.games.total', { total })}
            </p>
            <div aria-busy={list.isFetching}>
              <ContentList
                items={items}
                canEdit={canEdit}
                newLabel={t('ops.games.new')}
                emptyText={t('ops.games.empty')}
                titleOf={(game) => game.names.EN ?? game.gameCode}
                renderForm={(game, onDone) => (
                  <GameForm game={game} vendors={vendors} onDone={onDone} />
                )}
                renderItem={(game, { title, actions }) => (
                  <GameItem game={game} title={title} actions={actions} />
                )}
              />
            </div>
            <Pager page={page} totalPages={totalPages} onPage={setPage} />
          </>
        )}
      </QueryView>
    </>
  );
}

function GameItem({ game, title, actions }: { game: TOpsGame; title: string; actions: ReactNode }) {
  const { t } = useTranslation();
  const site = useSiteFormat();
  return (
    <>
      <div className="ops-item-head">
        <span className="ops-badge">{game.gameType}</span>
        {!game.isActive && (
          <span className="ops-badge ops-badge-warn">{t('ops.games.hidden')}</span>
        )}
        {game.isHot && <span className="ops-chip">{t('ops.games.hot')}</span>}
        {game.trialEnabled && <span className="ops-chip">{t('ops.games.trial')}</span>}
      </div>
      <h2 className="ops-item-title">
        {title} <code className="ops-code">{game.gameCode}</code>
      </h2>
      <PaymentFacts
        facts={[
          [t('ops.games.vendor'), game.vassalage],
          [t('ops.games.otherName'), game.names.MY ?? null],
          [
            t('ops.games.classify'),
            game.classify ? t(`ops.games.classifies.${game.classify}`) : null,
          ],
          [t('ops.games.minBetShort'), site.money(game.minBet)],
          [t('ops.games.lines'), game.lines > 0 ? String(game.lines) : null],
          [t('ops.content.sort'), String(game.sort)],
          [t('ops.games.engine'), game.engine ? t(`ops.games.engines.${game.engine}`) : null],
          [t('ops.games.languages'), Object.keys(game.names).join(', ')],
        ]}
      />
      {actions}
    </>
  );
}

/** The filter bar; applied on submit, so typing a name does not fetch on every key. */
function GameFilters({
  value,
  vendors,
  onApply,
}: {
  value: GameFilter;
  vendors: TVendorChoice[];
  onApply: (filter: GameFilter) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<GameFilter>) => setDraft((d) => ({ ...d, ...patch }));
  // A type narrows the vendors to its own.
  const typeVendors = vendors.filter(
    (v) => draft.gameType === ALL || v.gameType === draft.gameType,
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  function reset() {
    setDraft(noFilter);
    onApply(noFilter);
  }

  return (
    <form
      className="ops-card ops-form"
      role="search"
      aria-label={t('ops.games.filter.label')}
      onSubmit={submit}
      noValidate
    >
      <div className="ops-row">
        <label className="ops-field">
          <span>{t('ops.games.filter.type')}</span>
          <ChoiceSelect
            choices={[ALL, ...gameTypes]}
            value={draft.gameType}
            labelOf={(type) => (type === ALL ? t('ops.games.filter.allTypes') : type)}
            onChange={(gameType) => {
              const vendor = vendors.find((v) => String(v.id) === draft.vendorId);
              const keepsVendor = gameType === ALL || vendor?.gameType === gameType;
              set({ gameType, vendorId: keepsVendor ? draft.vendorId : ALL });
            }}
          />
        </label>
        <label className="ops-field">
          <span>{t('ops.games.vendor')}</span>
          <ChoiceSelect
            choices={[ALL, ...typeVendors.map((v) => String(v.id))]}
            value={draft.vendorId}
            labelOf={(id) =>
              id === ALL
                ? t('ops.games.filter.allVendors')
                : (typeVendors.find((v) => String(v.id) === id)?.vassalage ?? id)
            }
            onChange={(vendorId) => set({ vendorId })}
          />
        </label>
        <label className="ops-field">
          <span>{t('ops.games.filter.name')}</span>
          <input
            value={draft.name}
            maxLength={60}
            autoComplete="off"
            onChange={(e) => set({ name: e.target.value })}
          />
        </label>
        <label className="ops-field">
          <span>{t('ops.games.filter.shown')}</span>
          <ChoiceSelect
            choices={[ALL, 'true', 'false'] as const}
            value={draft.shown}
            labelOf={(shown) => t(`ops.games.filter.shownChoices.${shown}`)}
            onChange={(shown) => set({ shown })}
          />
        </label>
      </div>
      <div className="ops-actions">
        <button type="submit" className="ops-button ops-button-primary">
          {t('ops.games.filter.apply')}
        </button>
        <button type="button" className="ops-button" onClick={reset}>
          {t('ops.games.filter.reset')}
        </button>
      </div>
    </form>
  );
}
