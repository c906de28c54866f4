// Demo data for a fresh database: a believable site out of the box. Runs once per database
// (marked by the setting 'seed.demo'); operator edits afterwards are never overwritten.
import type { Deps } from '../deps';
import { readSetting, writeSetting } from '../modules/settings/settings.queries';
import { z } from 'zod';
import { settingsSeed } from './settings';
import { contentSeed } from './content';

const SEED_KEY = 'seed.demo';
/** Bump when new demo data is added; each step runs once, in order. */
const steps: Array<{ version: number; run: (deps: Deps) => Promise<void> }> = [
  settingsSeed,
  contentSeed,
];

export async function seedDemoData(deps: Deps): Promise<void> {
  const done = await readSetting(deps.db, SEED_KEY, z.number().int(), 0);
  for (const step of steps.filter((s) => s.version > done)) {
    await deps.db.transaction(async (tx) => {
      await step.run({ ...deps, db: tx });
      await writeSetting(tx, SEED_KEY, step.version, null);
    });
    deps.log.info({ version: step.version }, 'demo data loaded');
  }
}
