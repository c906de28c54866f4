// Draws a captcha as a PNG. The characters come from a small stroke font of our own (polylines on
// a 10 x 14 grid); every point is jittered, every glyph scaled, rotated and skewed, then the whole
// picture is bent by one random smooth warp (glyphs and lines alike) and rasterised by resvg.
// Glyphs, the lines and arcs drawn through them and the speckle share one ink colour and
// the same range of stroke widths, so neither colour nor width tells a glyph from the noise, and
// only pixels leave the server: nothing in the answer spells the characters.
import { randomInt } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';

type Stroke = Array<[number, number]>;

/** No 0/O/Q/D-like pairs, no 1/I/l, no 2/Z, 5/S, 8/B: what a person reads unambiguously. */
export const CAPTCHA_ALPHABET = 'ACEFGHJKLMNPRTUVWXY2345679';

// prettier-ignore
const font: Record<string, Stroke[]> = {
  A: [[[0, 14], [5, 0], [10, 14]], [[2.5, 8], [7.5, 8]]],
  C: [[[10, 2], [7, 0], [3, 0], [0, 3], [0, 11], [3, 14], [7, 14], [10, 12]]],
  E: [[[10, 0], [0, 0], [0, 14], [10, 14]], [[0, 7], [7, 7]]],
  F: [[[10, 0], [0, 0], [0, 14]], [[0, 7], [7, 7]]],
  G: [[[10, 2], [7, 0], [3, 0], [0, 3], [0, 11], [3, 14], [7, 14], [10, 11], [10, 8], [6, 8]]],
  H: [[[0, 0], [0, 14]], [[10, 0], [10, 14]], [[0, 7], [10, 7]]],
  J: [[[10, 0], [10, 11], [7, 14], [3, 14], [0, 11]]],
  K: [[[0, 0], [0, 14]], [[10, 0], [0, 8]], [[3, 6], [10, 14]]],
  L: [[[0, 0], [0, 14], [10, 14]]],
  M: [[[0, 14], [0, 0], [5, 8], [10, 0], [10, 14]]],
  N: [[[0, 14], [0, 0], [10, 14], [10, 0]]],
  P: [[[0, 14], [0, 0], [7, 0], [10, 3], [10, 5], [7, 8], [0, 8]]],
  R: [[[0, 14], [0, 0], [7, 0], [10, 3], [10, 5], [7, 8], [0, 8]], [[5, 8], [10, 14]]],
  T: [[[0, 0], [10, 0]], [[5, 0], [5, 14]]],
  U: [[[0, 0], [0, 11], [3, 14], [7, 14], [10, 11], [10, 0]]],
  V: [[[0, 0], [5, 14], [10, 0]]],
  W: [[[0, 0], [2, 14], [5, 6], [8, 14], [10, 0]]],
  X: [[[0, 0], [10, 14]], [[10, 0], [0, 14]]],
  Y: [[[0, 0], [5, 7], [10, 0]], [[5, 7], [5, 14]]],
  '2': [[[0, 3], [3, 0], [7, 0], [10, 3], [10, 5], [0, 14], [10, 14]]],
  '3': [[[0, 1], [3, 0], [8, 0], [10, 2], [10, 5], [7, 7], [3, 7]], [[7, 7], [10, 9], [10, 12], [8, 14], [3, 14], [0, 13]]],
  '4': [[[8, 14], [8, 0], [0, 10], [10, 10]]],
  '5': [[[10, 0], [1, 0], [0, 6], [6, 5], [10, 8], [10, 11], [7, 14], [3, 14], [0, 12]]],
  '6': [[[9, 1], [6, 0], [3, 0], [0, 4], [0, 11], [3, 14], [7, 14], [10, 11], [10, 9], [7, 7], [3, 7], [0, 9]]],
  '7': [[[0, 0], [10, 0], [4, 14]]],
  '9': [[[10, 5], [7, 7], [3, 7], [0, 5], [0, 3], [3, 0], [7, 0], [10, 3], [10, 10], [7, 14], [3, 14], [1, 13]]],
};

export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 56;
/** Pixels per unit: the PNG is 320 x 112, sharp on a phone's screen. */
export const CAPTCHA_ZOOM = 2;

/** A uniform random number in [min, max), from the cryptographic generator. */
function rand(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

const f = (n: number) => n.toFixed(1);

/** One picture's colours: a light paper, and one dark ink for everything a reader must tell apart. */
interface Palette {
  paper: string;
  ink: string;
}

function palette(): Palette {
  const hue = randomInt(0, 360);
  return {
    paper: `hsl(${randomInt(0, 360)},${randomInt(20, 50)}%,${randomInt(88, 95)}%)`,
    ink: `hsl(${hue},${randomInt(35, 70)}%,${randomInt(16, 30)}%)`,
  };
}

/** A glyph stroke's width; the lines through the glyphs overlap its range. */
const glyphWidth = () => f(rand(2.2, 3.4));
const lineWidth = () => f(rand(1.5, 2.6));

/** A polyline as a path of quadratic curves whose control points wander off the straight line. */
function wobblyPath(points: Array<[number, number]>, wobble: number): string {
  let d = `M${f(points[0]![0])} ${f(points[0]![1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    const cx = (x0 + x1) / 2 + rand(-wobble, wobble);
    const cy = (y0 + y1) / 2 + rand(-wobble, wobble);
    d += `Q${f(cx)} ${f(cy)} ${f(x1)} ${f(y1)}`;
  }
  return d;
}

/** A smooth random displacement of the plane: a few sine waves with random phases. */
type Warp = (point: [number, number]) => [number, number];

function randomWarp(): Warp {
  const waves = Array.from({ length: 3 }, () => ({
    kx: rand(0.02, 0.07),
    ky: rand(0.03, 0.1),
    phase: rand(0, 2 * Math.PI),
    ax: rand(0.8, 2),
    ay: rand(1.5, 3.5),
  }));
  return ([x, y]) => {
    let dx = 0;
    let dy = 0;
    for (const w of waves) {
      dx += w.ax * Math.sin(w.ky * y + w.phase);
      dy += w.ay * Math.sin(w.kx * x + w.phase);
    }
    return [x + dx, y + dy];
  };
}

/** The polyline cut into pieces of at most `step` units, so the warp bends long segments too. */
function subdivide(points: Array<[number, number]>, step = 4): Array<[number, number]> {
  const out: Array<[number, number]> = [points[0]!];
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!;
    const [x1, y1] = points[i]!;
    const pieces = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let p = 1; p <= pieces; p++) {
      out.push([x0 + ((x1 - x0) * p) / pieces, y0 + ((y1 - y0) * p) / pieces]);
    }
  }
  return out;
}

function glyphPaths(
  char: string,
  originX: number,
  maxScale: number,
  ink: string,
  warp: Warp,
): string[] {
  const strokes = font[char];
  if (!strokes) throw new Error(`no glyph for ${char}`);
  const scale = rand(maxScale - 0.4, maxScale);
  const angle = (rand(-25, 25) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const centreX = originX + rand(-2, 2);
  const centreY = CAPTCHA_HEIGHT / 2 + rand(-4, 4);
  const skew = rand(-0.3, 0.3);
  return strokes.map((line) => {
    const points = line.map(([gx, gy]): [number, number] => {
      // Jitter on the grid, centre the glyph, skew, scale, rotate, move into place.
      const x = (gx + rand(-0.7, 0.7) - 5 + skew * (gy - 7)) * scale;
      const y = (gy + rand(-0.7, 0.7) - 7) * scale;
      return [centreX + x * cos - y * sin, centreY + x * sin + y * cos];
    });
    const bent = subdivide(points).map(warp);
    // Each stroke its own width: width does not group a glyph's strokes either.
    return `<path d="${wobblyPath(bent, 1)}" stroke="${ink}" stroke-width="${glyphWidth()}"/>`;
  });
}

/** Lines and arcs across the text band, in the ink and at the glyphs' widths. */
function crossingPaths(ink: string, warp: Warp): string[] {
  const paths: string[] = [];
  const band = () => rand(CAPTCHA_HEIGHT * 0.3, CAPTCHA_HEIGHT * 0.7);
  for (let i = 0, n = randomInt(1, 3); i < n; i++) {
    const points: Array<[number, number]> = [];
    const steps = randomInt(3, 6);
    // From near one edge to near the other, so every line crosses several glyphs.
    const from = rand(0, 30);
    const to = rand(CAPTCHA_WIDTH - 30, CAPTCHA_WIDTH);
    for (let s = 0; s <= steps; s++) points.push([from + ((to - from) * s) / steps, band()]);
    paths.push(
      `<path d="${wobblyPath(subdivide(points, 8).map(warp), 4)}" stroke="${ink}" ` +
        `stroke-width="${lineWidth()}"/>`,
    );
  }
  for (let i = 0, n = randomInt(1, 2); i < n; i++) {
    const r = rand(25, 60);
    const x = rand(20, CAPTCHA_WIDTH - 20);
    const y = band();
    const sweep = randomInt(0, 2);
    paths.push(
      `<path d="M${f(x - r)} ${f(y)}A${f(r)} ${f(r * rand(0.4, 0.9))} 0 0 ${sweep} ${f(x + r)} ${f(y)}" ` +
        `stroke="${ink}" stroke-width="${lineWidth()}"/>`,
    );
  }
  return paths;
}

/** Dots of ink (pepper) and of paper (salt) all over: they break strokes and look like strokes. */
function speckle({ ink, paper }: Palette, count: number): string[] {
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = f(rand(0, CAPTCHA_WIDTH));
    const y = f(rand(0, CAPTCHA_HEIGHT));
    const fill = randomInt(0, 3) === 0 ? paper : ink;
    dots.push(`<circle cx="${x}" cy="${y}" r="${f(rand(0.5, 1.4))}" fill="${fill}"/>`);
  }
  return dots;
}

/** Faint shapes behind the text, in other colours, so the background is not one flat colour. */
function backdrop(): string[] {
  const shapes: string[] = [];
  for (let i = 0, n = randomInt(4, 8); i < n; i++) {
    const fill = `hsl(${randomInt(0, 360)},${randomInt(20, 60)}%,${randomInt(70, 86)}%)`;
    shapes.push(
      `<ellipse cx="${f(rand(0, CAPTCHA_WIDTH))}" cy="${f(rand(0, CAPTCHA_HEIGHT))}" ` +
        `rx="${f(rand(6, 30))}" ry="${f(rand(4, 16))}" fill="${fill}" fill-opacity="0.6"/>`,
    );
  }
  return shapes;
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Random characters of the alphabet: 4 or 5 of them. */
export function randomCaptchaText(): string {
  const length = randomInt(4, 6);
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return text;
}

/** The SVG the PNG is rasterised from, for `text` (characters of CAPTCHA_ALPHABET). Never sent. */
export function renderCaptchaSvg(text: string): string {
  const colours = palette();
  const chars = [...text];
  const step = (CAPTCHA_WIDTH - 24) / chars.length;
  const warp = randomWarp();
  const strokes = shuffle([
    ...crossingPaths(colours.ink, warp),
    // Five characters are drawn a little smaller, so neighbours touch but do not pile up.
    ...chars.flatMap((char, i) =>
      glyphPaths(char, 12 + step * (i + 0.5), chars.length > 4 ? 2.05 : 2.4, colours.ink, warp),
    ),
  ]);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" ` +
    `viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${colours.paper}"/>${backdrop().join('')}` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${strokes.join('')}</g>` +
    `${speckle(colours, randomInt(50, 80)).join('')}</svg>`
  );
}

/** The captcha for `text` as a PNG, rasterised off the event loop. */
export async function renderCaptchaPng(text: string): Promise<Buffer> {
  const image = await renderAsync(renderCaptchaSvg(text), {
    // The picture has no text element: loading the system's fonts would only cost time.
    font: { loadSystemFonts: false },
    fitTo: { mode: 'zoom', value: CAPTCHA_ZOOM },
  });
  return image.asPng();
}
