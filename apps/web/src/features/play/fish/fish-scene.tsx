// The fishing scene: a few fish swimming across (decoration; CSS transforms only, so it stays
// cheap on a phone, still under prefers-reduced-motion). Clicking a fish aims at its kind; the
// kind buttons beside it are the keyboard's way to do the same.
import { memo } from 'react';

const colours = [
  '#ff7043',
  '#ffca28',
  '#ab47bc',
  '#26c6da',
  '#66bb6a',
  '#ec407a',
  '#8d6e63',
  '#78909c',
  '#5c6bc0',
  '#ffd54f',
];

export interface SceneFish {
  kind: string;
  /** 0-based index of the kind: its colour and size. */
  rank: number;
}

function Fish({ colour, size }: { colour: string; size: number }) {
  return (
    <g transform={`scale(${size})`}>
      <path d="M0 0 C14 -14 38 -14 50 0 C38 14 14 14 0 0Z" fill={colour} />
      <path d="M0 0 L-14 -10 L-14 10Z" fill={colour} />
      <circle cx="38" cy="-3" r="3" fill="#fff" />
      <circle cx="39" cy="-3" r="1.5" fill="#111" />
    </g>
  );
}

export const FishScene = memo(function FishScene({
  fish,
  target,
  onAim,
}: {
  fish: SceneFish[];
  target: string | null;
  onAim: (kind: string) => void;
}) {
  return (
    <svg className="fish-scene" viewBox="0 0 600 300" aria-hidden="true">
      {fish.map((f, i) => {
        const lane = 30 + ((i * 37) % 240);
        const duration = 9 + ((i * 5) % 9) + f.rank;
        return (
          <g
            key={i}
            className="fish-scene__fish"
            style={{
              animationDuration: `${duration}s`,
              animationDelay: `${-((i * 2.3) % duration)}s`,
            }}
            onClick={() => onAim(f.kind)}
          >
            <g
              transform={`translate(0 ${lane})`}
              opacity={target === null || target === f.kind ? 1 : 0.55}
            >
              <Fish colour={colours[f.rank % colours.length]!} size={0.8 + f.rank * 0.12} />
            </g>
          </g>
        );
      })}
    </svg>
  );
});
