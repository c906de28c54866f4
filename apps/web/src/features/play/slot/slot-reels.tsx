// The 5 x 3 reel window in SVG. While a spin is out the reels run a looping strip (a CSS
// animation, none under prefers-reduced-motion); each reel stops on its column of the result as
// `stopped` counts up. Cells of winning lines are outlined.
import { SlotSymbol } from './slot-symbol';

const CELL = 100;
const GAP = 8;
const ROWS = 3;

/** A cell as "reel:row", the shape of the highlighted set. */
export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

export function SlotReels({
  columns,
  strip,
  spinning,
  stopped,
  highlight,
  label,
}: {
  /** The symbols on show, one array of 3 (top to bottom) per reel. */
  columns: string[][];
  /** Symbols the running reels show (any order); the columns' own when empty. */
  strip: string[];
  /** A spin is out. */
  spinning: boolean;
  /** How many reels (from the left) already show the result while spinning. */
  stopped: number;
  highlight: ReadonlySet<string>;
  label: string;
}) {
  const reels = columns.length;
  const width = reels * CELL + (reels - 1) * GAP;
  const height = ROWS * CELL;
  const running = strip.length > 0 ? strip : columns.flat();
  return (
    <svg
      className="slot-reels"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      aria-busy={spinning}
    >
      <defs>
        {columns.map((_, reel) => (
          <clipPath id={`slot-reel-clip-${reel}`} key={reel}>
            <rect x={reel * (CELL + GAP)} y="0" width={CELL} height={height} rx="10" />
          </clipPath>
        ))}
      </defs>
      {columns.map((column, reel) => {
        const x = reel * (CELL + GAP);
        const isRunning = spinning && reel >= stopped;
        return (
          <g key={reel} clipPath={`url(#slot-reel-clip-${reel})`}>
            <rect className="slot-reels__bg" x={x} y="0" width={CELL} height={height} rx="10" />
            {isRunning ? (
              <g className="slot-reels__strip" style={{ animationDelay: `${-reel * 90}ms` }}>
                {Array.from({ length: ROWS * 2 }, (_, i) => (
                  <SlotSymbol
                    key={i}
                    symbol={running[(i * 3 + reel * 5) % running.length] ?? ''}
                    x={x + 6}
                    y={i * CELL + 6 - height}
                    size={CELL - 12}
                  />
                ))}
                {Array.from({ length: ROWS * 2 }, (_, i) => (
                  <SlotSymbol
                    key={`b${i}`}
                    symbol={running[(i * 3 + reel * 5) % running.length] ?? ''}
                    x={x + 6}
                    y={i * CELL + 6 + height}
                    size={CELL - 12}
                  />
                ))}
              </g>
            ) : (
              column.map((symbol, row) => (
                <g key={row}>
                  {highlight.has(cellKey(reel, row)) && (
                    <rect
                      className="slot-reels__win"
                      x={x + 3}
                      y={row * CELL + 3}
                      width={CELL - 6}
                      height={CELL - 6}
                      rx="8"
                    />
                  )}
                  <SlotSymbol symbol={symbol} x={x + 6} y={row * CELL + 6} size={CELL - 12} />
                </g>
              ))
            )}
          </g>
        );
      })}
    </svg>
  );
}
