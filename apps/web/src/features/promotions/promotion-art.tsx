// The promotion's picture when operators gave none: drawn here as SVG (no external assets), one
// scene per type on a gradient of its own, so the list reads at a glance in light and dark.
import type { TPromotionType } from '@wps/contracts/promotions/fields';

const palettes: Record<TPromotionType, [string, string, string]> = {
  signup: ['#7c3aed', '#db2777', '#fde68a'],
  deposit: ['#b45309', '#f59e0b', '#fff7d6'],
  checkin: ['#047857', '#10b981', '#d1fae5'],
  rebate: ['#1d4ed8', '#0ea5e9', '#dbeafe'],
  raffle: ['#be123c', '#f97316', '#ffedd5'],
  application: ['#334155', '#6366f1', '#e0e7ff'],
  referral: ['#0f766e', '#6366f1', '#ccfbf1'],
};

function Glyph({ type, ink }: { type: TPromotionType; ink: string }) {
  switch (type) {
    case 'signup':
      return (
        <g>
          <rect x="-34" y="-10" width="68" height="44" rx="4" fill={ink} />
          <rect x="-40" y="-24" width="80" height="16" rx="4" fill={ink} opacity="0.85" />
          <rect x="-6" y="-24" width="12" height="58" fill="#db2777" />
          <path d="M0 -24 C -20 -48 -38 -30 -18 -24 Z M0 -24 C 20 -48 38 -30 18 -24 Z" fill={ink} />
        </g>
      );
    case 'deposit':
      return (
        <g>
          {[24, 12, 0, -12].map((y, i) => (
            <ellipse
              key={y}
              cx={i % 2 ? -6 : 6}
              cy={y}
              rx="30"
              ry="9"
              fill={ink}
              stroke="#b45309"
              strokeWidth="2"
            />
          ))}
          <circle cx="30" cy="-22" r="20" fill={ink} stroke="#b45309" strokeWidth="3" />
          <text x="30" y="-15" textAnchor="middle" fontSize="22" fontWeight="700" fill="#b45309">
            %
          </text>
        </g>
      );
    case 'checkin':
      return (
        <g>
          <rect x="-38" y="-30" width="76" height="66" rx="8" fill={ink} />
          <rect x="-38" y="-30" width="76" height="16" rx="8" fill="#047857" />
          {[0, 1, 2, 3].map((c) =>
            [0, 1, 2].map((r) => (
              <circle
                key={`${c}-${r}`}
                cx={-24 + c * 16}
                cy={-2 + r * 14}
                r="4.5"
                fill={r * 4 + c < 6 ? '#10b981' : '#a7f3d0'}
              />
            )),
          )}
          <path
            d="M8 14 l8 8 l16 -20"
            stroke="#047857"
            strokeWidth="6"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      );
    case 'rebate':
      return (
        <g>
          <path
            d="M-36 0 A36 36 0 1 1 0 36"
            stroke={ink}
            strokeWidth="10"
            fill="none"
            strokeLinecap="round"
          />
          <path
            d="M-8 44 L2 34 L-8 24"
            stroke={ink}
            strokeWidth="8"
            fill="none"
            strokeLinecap="round"
          />
          <text x="0" y="11" textAnchor="middle" fontSize="30" fontWeight="800" fill={ink}>
            %
          </text>
        </g>
      );
    case 'raffle':
      return (
        <g transform="rotate(-12)">
          <path d="M-44 -22 H44 V-8 A8 8 0 0 0 44 8 V22 H-44 V8 A8 8 0 0 0 -44 -8 Z" fill={ink} />
          <line
            x1="18"
            y1="-22"
            x2="18"
            y2="22"
            stroke="#be123c"
            strokeWidth="2"
            strokeDasharray="4 3"
          />
          <path d="M-14 -10 l4 8 9 1 -7 6 2 9 -8 -5 -8 5 2 -9 -7 -6 9 -1 Z" fill="#f97316" />
        </g>
      );
    case 'application':
      return (
        <g>
          <rect x="-30" y="-38" width="60" height="76" rx="6" fill={ink} />
          {[-22, -10, 2].map((y) => (
            <rect
              key={y}
              x="-20"
              y={y}
              width="40"
              height="5"
              rx="2.5"
              fill="#6366f1"
              opacity="0.6"
            />
          ))}
          <circle cx="22" cy="26" r="18" fill="#22c55e" />
          <path
            d="M13 26 l6 6 l12 -13"
            stroke="#fff"
            strokeWidth="5"
            fill="none"
            strokeLinecap="round"
          />
        </g>
      );
    case 'referral':
      return (
        <g>
          <circle cx="-20" cy="-14" r="14" fill={ink} />
          <path d="M-44 34 A24 24 0 0 1 4 34 Z" fill={ink} />
          <circle cx="22" cy="-10" r="12" fill={ink} opacity="0.85" />
          <path d="M2 34 A20 20 0 0 1 42 34 Z" fill={ink} opacity="0.85" />
          <circle cx="40" cy="-30" r="11" fill="#f59e0b" />
          <text x="40" y="-25" textAnchor="middle" fontSize="14" fontWeight="800" fill="#fff">
            +
          </text>
        </g>
      );
  }
}

export function PromotionArt({
  type,
  className,
  centred = false,
}: {
  type: TPromotionType;
  className?: string;
  /** The scene in the middle (small thumbnails cropped to another shape). */
  centred?: boolean;
}) {
  const [from, to, ink] = palettes[type];
  const id = `promo-art-${type}`;
  return (
    <svg
      className={className}
      viewBox="0 0 320 140"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="320" height="140" fill={`url(#${id})`} />
      <circle cx="40" cy="20" r="60" fill="#fff" opacity="0.08" />
      <circle cx="300" cy="130" r="80" fill="#fff" opacity="0.08" />
      <circle cx="250" cy="26" r="6" fill="#fff" opacity="0.5" />
      <circle cx="90" cy="118" r="4" fill="#fff" opacity="0.5" />
      <circle cx="140" cy="30" r="3" fill="#fff" opacity="0.6" />
      <g transform={centred ? 'translate(160 70) scale(1.1)' : 'translate(230 72)'}>
        <Glyph type={type} ink={ink} />
      </g>
    </svg>
  );
}
