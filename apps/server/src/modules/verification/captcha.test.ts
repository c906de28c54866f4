// Image captchas: GET /wps/captcha and the check every form uses (checkCaptcha).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../db/schema/accounts';
import { countRows } from '../../../test/db-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PNG } from 'pngjs';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  CAPTCHA_ZOOM,
  randomCaptchaText,
  renderCaptchaPng,
  renderCaptchaSvg,
} from './captcha-image';
import { checkCaptcha, issueCaptchaWithAnswer } from './captcha.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

let lastOctet = 0;
const nextIp = () => `10.20.0.${(lastOctet += 1)}`;

const getCaptcha = (ip = nextIp()) =>
  t.call({ method: 'GET', url: '/wps/captcha', remoteAddress: ip });

/** The thrown AppError's code and field, or null when it did not throw. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
    return null;
  } catch (error) {
    const e = error as { code: string; field?: string };
    return { code: e.code, field: e.field };
  }
}

/** The chunk types of a PNG, in order (each chunk: length, type, data, CRC). */
function chunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    types.push(png.toString('latin1', at + 4, at + 8));
  }
  return types;
}

/** The PNG behind a data URL. */
function pngOf(image: string): Buffer {
  expect(image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
  return Buffer.from(image.slice('data:image/png;base64,'.length), 'base64');
}

/**
 * A program's first try at a raster captcha, the pixel form of the trick that read the old SVG
 * (each glyph its own colour): group the dark pixels by colour and count the groups that are
 * glyph-sized, i.e. narrower than half the picture. Returns how many glyphs it thinks it found.
 */
function glyphsByColour(png: Buffer): number {
  const { width, height, data } = PNG.sync.read(png);
  const groups = new Map<string, { n: number; minX: number; maxX: number }>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (0.3 * r + 0.59 * g + 0.11 * b > 110) continue;
      const key = `${r >> 4},${g >> 4},${b >> 4}`;
      const group = groups.get(key) ?? { n: 0, minX: x, maxX: x };
      group.n += 1;
      group.minX = Math.min(group.minX, x);
      group.maxX = Math.max(group.maxX, x);
      groups.set(key, group);
    }
  }
  return [...groups.values()].filter((g) => g.n >= 150 && g.maxX - g.minX < width / 2).length;
}

describe('GET /wps/captcha', () => {
  it('answers an id, a PNG picture and a 2-minute expiry, and stores a hash', async () => {
    const res = await getCaptcha();
    expect(res.status).toBe(200);
    const { id, image, expiresInSeconds } = res.body.value;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(expiresInSeconds).toBe(120);
    const png = pngOf(image);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    const decoded = PNG.sync.read(png);
    expect([decoded.width, decoded.height]).toEqual([
      CAPTCHA_WIDTH * CAPTCHA_ZOOM,
      CAPTCHA_HEIGHT * CAPTCHA_ZOOM,
    ]);
    expect(png.length).toBeGreaterThan(2_000);
    expect(png.length).toBeLessThan(40_000);
    const [row] = await t.deps.db.select().from(captchas).where(eq(captchas.id, id));
    expect(row!.answerHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = row!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(100_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });

  it('sends pixels only: no SVG, no text chunks, nothing beside the picture', async () => {
    const res = await getCaptcha();
    expect(Object.keys(res.body.value).sort()).toEqual(['expiresInSeconds', 'id', 'image']);
    for (let i = 0; i < 10; i++) {
      const { answer, image } = await issueCaptchaWithAnswer(t.deps, nextIp());
      expect(answer).toMatch(/^[ACEFGHJKLMNPRTUVWXY2345679]{4,5}$/);
      const png = pngOf(image);
      expect(png.toString('latin1')).not.toMatch(/<svg|<path|stroke|<text/i);
      // Only the header, the pixel data and the end: no tEXt, iTXt or zTXt chunk to carry words.
      // (The compressed pixels and their base64 are not searched for the answer: as random-looking
      // bytes they hold any 4 letters now and then by chance.)
      expect(new Set(chunkTypes(png))).toEqual(new Set(['IHDR', 'IDAT', 'IEND']));
    }
    const text = randomCaptchaText();
    expect((await renderCaptchaPng(text)).equals(await renderCaptchaPng(text))).toBe(false);
  });

  it('gives glyphs no colour or width of their own: reading by colour finds no glyphs', async () => {
    for (let i = 0; i < 5; i++) {
      // Before rasterising: every stroke is in the one ink, glyphs and the lines through them.
      const svg = renderCaptchaSvg(randomCaptchaText());
      const inks = new Set([...svg.matchAll(/stroke="([^"]+)"/g)].map((m) => m[1]));
      expect(inks.size).toBe(1);
      // After: the picture a program gets.
      const { answer, image } = await issueCaptchaWithAnswer(t.deps, nextIp());
      expect(glyphsByColour(pngOf(image))).toBeLessThan(answer.length);
    }
  });

  it('uses no ambiguous characters (0/O, 1/I/l) and draws every character it uses', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1Il]/);
    for (const char of CAPTCHA_ALPHABET) {
      expect(() => renderCaptchaSvg(char.repeat(4))).not.toThrow();
    }
  });

  it('gives one captcha per second per address (429), others are not held up', async () => {
    const ip = nextIp();
    expect((await getCaptcha(ip)).status).toBe(200);
    const before = await countRows(t, captchas);
    const again = await getCaptcha(ip);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('TOO_MANY_REQUESTS');
    expect(await countRows(t, captchas)).toBe(before);
    expect((await getCaptcha(nextIp())).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await getCaptcha(ip)).status).toBe(200);
  });

  it('refuses a query string it does not know', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/wps/captcha?answer=1',
      remoteAddress: nextIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', field: 'query.answer' });
  });
});

describe('checkCaptcha', () => {
  it('accepts the right answer once, in any case and with spaces around it', async () => {
    const { id, answer } = await issueCaptchaWithAnswer(t.deps, nextIp());
    await expect(
      checkCaptcha(t.deps, { id, answer: ` ${answer.toLowerCase()} ` }),
    ).resolves.toBeUndefined();
    expect(await refusal(checkCaptcha(t.deps, { id, answer }))).toEqual({
      code: 'CAPTCHA_INVALID',
      field: 'body.captcha',
    });
  });

  it('consumes the captcha on a wrong answer: the right one afterwards is refused', async () => {
    const { id, answer } = await issueCaptchaWithAnswer(t.deps, nextIp());
    const wrong = answer === 'AAAA' ? 'CCCC' : 'AAAA';
    expect(await refusal(checkCaptcha(t.deps, { id, answer: wrong }))).toEqual({
      code: 'CAPTCHA_INVALID',
      field: 'body.captcha',
    });
    expect((await refusal(checkCaptcha(t.deps, { id, answer })))!.code).toBe('CAPTCHA_INVALID');
    expect(await t.deps.db.select().from(captchas).where(eq(captchas.id, id))).toEqual([]);
  });

  it('refuses an expired captcha', async () => {
    const { id, answer } = await issueCaptchaWithAnswer(t.deps, nextIp());
    await t.deps.db
      .update(captchas)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(captchas.id, id));
    expect((await refusal(checkCaptcha(t.deps, { id, answer })))!.code).toBe('CAPTCHA_INVALID');
  });

  it('refuses an unknown id, and asks for a captcha when none is given', async () => {
    const unknown = { id: '00000000-0000-4000-8000-000000000000', answer: 'ACEF' };
    expect((await refusal(checkCaptcha(t.deps, unknown)))!.code).toBe('CAPTCHA_INVALID');
    expect(await refusal(checkCaptcha(t.deps, undefined))).toEqual({
      code: 'CAPTCHA_REQUIRED',
      field: 'body.captcha',
    });
  });

  it('lets only one of two simultaneous right answers through', async () => {
    const { id, answer } = await issueCaptchaWithAnswer(t.deps, nextIp());
    const results = await Promise.all([
      refusal(checkCaptcha(t.deps, { id, answer })),
      refusal(checkCaptcha(t.deps, { id, answer })),
    ]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
  });
});
