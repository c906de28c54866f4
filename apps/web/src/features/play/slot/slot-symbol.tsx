// The slot's symbols drawn as inline SVG (no image files): each symbol id of the engine's reel
// strips maps to a drawing by name; an id with no drawing shows as its own text on a tile, so a
// new paytable variant never shows a blank cell. Colours come from the theme's custom properties.
import type { ReactElement } from 'react';

type Drawing = () => ReactElement;

const cherry: Drawing = () => (
  <>
    <path
      d="M50 18 C46 36 40 46 32 58 M50 18 C56 36 62 46 68 56"
      stroke="#2e7d32"
      strokeWidth="4"
      fill="none"
    />
    <path d="M50 18 C58 14 66 16 72 22 C64 24 56 24 50 18Z" fill="#43a047" />
    <circle cx="32" cy="66" r="14" fill="#d32f2f" />
    <circle cx="68" cy="64" r="14" fill="#e53935" />
    <circle cx="27" cy="61" r="4" fill="#fff" opacity="0.6" />
    <circle cx="63" cy="59" r="4" fill="#fff" opacity="0.6" />
  </>
);

const lemon: Drawing = () => (
  <>
    <ellipse cx="50" cy="52" rx="32" ry="24" fill="#fdd835" stroke="#f9a825" strokeWidth="3" />
    <ellipse cx="40" cy="44" rx="10" ry="5" fill="#fff" opacity="0.5" />
  </>
);

const orange: Drawing = () => (
  <>
    <circle cx="50" cy="54" r="30" fill="#fb8c00" stroke="#e65100" strokeWidth="3" />
    <path d="M50 24 C54 16 62 14 68 16 C64 24 56 26 50 24Z" fill="#43a047" />
    <circle cx="40" cy="44" r="6" fill="#fff" opacity="0.45" />
  </>
);

const bell: Drawing = () => (
  <>
    <path
      d="M50 16 C32 16 28 34 28 50 C28 62 22 66 18 72 H82 C78 66 72 62 72 50 C72 34 68 16 50 16Z"
      fill="#ffb300"
      stroke="#e65100"
      strokeWidth="3"
    />
    <circle cx="50" cy="78" r="7" fill="#e65100" />
    <rect x="46" y="10" width="8" height="8" rx="3" fill="#e65100" />
  </>
);

const star: Drawing = () => (
  <path
    d="M50 12 L61 38 L89 40 L67 58 L74 86 L50 71 L26 86 L33 58 L11 40 L39 38Z"
    fill="#fbc02d"
    stroke="#f57f17"
    strokeWidth="3"
    strokeLinejoin="round"
  />
);

const seven: Drawing = () => (
  <text
    x="50"
    y="78"
    textAnchor="middle"
    fontSize="72"
    fontWeight="900"
    fill="#c62828"
    stroke="#fff"
    strokeWidth="2"
    fontFamily="Georgia, serif"
  >
    7
  </text>
);

const bar: Drawing = () => (
  <>
    <rect
      x="12"
      y="34"
      width="76"
      height="32"
      rx="6"
      fill="#263238"
      stroke="#ffca28"
      strokeWidth="3"
    />
    <text
      x="50"
      y="59"
      textAnchor="middle"
      fontSize="22"
      fontWeight="900"
      fill="#ffca28"
      fontFamily="system-ui, sans-serif"
    >
      BAR
    </text>
  </>
);

const diamond: Drawing = () => (
  <>
    <path
      d="M50 14 L82 42 L50 88 L18 42Z"
      fill="#4fc3f7"
      stroke="#0277bd"
      strokeWidth="3"
      strokeLinejoin="round"
    />
    <path
      d="M18 42 H82 M50 14 L38 42 L50 88 L62 42Z"
      stroke="#0277bd"
      strokeWidth="2"
      fill="none"
    />
  </>
);

const grape: Drawing = () => (
  <>
    {[
      [40, 36],
      [60, 36],
      [30, 52],
      [50, 52],
      [70, 52],
      [40, 68],
      [60, 68],
      [50, 82],
    ].map(([cx, cy]) => (
      <circle
        key={`${cx}-${cy}`}
        cx={cx}
        cy={cy}
        r="10"
        fill="#7b1fa2"
        stroke="#4a148c"
        strokeWidth="2"
      />
    ))}
    <path d="M50 26 L56 12" stroke="#2e7d32" strokeWidth="4" />
  </>
);

const wild: Drawing = () => (
  <>
    <rect
      x="8"
      y="26"
      width="84"
      height="48"
      rx="10"
      fill="#6a1b9a"
      stroke="#ffd54f"
      strokeWidth="4"
    />
    <text
      x="50"
      y="60"
      textAnchor="middle"
      fontSize="26"
      fontWeight="900"
      fill="#ffd54f"
      fontFamily="system-ui, sans-serif"
    >
      WILD
    </text>
  </>
);

const scatter: Drawing = () => (
  <>
    <circle cx="50" cy="50" r="36" fill="#00897b" stroke="#ffd54f" strokeWidth="4" />
    <path
      d="M50 24 L57 43 L77 43 L61 55 L67 75 L50 63 L33 75 L39 55 L23 43 L43 43Z"
      fill="#ffd54f"
    />
  </>
);

const drawings: Record<string, Drawing> = {
  cherry,
  cherries: cherry,
  lemon,
  orange,
  bell,
  star,
  seven,
  '7': seven,
  bar,
  diamond,
  gem: diamond,
  grape,
  grapes: grape,
  wild,
  scatter,
  bonus: scatter,
};

/** The drawing for an engine symbol id, by its name ("SEVEN", "seven", "7", "cherry" ...). */
function drawingFor(symbol: string): Drawing | undefined {
  return drawings[symbol.toLowerCase()];
}

/** A symbol in a 100 x 100 box, placed by the caller (x, y, size). */
export function SlotSymbol({
  symbol,
  x = 0,
  y = 0,
  size = 100,
}: {
  symbol: string;
  x?: number;
  y?: number;
  size?: number;
}) {
  const draw = drawingFor(symbol);
  return (
    <svg
      x={x}
      y={y}
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role="img"
      aria-label={symbol}
    >
      {draw ? (
        draw()
      ) : (
        <text
          x="50"
          y="64"
          textAnchor="middle"
          fontSize={symbol.length > 2 ? 28 : 44}
          fontWeight="800"
          fill="var(--slot-letter, #1565c0)"
          fontFamily="Georgia, serif"
        >
          {symbol}
        </text>
      )}
    </svg>
  );
}
