// Demo data for a fresh database: a believable site out of the box. Runs once per database
// (marked by the setting 'seed.demo'); operator edits afterwards are never overwritten.
import type { Deps } from '../deps';
import { readSetting, writeSetting } from '../modules/settings/settings.queries';
import { z } from 'zod';
import { settingsSeed } from './settings';
import { contentSeed } from './content';
import { accountsSeed } from './accounts';
import { walletsSeed } from './wallets';
import { paymentsSeed } from './payments';
import { gamesSeed } from './games';
import { lotterySeed } from './lottery';
import { loyaltySeed } from './loyalty';
import { agentsSeed } from './agents';
import { promotionsSeed } from './promotions';

const SEED_KEY = 'seed.demo';

export interface SeedStep {
  version: number;
  run: (deps: Deps) => Promise<void>;
}

/**
 * Each step runs once per database, in version order; the versions done are remembered, so a
 * step added later with a lower version still runs on a database seeded before it existed.
 */
export const demoSeedSteps: readonly SeedStep[] = [
  settingsSeed,
  contentSeed,
  accountsSeed,
  walletsSeed,
  paymentsSeed,
  gamesSeed,
  lotterySeed,
  loyaltySeed,
  agentsSeed,
  promotionsSeed,
];

/** Runs the steps not yet done; `steps` may be a part of them (the tests' database image). */
export async function seedDemoData(
  deps: Deps,
  steps: readonly SeedStep[] = demoSeedSteps,
): Promise<void> {
  const done = new Set(await readSetting(deps.db, SEED_KEY, z.array(z.number().int()), []));
  const pending = steps.filter((s) => !done.has(s.version)).sort((a, b) => a.version - b.version);
  for (const step of pending) {
    await deps.db.transaction(async (tx) => {
      await step.run({ ...deps, db: tx });
      done.add(step.version);
      await writeSetting(
        tx,
        SEED_KEY,
        [...done].sort((a, b) => a - b),
        null,
      );
    });
    deps.log.info({ version: step.version }, 'demo data step applied');
  }
}
