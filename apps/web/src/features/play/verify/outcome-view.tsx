// A recomputed outcome shown as the game shows it (reels, a hit, cards), with the raw fields.
import { useTranslation } from 'react-i18next';
import type { THouseEngine } from '@wps/contracts/games/house-common';
import { formatMinor } from '../../../lib/money-amount';
import { PlayingCard } from '../components/playing-card';
import { SlotReels } from '../slot/slot-reels';
import type { Outcome } from './recompute';

const noCells = new Set<string>();

function Hand({ title, hand }: { title: string; hand: unknown }) {
  const h = hand as { cards?: string[]; points?: number } | undefined;
  return (
    <div>
      <h4>
        {title} · {h?.points ?? '—'}
      </h4>
      <div className="card-hand">
        {(h?.cards ?? []).map((card, i) => (
          <PlayingCard key={`${card}-${i}`} card={card} />
        ))}
      </div>
    </div>
  );
}

export function OutcomeView({ engine, outcome }: { engine: THouseEngine; outcome: Outcome }) {
  const { t } = useTranslation();
  const win = typeof outcome.win === 'string' ? outcome.win : null;
  return (
    <div className="verify__outcome">
      {engine === 'slot' && Array.isArray(outcome.reels) && (
        <SlotReels
          columns={outcome.reels as string[][]}
          strip={[]}
          spinning={false}
          stopped={0}
          highlight={noCells}
          label={t('play.slot.reels')}
        />
      )}
      {engine === 'fish' && (
        <p>
          {outcome.hit
            ? t('play.fish.hit', { multiplier: String(outcome.multiplier ?? '') })
            : t('play.fish.miss')}
        </p>
      )}
      {engine === 'pvp' && (
        <div className="card-table">
          <Hand title={t('play.pvp.you')} hand={(outcome.hands as Outcome | undefined)?.player} />
          <Hand
            title={t('play.pvp.banker')}
            hand={(outcome.hands as Outcome | undefined)?.banker}
          />
        </div>
      )}
      {win !== null && <p>{t('play.verify.engineWin', { win: formatMinor(win) })}</p>}
      <details>
        <summary>{t('play.verify.rawOutcome')}</summary>
        <pre>{JSON.stringify(outcome, null, 2)}</pre>
      </details>
    </div>
  );
}
