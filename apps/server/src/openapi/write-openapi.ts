// Writes openapi.json from the contracts the app registers (`npm run openapi`). Committed, and
// openapi.test.ts fails when it is out of date.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite } from '../db/client';
import { serverRoot } from '../lib/paths';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { buildOpenApi } from './openapi';

export const openApiPath = join(serverRoot, 'openapi.json');

export function renderOpenApi(contracts: Parameters<typeof buildOpenApi>[0]): string {
  return `${JSON.stringify(buildOpenApi(contracts), null, 2)}\n`;
}

if (process.argv[1]?.endsWith('write-openapi.ts')) {
  const database = await openPglite(null);
  const { app, router } = await buildApp(loadConfig({ LOG_LEVEL: 'silent' }), database);
  writeFileSync(openApiPath, renderOpenApi(router.contracts));
  await app.close();
  await database.close();
  console.log(`wrote ${openApiPath} (${router.contracts.length} operations)`);
}
