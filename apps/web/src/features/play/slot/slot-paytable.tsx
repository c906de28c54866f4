// The slot's info panel: the paytable (multipliers of the stake per line by symbols in a row from
// the left), the scatter pays, and the theoretical return computed here, in the browser, from
// the very reel strips and paytable the server plays (packages/games slotRtp).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { THouseSession } from '@wps/contracts/games/house-session';
import { slotRtp, type Pays, type SlotDefinition } from '@wps/games/slot';
import { formatRtp } from '../components/format-rtp';
import { SlotSymbol } from './slot-symbol';
import { formatNumber } from '../../../lib/format';

type SlotRules = NonNullable<THouseSession['game']['slot']>;

/** The engine's definition from the rules the session published. */
export function slotDefinitionOf(rules: SlotRules): SlotDefinition {
  return {
    id: rules.variant,
    name: rules.variant,
    reels: rules.reels,
    rows: 3,
    lines: rules.paylines,
    paytable: rules.paytable as unknown as Record<string, Pays>,
    ...(rules.wild ? { wild: rules.wild } : {}),
    ...(rules.scatter
      ? {
          scatter: {
            symbol: rules.scatter.symbol,
            pays: Object.fromEntries(
              Object.entries(rules.scatter.pays).map(([count, pays]) => [Number(count), pays]),
            ),
          },
        }
      : {}),
  };
}

export function SlotPaytable({ rules, serverRtp }: { rules: SlotRules; serverRtp: number }) {
  const { t } = useTranslation();
  const rtp = useMemo(() => slotRtp(slotDefinitionOf(rules)), [rules]);
  const rows = Object.entries(rules.paytable);
  return (
    <section className="play-panel" aria-labelledby="slot-info-title">
      <h2 id="slot-info-title" className="play-panel__title">
        {t('play.info.title')}
      </h2>
      <p data-testid="slot-rtp">{t('play.info.rtp', { rtp: formatRtp(rtp) })}</p>
      <p className="play-panel__hint">{t('play.info.rtpHow', { server: formatRtp(serverRtp) })}</p>
      <table className="play-table-grid">
        <caption className="visually-hidden">{t('play.slot.paytable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('play.slot.symbol')}</th>
            {[2, 3, 4, 5].map((count) => (
              <th scope="col" key={count}>
                {t('play.slot.inARow', { count })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([symbol, pays]) => (
            <tr key={symbol}>
              <th scope="row">
                <svg width="28" height="28" viewBox="0 0 100 100" aria-hidden="true">
                  <SlotSymbol symbol={symbol} />
                </svg>{' '}
                {symbol}
              </th>
              {[1, 2, 3, 4].map((i) => (
                <td key={i}>{pays[i] ? `×${pays[i]}` : '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rules.wild && (
        <p className="play-panel__hint">{t('play.slot.wildRule', { symbol: rules.wild })}</p>
      )}
      {rules.scatter && (
        <p className="play-panel__hint">
          {t('play.slot.scatterRule', {
            symbol: rules.scatter.symbol,
            pays: Object.entries(rules.scatter.pays)
              .map(([count, pays]) => `${count}: ×${pays}`)
              .join(', '),
          })}
        </p>
      )}
      {rules.jackpotOneIn > 0 && (
        <p className="play-panel__hint">
          {t('play.slot.jackpotRule', { oneIn: formatNumber(rules.jackpotOneIn, 0) })}
        </p>
      )}
    </section>
  );
}
