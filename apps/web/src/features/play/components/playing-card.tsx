// A playing card in SVG. Engines and vendors name cards in different ways; cardFace reads the
// usual ones: an index 0..51 (suit-major, ace first), a code such as "AS", "10h", "Td", or an
// object with rank and suit.
const suitSymbols = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;
type Suit = keyof typeof suitSymbols;
const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const suitOrder: Suit[] = ['S', 'H', 'D', 'C'];

export interface CardFace {
  rank: string;
  suit: Suit;
}

function rankOf(value: unknown): string | null {
  if (typeof value === 'number' && value >= 1 && value <= 13) return ranks[value - 1] ?? null;
  const text = String(value).toUpperCase();
  if (text === 'T') return '10';
  if (text === '1') return 'A';
  return ranks.includes(text) ? text : null;
}

function suitOf(value: unknown): Suit | null {
  const text = String(value).toUpperCase();
  const first = text[0] as Suit | undefined;
  if (first && first in suitSymbols) return first;
  const bySymbol = (Object.entries(suitSymbols) as [Suit, string][]).find(([, s]) => s === text);
  return bySymbol ? bySymbol[0] : null;
}

export function cardFace(card: unknown): CardFace | null {
  if (typeof card === 'number' && Number.isInteger(card) && card >= 0 && card < 52) {
    return { rank: ranks[card % 13]!, suit: suitOrder[Math.floor(card / 13)]! };
  }
  if (typeof card === 'string') {
    const match = /^(10|[2-9TJQKA1])([SHDC♠♥♦♣])$/i.exec(card.trim());
    if (!match) return null;
    const rank = rankOf(match[1]);
    const suit = suitOf(match[2]);
    return rank && suit ? { rank, suit } : null;
  }
  if (card && typeof card === 'object' && 'rank' in card && 'suit' in card) {
    const rank = rankOf((card as { rank: unknown }).rank);
    const suit = suitOf((card as { suit: unknown }).suit);
    return rank && suit ? { rank, suit } : null;
  }
  return null;
}

const suitNames: Record<Suit, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

export function cardLabel(card: unknown): string {
  const face = cardFace(card);
  return face ? `${face.rank} ${suitNames[face.suit]}` : String(card);
}

export function PlayingCard({ card, faceDown = false }: { card?: unknown; faceDown?: boolean }) {
  const face = faceDown ? null : cardFace(card);
  const isRed = face?.suit === 'H' || face?.suit === 'D';
  return (
    <svg
      className="playing-card"
      viewBox="0 0 60 84"
      role="img"
      aria-label={faceDown || !face ? (faceDown ? '🂠' : String(card)) : cardLabel(card)}
    >
      <rect
        x="1"
        y="1"
        width="58"
        height="82"
        rx="6"
        className={faceDown ? 'playing-card__back' : 'playing-card__face'}
      />
      {face && (
        <g fill={isRed ? '#c62828' : '#1a1a1a'} fontFamily="system-ui, sans-serif" fontWeight="700">
          <text x="6" y="18" fontSize="15">
            {face.rank}
          </text>
          <text x="6" y="32" fontSize="13">
            {suitSymbols[face.suit]}
          </text>
          <text x="30" y="58" fontSize="30" textAnchor="middle">
            {suitSymbols[face.suit]}
          </text>
        </g>
      )}
    </svg>
  );
}
