// The build's check that the player site carries no console code: every chunk the player entry
// (index.html) can load, statically or lazily, is walked, and a console module in any of them
// fails the build (docs/decisions.md, i20-ops-a).
import type { Plugin } from 'vite';

/** What the walk needs of a built chunk (Rolldown's output chunk has these fields). */
export interface BuiltChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  moduleIds?: readonly string[];
  imports?: readonly string[];
  dynamicImports?: readonly string[];
}

/**
 * Console code: the console feature (src/features/ops/), its entry (src/app/ops-main.tsx) and
 * the console screens other features keep beside their player pages (ops-*.tsx).
 */
export function isConsoleModule(id: string): boolean {
  const path = id.split('?')[0]!.replaceAll('\\', '/');
  return path.includes('/src/features/ops/') || /\/src\/.*\/ops-[^/]*$/.test(path);
}

/** Every chunk reachable from the chunk whose facade is `entry` (an absolute path's ending). */
function reachableFrom(bundle: Record<string, BuiltChunk>, entry: string): BuiltChunk[] {
  const start = Object.values(bundle).find(
    (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(entry),
  );
  if (!start) throw new Error(`console-boundary: no chunk for ${entry}`);
  const seen = new Set<string>();
  const queue = [start.fileName];
  while (queue.length > 0) {
    const fileName = queue.pop()!;
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') continue;
    seen.add(fileName);
    queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  return [...seen].map((f) => bundle[f]!);
}

/** "chunk: module" for each console module in a chunk the player entry can load. */
export function consoleModulesInPlayerChunks(
  bundle: Record<string, BuiltChunk>,
  playerEntry = '/index.html',
): string[] {
  return reachableFrom(bundle, playerEntry).flatMap((chunk) =>
    (chunk.moduleIds ?? []).filter(isConsoleModule).map((id) => `${chunk.fileName}: ${id}`),
  );
}

export function consoleBoundary(): Plugin {
  return {
    name: 'console-boundary',
    apply: 'build',
    generateBundle(_options, bundle) {
      const leaks = consoleModulesInPlayerChunks(bundle as Record<string, BuiltChunk>);
      if (leaks.length > 0) {
        this.error(`The player site's chunks hold console code:\n${leaks.join('\n')}`);
      }
    },
  };
}
