// Draws the demo games' card art: one SVG per game in apps/web/public/images/games/<gameCode>.svg,
// from the list the games seed puts in the database (apps/server/src/seed/games.ts, demoGames).
// Run by hand after that list changes, and commit the output:
//
//   npx tsx scripts/game-art.mjs           (or: npm run art:games)
//   npx tsx scripts/game-art.mjs --check   (writes nothing; exit 1 if the art is out of date)
//
// (tsx, because the list is TypeScript.) Each card is a 240x240 square themed by the game's type
// and class (slot fruit, gems, dragons ...; fish; cards; roulette and baccarat tables; balls and
// goals; controllers and trophies; lottery balls; roosters), its colours and variations derived
// from the game code alone, so cards differ and a second run writes the same bytes. No text (the
// site shows the name in the player's language under the card), no fonts, no rasters.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const outDir = fileURLToPath(new URL('../apps/web/public/images/games/', import.meta.url));

// --- deterministic numbers and colours -------------------------------------------------------

/** FNV-1a, 32 bits. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: a small seeded generator, the same numbers for the same seed everywhere. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (x) => String(Math.round(x * 10) / 10);

function hex(h, s, l) {
  // HSL (degrees, 0..100, 0..100) to #rrggbb.
  const S = s / 100;
  const L = l / 100;
  const k = (m) => (m + h / 30) % 12;
  const a = S * Math.min(L, 1 - L);
  const f = (m) => L - a * Math.max(-1, Math.min(k(m) - 3, Math.min(9 - k(m), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function paletteOf(code) {
  const rnd = generator(hash(code));
  const hue = Math.floor(rnd() * 360);
  const turn = (d) => (hue + d + 360) % 360;
  return {
    rnd,
    pick: (list) => list[Math.floor(rnd() * list.length)],
    bg1: hex(hue, 55 + rnd() * 15, 36 + rnd() * 8),
    bg2: hex(turn(30 + rnd() * 30), 60, 13 + rnd() * 6),
    accent: hex(turn(150 + rnd() * 60), 80, 58),
    accent2: hex(turn(-70 - rnd() * 40), 75, 55),
    gold: hex(40 + rnd() * 12, 90, 58),
    dark: hex(turn(20), 40, 12),
  };
}

// --- shapes ------------------------------------------------------------------------------------

const suits = {
  heart: 'M0 7C-13-3-8-15 0-8 8-15 13-3 0 7Z',
  diamond: 'M0-11 8 0 0 11-8 0Z',
  spade: 'M0-11C-13 0-8 11 0 4 8 11 13 0 0-11ZM0 3-4 12H4Z',
  club: 'M0-3A5 5 0 1 1 0-12 5 5 0 1 1 0-3 5 5 0 1 1 5 5 5 5 0 1 1 0-1 5 5 0 1 1-5 5 5 5 0 1 1 0-3ZM0 2-4 12H4Z',
};
const suitColour = { heart: '#d32f2f', diamond: '#d32f2f', spade: '#1b1b2f', club: '#1b1b2f' };

function card(x, y, rot, suit, scale = 1) {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(${scale})"><rect x="-28" y="-38" width="56" height="76" rx="7" fill="#fff" stroke="#0002"/><path d="${suits[suit]}" transform="scale(1.7)" fill="${suitColour[suit]}"/><path d="${suits[suit]}" transform="translate(-18 -26) scale(.5)" fill="${suitColour[suit]}"/></g>`;
}

function star(cx, cy, outer, inner, fill, extra = '') {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    pts.push(`${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))}`);
  }
  return `<path d="M${pts.join('L')}Z" fill="${fill}"${extra}/>`;
}

function die(x, y, size, pips, rot, fill = '#fff') {
  const at = {
    1: [[0, 0]],
    2: [
      [-1, -1],
      [1, 1],
    ],
    3: [
      [-1, -1],
      [0, 0],
      [1, 1],
    ],
    4: [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ],
    5: [
      [-1, -1],
      [1, -1],
      [0, 0],
      [-1, 1],
      [1, 1],
    ],
    6: [
      [-1, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [1, 1],
    ],
  }[pips];
  const h = size / 2;
  const dots = at
    .map(([a, b]) => `<circle cx="${n(a * h * 0.5)}" cy="${n(b * h * 0.5)}" r="${n(size / 11)}"/>`)
    .join('');
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})"><rect x="${n(-h)}" y="${n(-h)}" width="${n(size)}" height="${n(size)}" rx="${n(size / 6)}" fill="${fill}" stroke="#0003"/><g fill="#222">${dots}</g></g>`;
}

function ball(x, y, r, fill) {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.5)}" fill="#fff"/><circle cx="${n(x - r * 0.45)}" cy="${n(y - r * 0.5)}" r="${n(r * 0.18)}" fill="#fff" opacity=".6"/>`;
}

function chip(x, y, r, fill) {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.78)}" fill="none" stroke="#fff" stroke-width="${n(r * 0.22)}" stroke-dasharray="${n(r * 0.5)} ${n(r * 0.5)}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.45)}" fill="${fill}" stroke="#fff8"/>`;
}

function wheel(cx, cy, r, p) {
  const ring = r * 0.72;
  const seg = (2 * Math.PI * ring) / 36;
  const spokes = [0, 45, 90, 135]
    .map(
      (a) =>
        `<rect x="-2" y="${n(-r * 0.42)}" width="4" height="${n(r * 0.84)}" transform="rotate(${a})"/>`,
    )
    .join('');
  return `<g transform="translate(${n(cx)} ${n(cy)})"><circle r="${n(r)}" fill="#5d3a1a"/><circle r="${n(r * 0.9)}" fill="${p.gold}"/><circle r="${n(ring)}" fill="none" stroke="#1b1b1b" stroke-width="${n(r * 0.3)}"/><circle r="${n(ring)}" fill="none" stroke="#c62828" stroke-width="${n(r * 0.3)}" stroke-dasharray="${n(seg)} ${n(seg)}"/><circle r="${n(r * 0.5)}" fill="#2e7d32"/><g fill="${p.gold}">${spokes}</g><circle r="${n(r * 0.14)}" fill="${p.gold}" stroke="#0004"/><circle cx="${n(r * 0.5)}" cy="${n(-r * 0.5)}" r="${n(r * 0.08)}" fill="#fff"/></g>`;
}

// --- motifs: each draws around the middle of the 240 square -----------------------------------

const motifs = {
  cherries: (_p) =>
    `<path d="M92 150Q104 92 142 66M152 156Q150 108 142 66" stroke="#2e7d32" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M142 66q34-16 50 8q-30 12-50-8z" fill="#43a047"/><circle cx="90" cy="160" r="28" fill="#d32f2f"/><circle cx="154" cy="164" r="28" fill="#c62828"/><circle cx="80" cy="150" r="8" fill="#fff" opacity=".5"/><circle cx="144" cy="154" r="8" fill="#fff" opacity=".5"/>`,
  seven: (p) => {
    const reel = (x, colour) =>
      `<rect x="${x}" y="86" width="44" height="68" rx="6" fill="#fff"/><path d="M${x + 10} 102h24l-14 38" stroke="${colour}" stroke-width="8" fill="none" stroke-linejoin="round"/>`;
    return `<rect x="50" y="66" width="140" height="108" rx="16" fill="${p.dark}" stroke="${p.gold}" stroke-width="6"/>${reel(
      60,
      '#d32f2f',
    )}${reel(98, '#d32f2f')}${reel(136, p.accent2)}<path d="M190 96h14v-30" stroke="${p.gold}" stroke-width="6" fill="none"/><circle cx="204" cy="62" r="9" fill="${p.accent}"/><rect x="70" y="176" width="100" height="14" rx="7" fill="${p.gold}"/>`;
  },
  gem: (p) =>
    `<path d="M64 100 92 64H148L176 100 120 178Z" fill="${p.accent}"/><path d="M64 100 120 178 92 100ZM148 64 132 100H176Z" fill="#fff" opacity=".25"/><path d="M64 100H176M92 64 108 100 120 178 132 100 148 64M108 100 120 64 132 100" stroke="#fff" stroke-opacity=".7" stroke-width="3" fill="none" stroke-linejoin="round"/>${star(
      176,
      66,
      14,
      5,
      '#fff',
    )}`,
  dragon: (p) =>
    `<path d="M50 182C40 130 110 150 112 108S160 60 180 84" stroke="${p.accent}" stroke-width="26" fill="none" stroke-linecap="round"/><path d="M50 182C40 130 110 150 112 108S160 60 180 84" stroke="${p.gold}" stroke-width="8" fill="none" stroke-dasharray="3 12" stroke-linecap="round"/><circle cx="184" cy="86" r="22" fill="${p.accent}"/><path d="M176 66 168 40 186 64M192 66 206 42 198 70" fill="${p.gold}"/><circle cx="192" cy="82" r="6" fill="#fff"/><circle cx="194" cy="82" r="3" fill="#111"/><path d="M204 94q14 6 20 18M200 100q8 10 8 22" stroke="${p.gold}" stroke-width="3" fill="none"/>`,
  tiger: (_p) =>
    `<circle cx="88" cy="76" r="20" fill="#ef8f1c"/><circle cx="152" cy="76" r="20" fill="#ef8f1c"/><circle cx="120" cy="124" r="62" fill="#f59a23"/><path d="M120 62v22M96 70l6 18M144 70l-6 18M60 116h24M60 132h20M180 116h-24M180 132h-20" stroke="#1b1b1b" stroke-width="7" stroke-linecap="round"/><ellipse cx="120" cy="150" rx="30" ry="22" fill="#fff6e6"/><circle cx="98" cy="116" r="8" fill="#1b1b1b"/><circle cx="142" cy="116" r="8" fill="#1b1b1b"/><path d="M110 140h20l-10 10Z" fill="#1b1b1b"/>`,
  lotus: (p) => {
    const petals = [-60, -30, 0, 30, 60]
      .map(
        (a, i) =>
          `<ellipse cx="120" cy="106" rx="18" ry="46" transform="rotate(${a} 120 152)" fill="${i % 2 ? p.accent : p.accent2}" stroke="#fff6"/>`,
      )
      .join('');
    return `${petals}<ellipse cx="120" cy="172" rx="70" ry="14" fill="#2e7d32"/><circle cx="120" cy="150" r="10" fill="${p.gold}"/>`;
  },
  moon: (p) =>
    `<path d="M150 58A64 64 0 1 0 150 182 50 50 0 1 1 150 58Z" fill="${p.gold}"/>${star(174, 88, 12, 5, '#fff')}${star(186, 142, 8, 3, '#fff')}${star(150, 118, 6, 2, '#fff')}`,
  star: (p) =>
    `${star(120, 122, 68, 28, p.gold, ' stroke="#fff" stroke-width="4" stroke-linejoin="round"')}${star(120, 122, 34, 14, '#fff', ' opacity=".5"')}`,
  bell: (p) =>
    `<path d="M120 52c-34 0-46 30-46 62 0 24-10 34-20 44h132c-10-10-20-20-20-44 0-32-12-62-46-62Z" fill="${p.gold}" stroke="#fff6" stroke-width="4"/><circle cx="120" cy="170" r="14" fill="${p.gold}" stroke="#0003"/><rect x="112" y="40" width="16" height="16" rx="4" fill="${p.gold}"/><path d="M92 96q4-20 22-28" stroke="#fff" stroke-width="6" opacity=".5" fill="none" stroke-linecap="round"/>`,
  coins: (p) => {
    let s = '';
    for (let i = 0; i < 5; i++) {
      s += `<ellipse cx="84" cy="${176 - i * 14}" rx="34" ry="11" fill="${p.gold}" stroke="#a66f00" stroke-width="2"/>`;
    }
    return `${s}<circle cx="150" cy="118" r="48" fill="${p.gold}" stroke="#a66f00" stroke-width="4"/><circle cx="150" cy="118" r="34" fill="none" stroke="#a66f00" stroke-width="3"/><rect x="140" y="108" width="20" height="20" fill="#a66f00" transform="rotate(45 150 118)"/>`;
  },
  chest: (p) =>
    `<path d="M60 110q0-42 60-42t60 42Z" fill="#8d5524" stroke="${p.gold}" stroke-width="6"/><rect x="60" y="110" width="120" height="70" rx="6" fill="#a0642c" stroke="${p.gold}" stroke-width="6"/><rect x="108" y="100" width="24" height="30" rx="4" fill="${p.gold}"/><circle cx="90" cy="98" r="9" fill="${p.gold}"/><circle cx="150" cy="96" r="7" fill="${p.accent}"/>${star(
      124,
      74,
      10,
      4,
      '#fff',
    )}`,
  scratch: (p) =>
    `<g transform="rotate(-8 120 120)"><rect x="46" y="68" width="148" height="104" rx="10" fill="#fff"/><rect x="58" y="80" width="124" height="80" rx="6" fill="#b8bcc6"/><path d="M62 150l16-30 14 24 16-36 14 30 16-26 14 22 16-28" stroke="${p.accent}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g><circle cx="176" cy="178" r="20" fill="${p.gold}" stroke="#a66f00" stroke-width="3"/>`,
  poker: (_p) =>
    ['spade', 'heart', 'club', 'diamond', 'spade']
      .map((s, i) => card(68 + i * 26, 126 + Math.abs(i - 2) * 6, (i - 2) * 12, s, 0.9))
      .join(''),
  blackjack: (p) =>
    `${card(98, 116, -12, 'spade')}${card(142, 112, 10, 'heart')}${chip(78, 180, 22, p.accent)}${chip(170, 182, 18, p.accent2)}`,
  roulette: (p) => wheel(120, 122, 74, p),
  baccarat: (p) =>
    `<path d="M24 188Q120 60 216 188Z" fill="#1b5e20" stroke="${p.gold}" stroke-width="6"/><path d="M62 186Q120 112 178 186" stroke="#fff6" stroke-width="3" fill="none"/>${card(
      96,
      132,
      -10,
      'heart',
      0.8,
    )}${card(144, 132, 10, 'club', 0.8)}${chip(120, 176, 14, p.accent)}`,
  dragonTiger: (p) =>
    `${card(86, 122, -14, 'diamond')}${card(154, 122, 14, 'spade')}<path d="M126 70 106 124H126L112 176 146 110H126L140 70Z" fill="${p.gold}" stroke="#0004" stroke-width="2"/>`,
  sicbo: (_p) => `${die(84, 150, 52, 4, -12)}${die(152, 152, 52, 6, 10)}${die(118, 94, 52, 5, 4)}`,
  plinko: (p) => {
    let s = '';
    for (let row = 0; row < 5; row++) {
      for (let i = 0; i <= row; i++) {
        s += `<circle cx="${120 - row * 17 + i * 34}" cy="${70 + row * 24}" r="5" fill="#fff"/>`;
      }
    }
    return `${s}<circle cx="137" cy="106" r="11" fill="${p.gold}"/>${[0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${42 + i * 32}" y="186" width="28" height="12" rx="3" fill="${i === 2 ? p.accent : p.accent2}"/>`,
      )
      .join('')}`;
  },
  mines: (p) => {
    let s = '';
    for (let i = 0; i < 9; i++) {
      const x = 62 + (i % 3) * 40;
      const y = 62 + Math.floor(i / 3) * 40;
      s += `<rect x="${x}" y="${y}" width="34" height="34" rx="6" fill="${i === 4 ? '#fff' : '#fff3'}"/>`;
    }
    return `${s}<circle cx="119" cy="119" r="11" fill="#111"/><path d="M119 102v34M102 119h34" stroke="#111" stroke-width="4"/>${motifs.gemSmall(p, 79, 79)}${motifs.gemSmall(p, 159, 159)}`;
  },
  gemSmall: (p, x, y) =>
    `<path d="M${x - 12} ${y - 2} ${x - 6} ${y - 10}H${x + 6}L${x + 12} ${y - 2} ${x} ${y + 12}Z" fill="${p.accent}"/>`,
  dice: (p) => `${die(96, 132, 70, 5, -14)}${die(156, 110, 58, 3, 16, p.gold)}`,
  crash: (p) =>
    `<path d="M48 190H196M48 190V52" stroke="#fff6" stroke-width="4"/><path d="M50 186Q120 180 176 76" stroke="${p.accent}" stroke-width="8" fill="none" stroke-linecap="round"/><g transform="translate(176 76) rotate(30)"><path d="M0-26C10-14 10 6 8 14H-8C-10 6-10-14 0-26Z" fill="#fff"/><circle cy="-6" r="5" fill="${p.accent2}"/><path d="M-8 6-16 18-8 14ZM8 6 16 18 8 14Z" fill="${p.accent2}"/><path d="M-5 16 0 30 5 16Z" fill="${p.gold}"/></g>`,
  bingo: (p) => {
    let s = `<rect x="58" y="58" width="124" height="124" rx="10" fill="#fff"/>`;
    const marked = new Set([0, 6, 12, 18, 24, 4, 8, 16, 20]);
    for (let i = 0; i < 25; i++) {
      const x = 73 + (i % 5) * 23.5;
      const y = 73 + Math.floor(i / 5) * 23.5;
      s += marked.has(i)
        ? `<circle cx="${n(x)}" cy="${n(y)}" r="9" fill="${p.accent}"/>`
        : `<circle cx="${n(x)}" cy="${n(y)}" r="3" fill="#9aa"/>`;
    }
    return `${s}${ball(182, 178, 20, p.accent2)}`;
  },
  fish: (p) =>
    `<path d="M52 120C80 72 150 72 178 120 150 168 80 168 52 120Z" fill="${p.accent}"/><path d="M176 120 214 88V152Z" fill="${p.accent2}"/><path d="M100 84q20-24 44-10l-10 14ZM104 156q14 14 30 10l-6-12Z" fill="${p.accent2}"/><path d="M96 100q12 20 0 40M120 96q12 24 0 48" stroke="#fff5" stroke-width="4" fill="none"/><circle cx="76" cy="112" r="9" fill="#fff"/><circle cx="74" cy="112" r="4" fill="#111"/><circle cx="40" cy="82" r="7" fill="none" stroke="#fff8" stroke-width="3"/><circle cx="30" cy="58" r="4" fill="none" stroke="#fff8" stroke-width="2"/><path d="M20 200q25-14 50 0t50 0 50 0 50 0" stroke="#fff5" stroke-width="5" fill="none"/>`,
  shark: (_p) =>
    `<path d="M30 132C70 96 150 92 196 116L220 92 214 132 222 166 194 144C150 164 80 162 30 132Z" fill="#90a4ae"/><path d="M106 100 120 60 146 102Z" fill="#78909c"/><path d="M34 134C80 150 150 152 194 140" stroke="#eceff1" stroke-width="10" fill="none"/><circle cx="64" cy="122" r="5" fill="#111"/><path d="M44 140l6 6 6-6 6 6 6-6" stroke="#fff" stroke-width="2" fill="none"/><path d="M20 200q25-14 50 0t50 0 50 0 50 0" stroke="#fff5" stroke-width="5" fill="none"/>`,
  crownFish: (p) =>
    `${motifs.fish(p)}<path d="M82 62 88 42 100 56 110 36 120 56 132 42 138 62Z" fill="${p.gold}" transform="translate(-6 6)"/>`,
  pvp: (p) =>
    `${card(82, 124, -18, 'club')}${card(120, 112, 0, 'heart')}${card(158, 124, 18, 'spade')}${chip(64, 190, 16, p.accent)}${chip(100, 196, 14, p.accent2)}${chip(176, 190, 16, p.gold)}`,
  soccer: (_p) =>
    `<circle cx="120" cy="120" r="66" fill="#fff" stroke="#222" stroke-width="4"/><path d="M120 96 143 113 134 140H106L97 113Z" fill="#222"/><path d="M120 96V58M143 113 180 102M134 140 156 172M106 140 84 172M97 113 60 102" stroke="#222" stroke-width="4"/><path d="M100 58 120 54 140 58 120 70ZM176 84 184 112 174 122 170 100ZM70 126 62 104 66 88 74 110ZM150 184 166 168 176 158 170 176ZM90 184 74 168 64 158 70 176Z" fill="#222"/>`,
  goal: (_p) => {
    let net = '';
    for (let x = 56; x <= 184; x += 16) net += `M${x} 72V168`;
    for (let y = 88; y <= 168; y += 16) net += `M48 ${y}H192`;
    return `<path d="${net}" stroke="#fff6" stroke-width="2"/><path d="M40 176V64H200V176" stroke="#fff" stroke-width="8" fill="none" stroke-linejoin="round"/><path d="M20 182H220" stroke="#43a047" stroke-width="8"/><circle cx="150" cy="148" r="22" fill="#fff" stroke="#222" stroke-width="3"/><path d="M150 140l8 6-3 9h-10l-3-9Z" fill="#222"/>`;
  },
  controller: (p) =>
    `<path d="M70 90H170C196 90 210 150 200 170 192 186 172 184 160 164H80C68 184 48 186 40 170 30 150 44 90 70 90Z" fill="${p.dark}" stroke="${p.accent}" stroke-width="5"/><path d="M74 116V144M60 130H88" stroke="#fff" stroke-width="9" stroke-linecap="round"/><circle cx="160" cy="118" r="8" fill="${p.accent}"/><circle cx="178" cy="134" r="8" fill="${p.accent2}"/><circle cx="142" cy="134" r="8" fill="${p.gold}"/><circle cx="160" cy="150" r="8" fill="#fff"/>`,
  trophy: (p) =>
    `<path d="M80 56H160V96C160 126 140 144 120 144S80 126 80 96Z" fill="${p.gold}"/><path d="M80 68H54Q52 112 88 116M160 68H186Q188 112 152 116" stroke="${p.gold}" stroke-width="8" fill="none"/><path d="M110 144H130V168H110Z" fill="${p.gold}"/><rect x="84" y="166" width="72" height="20" rx="4" fill="${p.dark}" stroke="${p.gold}" stroke-width="4"/>${star(
      120,
      94,
      20,
      8,
      '#fff',
      ' opacity=".8"',
    )}`,
  lottoBalls: (p, count) => {
    const spots = {
      2: [
        [92, 124, 40],
        [152, 124, 40],
      ],
      3: [
        [84, 140, 34],
        [156, 140, 34],
        [120, 88, 34],
      ],
      4: [
        [78, 150, 30],
        [162, 150, 30],
        [120, 146, 30],
        [120, 88, 36],
      ],
    }[count];
    const colours = [p.accent, p.accent2, p.gold, '#e53935'];
    return spots.map(([x, y, r], i) => ball(x, y, r, colours[i % colours.length])).join('');
  },
  ticket: (p) =>
    `<g transform="rotate(-10 120 120)"><path d="M40 80H200V104A16 16 0 0 0 200 136V160H40V136A16 16 0 0 0 40 104Z" fill="#fff"/><path d="M150 84V156" stroke="${p.accent}" stroke-width="3" stroke-dasharray="6 6"/>${[
      0, 1, 2,
    ]
      .map(
        (i) =>
          `<circle cx="${72 + i * 26}" cy="120" r="10" fill="${[p.accent, p.accent2, p.gold][i]}"/>`,
      )
      .join('')}${star(176, 120, 14, 6, p.gold)}</g>`,
  keno: (p) => {
    let s = '';
    const rnd = generator(hash(p.bg1));
    for (let i = 0; i < 20; i++) {
      const x = 58 + (i % 5) * 31;
      const y = 66 + Math.floor(i / 5) * 31;
      s += `<circle cx="${x}" cy="${y}" r="12" fill="${rnd() < 0.35 ? p.accent : '#fff4'}"/>`;
    }
    return `${s}${ball(184, 186, 20, p.gold)}`;
  },
  flag: (p) => {
    let squares = '';
    for (let r = 0; r < 4; r++) {
      for (let c = 0; c < 5; c++) {
        if ((r + c) % 2 === 0) squares += `M${86 + c * 22} ${60 + r * 20}h22v20h-22Z`;
      }
    }
    return `<path d="M80 52V196" stroke="${p.gold}" stroke-width="8" stroke-linecap="round"/><rect x="86" y="60" width="110" height="80" fill="#fff"/><path d="${squares}" fill="#111"/><path d="M40 196H200" stroke="#fff6" stroke-width="6" stroke-dasharray="18 10"/>`;
  },
  rooster: (p) =>
    `<path d="M150 70C176 70 184 92 176 112 196 120 196 150 176 168 150 190 92 186 74 160 56 136 70 104 96 110 110 112 124 120 130 110 134 90 130 70 150 70Z" fill="${p.accent}"/><path d="M96 110C70 80 40 82 30 100 50 96 60 104 62 118 46 114 34 124 36 140 52 128 66 132 74 142Z" fill="${p.dark}" stroke="${p.accent2}" stroke-width="4"/><path d="M144 70 148 52 156 64 164 48 168 66 178 58 174 78Z" fill="#e53935"/><path d="M178 96 196 102 178 108Z" fill="${p.gold}"/><path d="M176 112q8 14-2 20q-8-8 2-20Z" fill="#e53935"/><circle cx="164" cy="92" r="5" fill="#fff"/><circle cx="165" cy="92" r="2.5" fill="#111"/><path d="M112 180 108 206M136 182 140 206M100 206H116M132 206H148" stroke="${p.gold}" stroke-width="6" stroke-linecap="round"/>`,
};

// --- which motif a game gets --------------------------------------------------------------------

/** Slot motifs by a word of the EN name (the name is not drawn, only read for its theme). */
const slotWords = [
  [/dragon/i, 'dragon'],
  [/tiger|wilds/i, 'tiger'],
  [/lotus|garden/i, 'lotus'],
  [/moon|nights/i, 'moon'],
  [/star|legend/i, 'star'],
  [/gems|diamond|ruby|jade/i, 'gem'],
  [/treasure|quest|empire|kingdom|palace|temple/i, 'chest'],
  [/golden|fortune|riches/i, 'coins'],
];
const slotFallback = ['cherries', 'seven', 'bell', 'cherries', 'seven', 'gem', 'coins', 'star'];

function motifOf(game, p) {
  const name = game.names.EN;
  const has = (re) => re.test(name);
  switch (game.gameType) {
    case 'RNG':
      switch (game.classify) {
        case 'SCRATCH':
          return motifs.scratch(p);
        case 'VIDEO_POKER':
          return motifs.poker(p);
        case 'TABLE_GAMES':
          if (has(/roulette/i)) return motifs.roulette(p);
          return has(/baccarat/i) ? motifs.baccarat(p) : motifs.blackjack(p);
        case 'ARCADE':
          if (has(/plinko/i)) return motifs.plinko(p);
          if (has(/mines/i)) return motifs.mines(p);
          return has(/dice/i) ? motifs.dice(p) : motifs.crash(p);
        case 'BINGO':
          return motifs.bingo(p);
        default: {
          // Half the slots take their name's theme, the rest a classic symbol: cards differ.
          const words = slotWords.filter(([re]) => has(re)).map(([, m]) => m);
          const choice = words.length && p.rnd() < 0.7 ? p.pick(words) : p.pick(slotFallback);
          return motifs[choice](p);
        }
      }
    case 'FISH':
      if (has(/shark/i)) return motifs.shark(p);
      return has(/king/i) ? motifs.crownFish(p) : motifs.fish(p);
    case 'PVP':
      return motifs.pvp(p);
    case 'LIVE':
      if (has(/roulette/i)) return motifs.roulette(p);
      if (has(/dragon tiger/i)) return motifs.dragonTiger(p);
      return has(/sic bo/i) ? motifs.sicbo(p) : motifs.baccarat(p);
    case 'SPORTS':
      return has(/virtual/i) ? motifs.goal(p) : motifs.soccer(p);
    case 'ESPORTS':
      return has(/virtual/i) ? motifs.trophy(p) : motifs.controller(p);
    case 'LOTT':
      if (has(/2D/)) return motifs.lottoBalls(p, 2);
      return has(/3D/) ? motifs.lottoBalls(p, 3) : motifs.ticket(p);
    case 'ELOTT':
      if (has(/keno/i)) return motifs.keno(p);
      if (has(/racing/i)) return motifs.flag(p);
      return has(/fast 3/i) ? motifs.sicbo(p) : motifs.lottoBalls(p, 4);
    case 'COCKFIGHT':
      return motifs.rooster(p);
    default:
      return motifs.star(p);
  }
}

/** The card behind the motif: the game's two colours, one of four textures, a soft glow. */
function backdrop(p) {
  const texture = p.pick(['rings', 'dots', 'rays', 'stripes']);
  let layer;
  let defs = '';
  if (texture === 'rings') {
    layer = `<circle cx="120" cy="120" r="100" fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="18"/><circle cx="120" cy="120" r="58" fill="none" stroke="#fff" stroke-opacity=".05" stroke-width="14"/>`;
  } else if (texture === 'dots') {
    defs = `<pattern id="t" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="2" fill="#fff" fill-opacity=".12"/></pattern>`;
    layer = `<rect width="240" height="240" rx="28" fill="url(#t)"/>`;
  } else if (texture === 'rays') {
    let d = '';
    for (let i = 0; i < 12; i++) {
      const a = (Math.PI / 6) * i;
      const b = a + Math.PI / 14;
      d += `M120 120L${n(120 + 190 * Math.cos(a))} ${n(120 + 190 * Math.sin(a))}L${n(120 + 190 * Math.cos(b))} ${n(120 + 190 * Math.sin(b))}Z`;
    }
    defs = `<clipPath id="c"><rect width="240" height="240" rx="28"/></clipPath>`;
    layer = `<path d="${d}" fill="#fff" fill-opacity=".06" clip-path="url(#c)"/>`;
  } else {
    defs = `<pattern id="t" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="10" height="24" fill="#fff" fill-opacity=".06"/></pattern>`;
    layer = `<rect width="240" height="240" rx="28" fill="url(#t)"/>`;
  }
  return {
    defs: `<linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>${defs}`,
    body: `<rect width="240" height="240" rx="28" fill="url(#b)"/>${layer}<circle cx="120" cy="120" r="92" fill="url(#g)"/>`,
  };
}

export function gameArt(game) {
  const p = paletteOf(game.gameCode);
  const back = backdrop(p);
  const motif = motifOf(game, p);
  const shine = `<path d="M28 0H212A28 28 0 0 1 240 28V70Q120 104 0 70V28A28 28 0 0 1 28 0Z" fill="#fff" fill-opacity=".06"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><defs>${back.defs}</defs>${back.body}${motif}${shine}</svg>\n`;
}

/** `--check`: write nothing, exit 1 if any file differs from what the list draws (for CI). */
async function main() {
  const check = process.argv.includes('--check');
  let demoGames;
  try {
    ({ demoGames } = await import('../apps/server/src/seed/games.ts'));
  } catch (error) {
    console.error('Run with tsx: npx tsx scripts/game-art.mjs');
    throw error;
  }
  await mkdir(outDir, { recursive: true });
  const wanted = new Set();
  const stale = [];
  let largest = 0;
  for (const game of [...demoGames].sort((a, b) => a.gameCode.localeCompare(b.gameCode))) {
    const file = `${game.gameCode}.svg`;
    wanted.add(file);
    const svg = gameArt(game);
    largest = Math.max(largest, Buffer.byteLength(svg));
    const old = await readFile(outDir + file, 'utf8').catch(() => null);
    if (old !== svg) {
      stale.push(file);
      if (!check) await writeFile(outDir + file, svg);
    }
  }
  // Art of games no longer in the list goes (every .svg here is this script's).
  const gone = (await readdir(outDir)).filter((f) => f.endsWith('.svg') && !wanted.has(f));
  if (!check) for (const file of gone) await rm(outDir + file);
  console.log(
    `${wanted.size} games: ${stale.length} ${check ? 'differ' : 'written'}, ${gone.length} ${
      check ? 'not in the list' : 'removed'
    }; largest ${largest} bytes`,
  );
  if (check && stale.length + gone.length > 0) {
    console.error([...stale, ...gone].slice(0, 20).join('\n'));
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
