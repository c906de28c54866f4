// Starts the server: configuration, database and migrations, first operator, demo data,
// scheduled jobs, listen.
import { resolve } from 'node:path';
import { ConfigError, demoDataLine, loadConfig } from './config';
import { DataDirLockedError, openPglite, openPostgres, type Database } from './db/client';
import { buildApp } from './app';
import { startJobs } from './lib/jobs';
import { repoRoot } from './lib/paths';
import { ensureFirstOperator } from './modules/ops/ops.service';
import { scheduledJobs } from './modules/scheduled-jobs';
import { seedDemoData } from './seed/demo';

async function main(): Promise<void> {
  const config = loadConfig({ WEB_DIST: resolve(repoRoot, 'apps/web/dist'), ...process.env });
  const database: Database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openPglite(resolve(config.DATA_DIR));
  const { app, deps } = await buildApp(config, database);
  app.log.info({ database: database.kind }, 'database ready');

  await ensureFirstOperator(deps);
  if (config.SEED_DEMO) await seedDemoData(deps);
  app.log.info(demoDataLine(config));
  // Stopped, runs in flight finished, as the app starts closing: before Redis and the database.
  const jobs = startJobs(deps, scheduledJobs);
  app.addHook('preClose', () => jobs.stop());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else {
    process.stderr.write(
      `\nThe server could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
