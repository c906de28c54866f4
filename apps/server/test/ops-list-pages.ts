// The checks every paged console list gets (issue 20: every list pages on the server): its pages
// cover the whole list in the list's order with the right total and page count, and a page or
// size out of bounds is refused with 400 VALIDATION_FAILED and changes nothing.
import { expect } from 'vitest';
import { tableFingerprints } from './db-rows';
import type { TestApp } from './test-app';

export interface ListPage<T> {
  items: T[];
  total: number;
  totalPages: number;
}

export async function readPage<T>(
  t: TestApp,
  url: string,
  token: string,
  query = '',
): Promise<ListPage<T>> {
  const res = await t.call({ method: 'GET', url: `${url}?${query}`, token });
  expect(res.status, `${url}?${query}`).toBe(200);
  return res.body.value as ListPage<T>;
}

/**
 * Reads the list a page of 100 at a time, checks it comes in `inOrder`'s order, and checks that
 * the default page (15), a small page and a page past the end are the right slices of it, with
 * the total and page count. The list must hold at least 4 rows. Answers the whole list.
 */
export async function expectListPages<T>(
  t: TestApp,
  url: string,
  token: string,
  inOrder: (a: T, b: T) => number,
): Promise<T[]> {
  const all: T[] = [];
  const first = await readPage<T>(t, url, token, 'pageSize=100');
  all.push(...first.items);
  for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) {
    all.push(...(await readPage<T>(t, url, token, `pageNo=${pageNo}&pageSize=100`)).items);
  }
  expect(all.length).toBeGreaterThanOrEqual(4);
  expect(first.total).toBe(all.length);
  expect(all).toEqual([...all].sort(inOrder));

  const byDefault = await readPage<T>(t, url, token);
  expect(byDefault).toEqual({
    items: all.slice(0, 15),
    total: all.length,
    totalPages: Math.ceil(all.length / 15),
  });
  const second = await readPage<T>(t, url, token, 'pageNo=2&pageSize=2');
  expect(second).toEqual({
    items: all.slice(2, 4),
    total: all.length,
    totalPages: Math.ceil(all.length / 2),
  });
  expect(await readPage<T>(t, url, token, 'pageNo=10000')).toEqual({
    items: [],
    total: all.length,
    totalPages: Math.ceil(all.length / 15),
  });
  return all;
}

/** Pages and sizes outside 1..10,000 and 1..100 (or not whole numbers): 400, nothing changed. */
export async function expectPageBoundsRefused(t: TestApp, url: string, token: string) {
  const before = await tableFingerprints(t);
  for (const query of [
    'pageNo=0',
    'pageNo=10001',
    'pageNo=x',
    'pageSize=0',
    'pageSize=101',
    'pageSize=1.5',
  ]) {
    const res = await t.call({ method: 'GET', url: `${url}?${query}`, token });
    expect(res.status, query).toBe(400);
    expect(res.body.code, query).toBe('VALIDATION_FAILED');
  }
  expect(await tableFingerprints(t)).toEqual(before);
}

/** Compares rows by their keys in turn, as ORDER BY does (numbers and C-ordered strings). */
export function byKeys<T>(...keys: ((row: T) => number | string)[]) {
  return (a: T, b: T): number => {
    for (const key of keys) {
      const x = key(a);
      const y = key(b);
      if (x < y) return -1;
      if (x > y) return 1;
    }
    return 0;
  };
}
