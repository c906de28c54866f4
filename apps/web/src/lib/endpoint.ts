// What a call needs at run time, typed by its contract: the method and the path. Screens on the
// first load call through these instead of the contract objects, whose zod schemas would add
// about 28 kB gzip to the home route (budget: 170 kB). Each endpoint is checked against its
// contract in api/endpoints.test.ts, so the contract stays the one source of truth.
import type { Contract } from '@wps/contracts/http';

export interface Endpoint<C extends Contract> {
  readonly method: C['method'];
  readonly path: string;
  /** Never set: it only carries the contract's request and response types. */
  readonly contract?: C;
}

export function endpoint<C extends Contract>(method: C['method'], path: string): Endpoint<C> {
  return { method, path };
}
