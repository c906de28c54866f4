// The web calls endpoints (method and path) instead of contract objects, to keep zod out of the
// first load; these checks keep each endpoint equal to its contract.
import { expect, it } from 'vitest';

interface MethodAndPath {
  method: string;
  path: string;
}

/**
 * Inside a describe: each endpoint equals its contract, and, given the module that declares the
 * endpoints, that none of them is left out of the pairs.
 */
export function itMatchesContracts(
  pairs: readonly (readonly [MethodAndPath, MethodAndPath])[],
  module?: Record<string, unknown>,
) {
  if (module) {
    it('lists every endpoint the module declares', () => {
      expect(pairs).toHaveLength(Object.keys(module).length);
    });
  }
  it.each(pairs.map(([endpoint, contract]) => [contract.path, endpoint, contract] as const))(
    '%s matches its contract',
    (_path, endpoint, contract) => {
      expect({ method: endpoint.method, path: endpoint.path }).toEqual({
        method: contract.method,
        path: contract.path,
      });
    },
  );
}
