// A small set of line icons drawn for this site (24 x 24, currentColor), so no icon font or
// outside asset is needed. Decorative by default; pass a label when the icon stands alone.
const paths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  chevronDown: 'm6 9 6 6 6-6',
  chevronRight: 'm9 6 6 6-6 6',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.1 3.9M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.9 9.9 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8.5 8.5 0 0 1 9.5 4 8.5 8.5 0 1 0 20 14.5z',
  home: 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10',
  gift: 'M3 9h18v4H3zM5 13h14v8H5zM12 9v12M12 9S10.5 4 8 4a2.5 2.5 0 0 0 0 5M12 9s1.5-5 4-5a2.5 2.5 0 0 1 0 5',
  download: 'M12 3v12M7 10l5 5 5-5M4 19h16',
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2zM20 14a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2zM18 18c0 2-2 3-5 3',
  telegram: 'M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l8-6-6 8',
  facebook:
    'M14 21v-8h3l.5-3.5H14V7.8c0-1 .4-1.8 1.8-1.8h1.8V3a22 22 0 0 0-2.6-.1C12.3 2.9 10.5 4.5 10.5 7.5v2H7.5V13h3v8',
  whatsapp:
    'M4 20l1.3-4A8.5 8.5 0 1 1 8.6 19zM9 8.5c0 3.3 3.2 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 0 1-2.8-2.8l.8-1-1-2z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  deposit: 'M3 7h18v12H3zM3 11h18M12 3v6M9.5 6.5 12 9l2.5-2.5',
  withdraw: 'M3 7h18v12H3zM3 11h18M12 9V3M9.5 5.5 12 3l2.5 2.5',
  fire: 'M12 22c4 0 7-2.7 7-6.6 0-4.4-4-6.4-4.6-10.4C12 6.4 10 9 10 11.5 8.8 10.8 8 9.6 8 8.2 6.1 10 5 12.3 5 15.4 5 19.3 8 22 12 22z',
  trophy:
    'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 21h8M9 17h6v4H9z',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6zM9 12l2 2 4-4',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5v.5',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  phone: 'M7 2h10v20H7zM11 18h2',
  apple:
    'M15.5 3c-1.2.1-2.5.9-3.1 2-.6 1-.5 2.2-.5 2.2 1.3.1 2.5-.7 3.1-1.8.6-1 .5-2.4.5-2.4zM12 8.5c-1 0-2-.8-3.3-.8C6.6 7.7 5 9.5 5 12.4 5 16 7.3 21 9.2 21c1 0 1.5-.6 2.8-.6s1.7.6 2.8.6c1.3 0 2.6-2 3.4-4-1.6-.7-2.4-2.2-2.4-3.8 0-1.5.8-2.7 2-3.4-.8-1.1-2-1.8-3.2-1.8-1.2 0-2 .5-2.6.5z',
  android:
    'M6 10h12v8a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1zM6 9a6 6 0 0 1 12 0zM8 4l1.5 2M16 4l-1.5 2M3.5 11v5M20.5 11v5M9 19v3M15 19v3M9.5 7.3v.2M14.5 7.3v.2',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14a6 6 0 0 1 4 7',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  check: 'm5 12 4.5 4.5L19 7',
  megaphone: 'M3 10v4h3l7 4V6L6 10zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11',
  ball: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5l-2.5 4M8 10 3.5 8.5',
  tool: 'M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8 6.2 21l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.5 2.5-2.5-.5-.5-2.5z',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  wallet:
    'M4 6h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4zM4 6V5a1 1 0 0 1 1-1h11M15 12h5v4h-5a2 2 0 0 1 0-4z',
  transfer: 'M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  pencil: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
} as const;

export type IconName = keyof typeof paths;

export function Icon({
  name,
  label,
  size = 20,
  className,
}: {
  name: IconName;
  /** Give a label only when the icon is the only content of its control. */
  label?: string;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
