// `npm test`: every check and test a newcomer can run.
//  1. lint and typecheck;
//  2. unit, component and server tests (server tests on the embedded PGlite);
//  3. the server tests again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it);
//  4. the end-to-end tests in Chromium when one is found, or a loud notice that they were skipped.
import { findChromium, run } from './lib.mjs';

const results = [];
async function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const code = await run(cmd, args, { env: { ...process.env, ...env } });
  results.push({ name, ok: code === 0 });
  return code === 0;
}

await step('lint', 'npm', ['run', 'lint', '--silent']);
await step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
await step('unit, component and server tests (PGlite)', 'npx', ['vitest', 'run'], {
  TEST_DATABASE_URL: '',
});

if (process.env.TEST_DATABASE_URL) {
  await step('server tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server']);
} else {
  console.log(
    '\n*** SKIPPED: server tests on PostgreSQL (set TEST_DATABASE_URL=postgres://... to run them) ***',
  );
}

const chromium = findChromium();
if (chromium) {
  await step('end-to-end tests (Chromium)', 'npm', ['run', 'test:e2e', '--silent'], {
    CHROMIUM_PATH: chromium,
  });
} else {
  console.log('\n' + '*'.repeat(72));
  console.log('*** SKIPPED: end-to-end tests. No Chromium found at /usr/bin/chromium.');
  console.log('*** Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
  console.log('*'.repeat(72));
}

const failed = results.filter((r) => !r.ok);
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}`);
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length > 0 ? 1 : 0);
