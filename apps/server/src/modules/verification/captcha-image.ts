// Draws a captcha as an SVG of distorted strokes. The characters come from a small stroke font
// of our own (polylines on a 10 x 14 grid); every point is jittered, every glyph scaled, rotated
// and placed in absolute coordinates, drawn as wobbly curves among noise curves and dots. There
// is no <text> and no transform: the SVG source does not spell the answer.
import { randomInt } from 'node:crypto';

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

/** A uniform random number in [min, max), from the cryptographic generator. */
function rand(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

const f = (n: number) => n.toFixed(1);

function colour(): string {
  // Dark enough to read on the light background, varied so colour does not separate the layers.
  return `hsl(${randomInt(0, 360)},${randomInt(40, 80)}%,${randomInt(18, 38)}%)`;
}

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

function glyphPaths(char: string, originX: number, maxScale: number): string[] {
  const strokes = font[char];
  if (!strokes) throw new Error(`no glyph for ${char}`);
  const scale = rand(maxScale - 0.4, maxScale);
  const angle = (rand(-22, 22) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const centreX = originX + rand(-2, 2);
  const centreY = CAPTCHA_HEIGHT / 2 + rand(-4, 4);
  const skew = rand(-0.25, 0.25);
  const width = f(rand(2.2, 3.4));
  const stroke = colour();
  return strokes.map((line) => {
    const points = line.map(([gx, gy]): [number, number] => {
      // Jitter on the grid, centre the glyph, skew, scale, rotate, move into place.
      const x = (gx + rand(-0.7, 0.7) - 5 + skew * (gy - 7)) * scale;
      const y = (gy + rand(-0.7, 0.7) - 7) * scale;
      return [centreX + x * cos - y * sin, centreY + x * sin + y * cos];
    });
    return `<path d="${wobblyPath(points, 2.5)}" stroke="${stroke}" stroke-width="${width}"/>`;
  });
}

function noisePaths(): string[] {
  const paths: string[] = [];
  for (let i = 0, n = randomInt(4, 6); i < n; i++) {
    const points: Array<[number, number]> = [];
    const steps = randomInt(3, 6);
    for (let s = 0; s <= steps; s++) {
      points.push([(CAPTCHA_WIDTH * s) / steps + rand(-10, 10), rand(4, CAPTCHA_HEIGHT - 4)]);
    }
    // Up to nearly as thick as the characters, so stroke width alone does not tell them apart.
    const width = f(rand(0.8, 2.2));
    paths.push(
      `<path d="${wobblyPath(points, 12)}" stroke="${colour()}" stroke-width="${width}"/>`,
    );
  }
  for (let i = 0, n = randomInt(25, 40); i < n; i++) {
    const x = rand(0, CAPTCHA_WIDTH);
    const y = rand(0, CAPTCHA_HEIGHT);
    paths.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rand(0.6, 1.6))}" fill="${colour()}" stroke="none"/>`,
    );
  }
  return paths;
}

/** Random characters of the alphabet: 4 or 5 of them. */
export function randomCaptchaText(): string {
  const length = randomInt(4, 6);
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return text;
}

/** The SVG document for `text` (characters of CAPTCHA_ALPHABET). */
export function renderCaptchaSvg(text: string): string {
  const chars = [...text];
  const step = (CAPTCHA_WIDTH - 24) / chars.length;
  const shapes = [
    ...noisePaths(),
    // Five characters are drawn a little smaller, so neighbours touch but do not pile up.
    ...chars.flatMap((char, i) =>
      glyphPaths(char, 12 + step * (i + 0.5), chars.length > 4 ? 2.05 : 2.4),
    ),
  ];
  // Shuffled, so the order of the shapes in the source says nothing either.
  for (let i = shapes.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [shapes[i], shapes[j]] = [shapes[j]!, shapes[i]!];
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" ` +
    `viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f4f1e8"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${shapes.join('')}</g></svg>`
  );
}
