// Image captchas: one answer each (the first attempt consumes it), 2 minutes to answer, at most
// one new captcha per second per client IP. Only a hash of the answer is stored.
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { TCaptchaAnswer } from '@wps/contracts/account/fields';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { sweepExpired } from '../../lib/sweep';
import { randomCaptchaText, renderCaptchaPng } from './captcha-image';
import { limitersOf } from './limiters';
import * as q from './verification.queries';
import { takeOrRefuse } from '../../lib/rate-limit';

export const CAPTCHA_TTL_SECONDS = 120;

function answerHash(id: string, answer: string): string {
  // Case-insensitive; the id salts it so equal answers of two captchas differ at rest.
  return createHash('sha256').update(`captcha:${id}:${answer.trim().toUpperCase()}`).digest('hex');
}

export interface IssuedCaptcha {
  id: string;
  image: string;
  expiresInSeconds: number;
}

/**
 * Makes and stores a captcha and returns its answer too. Not rate limited (issueCaptcha is);
 * for tests that need a known answer, and for issueCaptcha itself. Never send `answer` out.
 */
export async function issueCaptchaWithAnswer(
  { db }: Deps,
  _ip?: string,
  now: Date = new Date(),
): Promise<IssuedCaptcha & { answer: string }> {
  const id = randomUUID();
  const answer = randomCaptchaText();
  const image = `data:image/png;base64,${(await renderCaptchaPng(answer)).toString('base64')}`;
  await sweepExpired(db, 'captchas', now, () => q.deleteExpiredCaptchas(db, now));
  await q.insertCaptcha(db, {
    id,
    answerHash: answerHash(id, answer),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
  });
  return { id, image, expiresInSeconds: CAPTCHA_TTL_SECONDS, answer };
}

/** GET /wps/captcha: a new captcha, at most one per second per client IP. */
export async function issueCaptcha(deps: Deps, ip: string): Promise<IssuedCaptcha> {
  await takeOrRefuse(limitersOf(deps).captcha, ip, 'At most one new captcha per second.');
  const { answer: _answer, ...captcha } = await issueCaptchaWithAnswer(deps, ip);
  return captcha;
}

/**
 * Checks a captcha answer and consumes the captcha whatever the outcome: one attempt each.
 * Throws CAPTCHA_REQUIRED when none was given, CAPTCHA_INVALID when wrong, expired or unknown.
 */
export async function checkCaptcha(
  { db }: Deps,
  answer: TCaptchaAnswer | undefined,
  now: Date = new Date(),
): Promise<void> {
  if (!answer) throw new AppError('CAPTCHA_REQUIRED', 'Answer the captcha.', 'body.captcha');
  const row = await q.takeCaptcha(db, answer.id);
  const given = Buffer.from(answerHash(answer.id, answer.answer), 'hex');
  const ok =
    row !== null &&
    row.expiresAt.getTime() > now.getTime() &&
    timingSafeEqual(given, Buffer.from(row.answerHash, 'hex'));
  if (!ok) {
    throw new AppError(
      'CAPTCHA_INVALID',
      'The captcha answer is wrong or the captcha expired; load a new one.',
      'body.captcha',
    );
  }
}
