// The lobby's search and filters: game name, game class (RNG only) and minimum bet.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGameClassify } from '@wps/contracts/content/game-nav';
import { useLanguage } from '../../../lib/language';
import {
  classifyOptions,
  minBetChoices,
  type LobbyFilters,
  type MinBetChoice,
} from './lobby-rules';

export function LobbyFilterBar({
  filters,
  hasClassify,
  onChange,
}: {
  filters: LobbyFilters;
  hasClassify: boolean;
  onChange: (next: LobbyFilters) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = useId();

  return (
    <form className="lobby-filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <div className="lobby-filters__field lobby-filters__search">
        <label htmlFor={`${id}-name`}>{t('games.filters.search')}</label>
        <input
          id={`${id}-name`}
          type="search"
          value={filters.gameName}
          maxLength={60}
          placeholder={t('games.filters.searchPlaceholder')}
          onChange={(event) => onChange({ ...filters, gameName: event.target.value })}
        />
      </div>
      {hasClassify && (
        <div className="lobby-filters__field">
          <label htmlFor={`${id}-class`}>{t('games.filters.classify')}</label>
          <select
            id={`${id}-class`}
            value={filters.gameClassify}
            onChange={(event) =>
              onChange({ ...filters, gameClassify: event.target.value as TGameClassify | '' })
            }
          >
            <option value="">{t('games.filters.all')}</option>
            {classifyOptions(language).map((code) => (
              <option key={code} value={code}>
                {t(`games.classify.${code}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="lobby-filters__field">
        <label htmlFor={`${id}-bet`}>{t('games.filters.minBet')}</label>
        <select
          id={`${id}-bet`}
          value={filters.minBet}
          onChange={(event) => onChange({ ...filters, minBet: event.target.value as MinBetChoice })}
        >
          {minBetChoices.map((choice) => (
            <option key={choice} value={choice}>
              {choice === '' ? t('games.filters.all') : choice}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
