import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeCsLink, encodeCsLink, isCsLinkTarget } from './cs-link';

// What isCsLinkTarget refuses anywhere in a link; the property test strips it from raw text.
// eslint-disable-next-line no-control-regex -- control characters are the point
const refusedInLink = /[\s\u0000-\u001f\u007f\\]/g;

describe('customer-service link', () => {
  it('round-trips a site path and an https address', () => {
    for (const link of ['/helpmc#contact', 'https://t.me/royalwin_support?start=1']) {
      const path = encodeCsLink(link, 'k3Xq9LmZ');
      expect(path.endsWith('k3Xq9LmZ')).toBe(true);
      expect(path).not.toContain(link);
      expect(decodeCsLink(path)).toBe(link);
    }
  });

  it('round-trips any https link with any key, including non-ASCII text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.stringMatching(/^[A-Za-z0-9]{8}$/),
        (tail, key) => {
          const link = `https://chat.royalwin.example/${encodeURIComponent(tail)}#${tail.replace(refusedInLink, '')}`;
          expect(decodeCsLink(encodeCsLink(link, key))).toBe(link);
        },
      ),
    );
  });

  it('gives a different path for a different key', () => {
    expect(encodeCsLink('/helpmc', 'AAAAAAAA')).not.toBe(encodeCsLink('/helpmc', 'BBBBBBBB'));
  });

  it('refuses a bad key or a dangerous link when encoding', () => {
    expect(() => encodeCsLink('/helpmc', 'short')).toThrow();
    expect(() => encodeCsLink('/helpmc', 'with spc')).toThrow();
    expect(() => encodeCsLink('javascript:alert(1)', 'k3Xq9LmZ')).toThrow();
  });

  it('answers null for malformed paths', () => {
    expect(decodeCsLink('')).toBeNull();
    expect(decodeCsLink('k3Xq9LmZ')).toBeNull();
    expect(decodeCsLink('abc!def' + 'k3Xq9LmZ')).toBeNull();
    expect(decodeCsLink('A' + 'k3Xq9LmZ')).toBeNull(); // one base64 character is never whole bytes
    expect(decodeCsLink(encodeCsLink('/helpmc', 'k3Xq9LmZ').slice(0, -1) + '!')).toBeNull();
  });

  it('answers null when the decoded link points somewhere refused', () => {
    // Built by hand, since encodeCsLink refuses these: the decoder must refuse them too.
    const key = 'k3Xq9LmZ';
    const keyBytes = new TextEncoder().encode(key);
    const forge = (link: string) => {
      const bytes = new TextEncoder().encode(link).map((b, i) => b ^ keyBytes[i % 8]!);
      const b64 = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      return b64 + key;
    };
    expect(decodeCsLink(forge('/helpmc'))).toBe('/helpmc');
    expect(decodeCsLink(forge('javascript:alert(1)'))).toBeNull();
    expect(decodeCsLink(forge('//evil.example/'))).toBeNull();
    expect(decodeCsLink(forge('data:text/html,<script>1</script>'))).toBeNull();
  });

  it('accepts only http(s) addresses and paths on this site as targets', () => {
    expect(isCsLinkTarget('/helpmc#contact')).toBe(true);
    expect(isCsLinkTarget('https://t.me/x')).toBe(true);
    expect(isCsLinkTarget('//evil.example')).toBe(false);
    expect(isCsLinkTarget('/\\evil')).toBe(false);
    expect(isCsLinkTarget('ftp://x.example')).toBe(false);
    expect(isCsLinkTarget('help')).toBe(false);
  });
});
