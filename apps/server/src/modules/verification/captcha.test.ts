// Image captchas: GET /wps/captcha and the check every form uses (checkCaptcha).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../db/schema/accounts';
import { countRows } from '../../../test/db-rows';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CAPTCHA_ALPHABET, randomCaptchaText, renderCaptchaSvg } from './captcha-image';
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

function svgOf(image: string): string {
  expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
  return Buffer.from(image.slice('data:image/svg+xml;base64,'.length), 'base64').toString();
}

describe('GET /wps/captcha', () => {
  it('answers an id, an SVG image of paths and a 2-minute expiry, and stores a hash', async () => {
    const res = await getCaptcha();
    expect(res.status).toBe(200);
    const { id, image, expiresInSeconds } = res.body.value;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(expiresInSeconds).toBe(120);
    const svg = svgOf(image);
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path');
    expect(svg).not.toMatch(/<text|<tspan|<use|<font|transform=/i);
    const [row] = await t.deps.db.select().from(captchas).where(eq(captchas.id, id));
    expect(row!.answerHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = row!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(100_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });

  it('never spells the answer in the image source, and draws it differently each time', async () => {
    for (let i = 0; i < 20; i++) {
      const { answer, image } = await issueCaptchaWithAnswer(t.deps, nextIp());
      expect(answer).toMatch(/^[ACEFGHJKLMNPRTUVWXY2345679]{4,5}$/);
      const svg = svgOf(image);
      expect(svg).not.toContain(answer);
      expect(svg).not.toContain(answer.toLowerCase());
    }
    const text = randomCaptchaText();
    expect(renderCaptchaSvg(text)).not.toBe(renderCaptchaSvg(text));
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
