// The fairness panel of a built-in game's table, once the table knows its seed.
import { FairnessPanel } from './fairness-panel';
import type { HouseTable } from './use-house-table';

export function HouseFairness({ table, busy }: { table: HouseTable; busy: boolean }) {
  if (!table.seed) return null;
  return (
    <FairnessPanel
      seed={table.seed}
      rounds={table.rounds}
      onSetClientSeed={table.onSetClientSeed}
      onRotate={table.onRotate}
      busy={busy}
    />
  );
}
