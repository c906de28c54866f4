// Every language file carries every key of the EN file, with the same placeholders; MY is
// written in Burmese script.
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import my from './locales/my.json';
import cn from './locales/cn.json';
import id from './locales/id.json';
import th from './locales/th.json';
import ty from './locales/ty.json';
import vi from './locales/vi.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const reference = flatten(en as unknown as Tree);

describe.each([
  ['MY', my],
  ['CN', cn],
  ['ID', id],
  ['TH', th],
  ['TY', ty],
  ['VI', vi],
])('%s language file', (_name, file) => {
  const entries = flatten(file as unknown as Tree);

  it('has exactly the keys of EN', () => {
    expect([...entries.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it('keeps every placeholder of EN', () => {
    for (const [key, text] of reference) {
      expect(placeholders(entries.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});

describe('the MY file', () => {
  it('is Burmese outside the operators’ console', () => {
    const burmese = /[\u1000-\u109F]/;
    const english = [...flatten(my as unknown as Tree)].filter(
      ([key, text]) => !key.startsWith('ops.') && /[a-z]{4,}/i.test(text) && !burmese.test(text),
    );
    // Brand and product names stay in Latin letters.
    const allowed =
      /(Royal Win|Telegram|Facebook|WhatsApp|Viber|LINE|WeChat|KBZPay|WavePay|AYA Pay|CB Pay|Visa|Mastercard|iOS|Android|PAGCOR|GLI|iTech|BMM)/;
    expect(english.filter(([, text]) => !allowed.test(text))).toEqual([]);
  });
});
