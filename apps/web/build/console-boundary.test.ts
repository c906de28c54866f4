// The build check that keeps console code out of the player site's chunks (console-boundary.ts).
import { describe, expect, it } from 'vitest';
import { consoleModulesInPlayerChunks, isConsoleModule, type BuiltChunk } from './console-boundary';

const root = '/repo/apps/web';

function chunk(fileName: string, fields: Partial<BuiltChunk>): [string, BuiltChunk] {
  return [fileName, { type: 'chunk', fileName, moduleIds: [], ...fields }];
}

/** A player entry with a lazy page, a console entry, and a chunk both share. */
function bundle(lazyPageModules: string[]): Record<string, BuiltChunk> {
  return Object.fromEntries([
    chunk('assets/index.js', {
      facadeModuleId: `${root}/index.html`,
      moduleIds: [`${root}/src/app/main.tsx`],
      imports: ['assets/shared.js'],
      dynamicImports: ['assets/vip-page.js'],
    }),
    chunk('assets/vip-page.js', { moduleIds: lazyPageModules, imports: ['assets/shared.js'] }),
    chunk('assets/shared.js', { moduleIds: [`${root}/src/lib/api-client.ts`] }),
    chunk('assets/ops.js', {
      facadeModuleId: `${root}/ops.html`,
      moduleIds: [`${root}/src/app/ops-main.tsx`, `${root}/src/features/ops/ops-page.tsx`],
      imports: ['assets/shared.js'],
    }),
    ['assets/ops.css', { type: 'asset', fileName: 'assets/ops.css' }],
  ]);
}

describe('console-boundary', () => {
  it('tells console modules from the rest', () => {
    for (const id of [
      `${root}/src/features/ops/components/operators-section.tsx`,
      `${root}/src/features/ops/ops-page.css`,
      `${root}/src/features/vip/ops-vip-section.tsx`,
      `${root}/src/app/ops-main.tsx`,
      '/repo/packages/contracts/src/account/ops-accounts.ts',
      `${root}/src/features/ops/locales/en.json?import`,
    ]) {
      expect([id, isConsoleModule(id)]).toEqual([id, true]);
    }
    for (const id of [
      `${root}/src/features/vip/vip-page.tsx`,
      `${root}/src/lib/api-client.ts`,
      `${root}/src/features/opsx/thing.ts`,
      `${root}/src/features/social/chat-ops.ts`,
    ]) {
      expect([id, isConsoleModule(id)]).toEqual([id, false]);
    }
  });

  it('passes a build whose player chunks hold no console code', () => {
    expect(consoleModulesInPlayerChunks(bundle([`${root}/src/features/vip/vip-page.tsx`]))).toEqual(
      [],
    );
  });

  it('names the console module in a chunk the player entry only loads lazily', () => {
    const leaks = consoleModulesInPlayerChunks(
      bundle([
        `${root}/src/features/vip/vip-page.tsx`,
        `${root}/src/features/vip/ops-vip-section.tsx`,
      ]),
    );
    expect(leaks).toEqual([`assets/vip-page.js: ${root}/src/features/vip/ops-vip-section.tsx`]);
  });

  it('fails loudly when the player entry is not in the bundle', () => {
    expect(() => consoleModulesInPlayerChunks({})).toThrow(/no chunk for \/index.html/);
  });
});
