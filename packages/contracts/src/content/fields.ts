// Field schemas the content contracts share: plain text, per-language texts, site paths, ids.
import { z } from 'zod';
import { ZLanguage } from '../http';

// C0 controls other than tab and line breaks, DEL, C1 controls, lone surrogates, and the
// bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069): PostgreSQL cannot
// store NUL at all; an override makes text read differently from what it is ("moc.liam" shown
// as "mail.com" in the console); the rest only ever arrive by mistake or as an attack. The
// left-to-right and right-to-left marks (U+200E, U+200F) stay: mixed text needs them.
const FORBIDDEN_IN_TEXT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|\p{Cs}/u;

/** Text that may span lines (blank lines separate paragraphs); shown as text, never as HTML. */
export const ZPlainText = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((s) => !FORBIDDEN_IN_TEXT.test(s), 'control characters are not allowed');

/** One line of text: a title or a name. */
export const ZPlainLine = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine(
      (s) => !FORBIDDEN_IN_LINE.test(s),
      'line breaks and control characters are not allowed',
    );

/** One text per language file; EN is required because every other language falls back to it. */
export const ZTexts = (text: z.ZodType<string>) =>
  z
    .partialRecord(ZLanguage, text)
    .refine((t) => t.EN !== undefined, { message: 'EN is required', path: ['EN'] });

/** A map of texts as stored and as operators read it back. */
export const ZTextsOut = z.partialRecord(ZLanguage, z.string());

/** An image shipped with the site, e.g. "/banners/w_home-1.svg": the CSP allows no other origin. */
export const ZImagePath = z
  .string()
  .trim()
  .max(300)
  .regex(
    /^\/(?!\/)[A-Za-z0-9._~/-]+\.(svg|png|jpe?g|webp)$/,
    'a path on this site ending in .svg, .png, .jpg or .webp',
  )
  .refine((s) => !s.includes('..') && !s.includes('//'), 'a path on this site');

// Link checks live in a module without zod: the web's first load uses them (cs-link) and zod
// would add ~28 kB gzip to it. Re-exported so existing imports keep working.
export { isHttpsUrl, isSitePath } from './link-rules';

/** A row id in a path, e.g. /ops/api/notices/12. */
export const ZIdParams = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, 'a positive whole number')
    .transform(Number)
    .pipe(z.number().int().max(2_147_483_647)),
});

/**
 * The days any date in a request may name. PostgreSQL's dates start at 4713 BC and JavaScript's
 * at 271821 BC, but year 0 is neither's (PostgreSQL refuses it: a 500), and no record, report
 * or schedule of this site reaches outside these years.
 */
export const EARLIEST_DAY = '2000-01-01';
export const LATEST_DAY = '2100-12-31';
const EARLIEST_MS = Date.parse(`${EARLIEST_DAY}T00:00:00Z`);
const AFTER_LATEST_MS = Date.parse(`${LATEST_DAY}T00:00:00Z`) + 86_400_000;
const inRange = `from ${EARLIEST_DAY} to ${LATEST_DAY}`;

/** A calendar day, yyyy-MM-dd (2025-02-30 is none), from EARLIEST_DAY to LATEST_DAY. */
export const ZDay = z.iso
  .date()
  .refine((s) => s >= EARLIEST_DAY && s <= LATEST_DAY, `a day ${inRange}`);

/** A moment with its offset (ISO 8601), from EARLIEST_DAY to LATEST_DAY in UTC. */
export const ZIsoTime = z.iso.datetime({ offset: true }).refine((s) => {
  const ms = Date.parse(s);
  return ms >= EARLIEST_MS && ms < AFTER_LATEST_MS;
}, `a time ${inRange}`);

/** A live window ends after it starts. */
export function endsAfterStart(w: { startsAt: string; endsAt: string | null }): boolean {
  return w.endsAt === null || Date.parse(w.endsAt) > Date.parse(w.startsAt);
}
