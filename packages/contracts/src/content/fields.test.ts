// Plain text fields: what a person types passes, Burmese with its stacked marks included; control
// characters, lone surrogates and bidirectional overrides (text that reads other than it is) fail.
import { describe, expect, it } from 'vitest';
import { ZPlainLine, ZPlainText } from './fields';

const line = ZPlainLine(120);
const text = ZPlainText(140);

describe('plain text fields', () => {
  it('take ordinary text in any of the site languages, and marks that mixed text needs', () => {
    for (const value of ['Mya Mya 09 7000 1234', 'ငွေသွင်းခြင်း နှေးသည်', 'a\u200eb', '中文 ไทย']) {
      expect(line.safeParse(value).success, value).toBe(true);
      expect(text.safeParse(value).success, value).toBe(true);
    }
    expect(text.safeParse('two\nlines').success).toBe(true);
    expect(line.safeParse('two\nlines').success).toBe(false);
  });

  it('refuse control characters, lone surrogates and bidirectional overrides or isolates', () => {
    for (const value of [
      'ab\u0000cd',
      'ab\u0007',
      'x\ud800y',
      'moc.\u202eliam',
      'a\u2066b\u2069',
    ]) {
      expect(line.safeParse(value).success, JSON.stringify(value)).toBe(false);
      expect(text.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});
