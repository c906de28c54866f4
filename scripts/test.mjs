// `npm test`: every check and test a newcomer can run, in three rounds:
//  1. lint, typecheck, and the build of the site and server (when their sources changed), side
//     by side;
//  2. the unit, component and server tests (server tests on the embedded PGlite), and beside
//     them the end-to-end tests in Chromium when one is found (or a loud notice that they were
//     skipped);
//  3. the server tests again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
// The end-to-end tests mostly wait (on the browser, the server, a lottery draw): beside the
// PGlite pass they cost little and save their whole time. The two vitest passes are not run at
// once: both are CPU-bound, so together they took as long as one after the other. The build
// comes first because `npm start`'s test and the end-to-end server both start the built site,
// and two builds at once would write the same files.
// The Redis tests run where TEST_REDIS_URL names a Redis, else on a local one that answers, else
// they are skipped with a loud notice.
import { spawn } from 'node:child_process';
import { failedTestLines, findChromium, redisForTests, root } from './lib.mjs';

const results = [];
const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(0)} s`;

/** Runs steps at the same time; each one's output is printed in one piece when it ends. */
async function stepsTogether(steps) {
  await Promise.all(
    steps.map(
      ({ name, cmd, args, env = {} }) =>
        new Promise((resolve) => {
          const from = performance.now();
          const child = spawn(cmd, args, {
            cwd: root,
            env: { ...process.env, FORCE_COLOR: '1', ...env },
          });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code, signal) => {
            const ok = (code ?? (signal ? 1 : 0)) === 0;
            console.log(`\n=== ${name} ===`);
            process.stdout.write(Buffer.concat(output));
            results.push({ name, ok, time: seconds(from), output: Buffer.concat(output) });
            resolve();
          });
        }),
    ),
  );
}

function notice(lines) {
  console.log('\n' + '*'.repeat(72));
  for (const line of lines) console.log(`*** ${line}`);
  console.log('*'.repeat(72));
}

const { url: redisUrl, skipped: redisSkipped } = await redisForTests(process.env);
if (redisSkipped) notice(redisSkipped);
else console.log(`Redis tests: on ${redisUrl}`);
const redisEnv = { TEST_REDIS_URL: redisUrl };

const chromium = findChromium();
await stepsTogether([
  { name: 'lint', cmd: 'npm', args: ['run', 'lint', '--silent'] },
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck', '--silent'] },
  { name: 'build', cmd: 'node', args: ['scripts/build-if-stale.mjs'] },
]);

const passes = [
  {
    name: 'unit, component and server tests (PGlite)',
    cmd: 'npx',
    args: ['vitest', 'run'],
    env: { ...redisEnv, TEST_DATABASE_URL: '' },
  },
];
if (chromium) {
  passes.push({
    name: 'end-to-end tests (Chromium)',
    cmd: 'npm',
    args: ['run', 'test:e2e', '--silent'],
    env: { CHROMIUM_PATH: chromium },
  });
}
await stepsTogether(passes);
if (process.env.TEST_DATABASE_URL) {
  await stepsTogether([
    {
      name: 'server tests (PostgreSQL)',
      cmd: 'npx',
      args: ['vitest', 'run', '--project', 'server', '--project', 'server-isolated'],
      env: redisEnv,
    },
  ]);
}
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    '\n*** SKIPPED: server tests on PostgreSQL (set TEST_DATABASE_URL=postgres://... to run them) ***',
  );
}
if (!chromium) {
  notice([
    'SKIPPED: end-to-end tests. No Chromium found at /usr/bin/chromium.',
    'Install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.',
  ]);
}

const failed = results.filter((r) => !r.ok);
// CI keeps only the end of the log: each failed step's last lines again, where they are seen.
for (const r of failed) {
  const lines = r.output.toString().trimEnd().split('\n');
  console.log(`\n=== ${r.name}: its last ${Math.min(lines.length, 80)} lines again ===`);
  console.log(lines.slice(-80).join('\n'));
}
console.log('\n=== summary ===');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.time})`);
  if (!r.ok) failedTestLines(r.output.toString()).forEach((line) => console.log(`       ${line}`));
}
if (!redisUrl) console.log('SKIPPED: the Redis tests (no Redis)');
if (!process.env.TEST_DATABASE_URL) console.log('SKIPPED: server tests on PostgreSQL');
if (!chromium) console.log('SKIPPED: end-to-end tests (no Chromium)');
console.log(`in ${seconds(started)}`);
console.log(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length > 0 ? 1 : 0);
