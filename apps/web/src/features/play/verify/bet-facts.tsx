// A round's bet in words (the verify page): the stake as money, lines, the fish aimed at, the
// room and seats, each under its own label. The bet as recorded, field by field, stays in the
// "Recorded data" details for checking by hand; no field name is shown here.
import { useTranslation } from 'react-i18next';
import { useSiteFormat } from '../../../lib/use-site-format';

/** A minor-unit amount as the API writes it. */
const isMinor = (value: unknown): value is string | number =>
  (typeof value === 'string' && /^-?\d{1,20}$/.test(value)) ||
  (typeof value === 'number' && Number.isSafeInteger(value));

export function betFacts(
  bet: Record<string, unknown>,
  t: (key: string, options?: Record<string, unknown>) => string,
  money: (minor: string) => string,
): Array<{ label: string; value: string }> {
  const facts: Array<{ label: string; value: string }> = [];
  if (isMinor(bet.stake)) {
    facts.push({ label: t('play.verify.stake'), value: money(String(bet.stake)) });
  }
  if (typeof bet.lines === 'number') {
    facts.push({ label: t('play.verify.lines'), value: String(bet.lines) });
  }
  if (typeof bet.target === 'string') {
    const name = t(`play.fish.kinds.${bet.target}`, { defaultValue: '' });
    facts.push({ label: t('play.verify.target'), value: name || t('play.verify.aFish') });
  }
  if (typeof bet.roomId === 'number' || typeof bet.roomId === 'string') {
    facts.push({ label: t('play.verify.room'), value: String(bet.roomId) });
  }
  if (typeof bet.seats === 'number') {
    facts.push({ label: t('play.verify.seats'), value: String(bet.seats) });
  }
  return facts;
}

export function BetFacts({ bet }: { bet: Record<string, unknown> }) {
  const { t } = useTranslation();
  const format = useSiteFormat();
  const facts = betFacts(bet, t, format.money);
  if (facts.length === 0) return <>—</>;
  return (
    <ul className="verify__bet">
      {facts.map((fact) => (
        <li key={fact.label}>
          {fact.label}: {fact.value}
        </li>
      ))}
    </ul>
  );
}
