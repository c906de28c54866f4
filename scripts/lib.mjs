// Helpers shared by the root scripts.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/**
 * The flags node runs the server with, wherever it is started (npm start, the end-to-end tests,
 * the benchmarks): apps/server/node-flags.json, docs/decisions.md "The server's young generation".
 */
export const serverNodeFlags = JSON.parse(
  readFileSync(join(root, 'apps/server/node-flags.json'), 'utf8'),
);

/** Runs a command with inherited output; resolves to its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The newest modification time among files below the given paths (skipping node_modules and dist). */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name !== 'node_modules' && name !== 'dist') walk(join(p, name));
      }
    } else newest = Math.max(newest, s.mtimeMs);
  };
  paths.forEach((p) => walk(join(root, p)));
  return newest;
}

export function mtimeOf(path) {
  const p = join(root, path);
  return existsSync(p) ? statSync(p).mtimeMs : 0;
}

/** Debian's chromium, or the one CHROMIUM_PATH names. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((c) => c && existsSync(c)) ?? null;
}

/**
 * Whether a Redis server answers PING at `url` (redis://host:port) within `timeoutMs`: how
 * `npm test` finds the local Redis for the tests that need one.
 */
export function redisAnswers(url, timeoutMs = 1_000) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const timer = setTimeout(() => done(false), timeoutMs);
    function done(ok) {
      clearTimeout(timer);
      socket.destroy();
      resolve(ok);
    }
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG\r\n'));
    });
    socket.on('error', () => done(false));
    socket.on('close', () => done(false));
  });
}

export const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/**
 * The Redis `npm test` gives the tests that need one: TEST_REDIS_URL when set, else the local
 * one when it answers. With none, `url` is '' and `skipped` holds the notice's lines, printed
 * loudly (the tests then skip themselves).
 */
export async function redisForTests(env, answers = redisAnswers) {
  if (env.TEST_REDIS_URL) return { url: env.TEST_REDIS_URL, skipped: null };
  if (await answers(LOCAL_REDIS)) return { url: LOCAL_REDIS, skipped: null };
  return {
    url: '',
    skipped: [
      `SKIPPED: the Redis tests. No Redis answered at ${LOCAL_REDIS}.`,
      'Start one (Debian: apt-get install redis-server) or set TEST_REDIS_URL=redis://...',
    ],
  };
}

/**
 * The failed tests in a test runner's output, once each: vitest's "FAIL file > test" lines and
 * Playwright's "1) [chromium] › file › test" lines, each followed by its error's first line
 * where the output gives one (indented). `npm test` prints them in its summary, because CI keeps
 * only the end of a long log.
 */
export function failedTestLines(output) {
  // eslint-disable-next-line no-control-regex -- the escape that starts a terminal colour
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const lines = plain.split('\n').map((line) => line.trim());
  const isName = (line) => /^FAIL\s+\S/.test(line) || /^\d+\) \[\w+\] ›/.test(line);
  const errors = new Map();
  lines.forEach((line, i) => {
    if (!isName(line)) return;
    const name = line.replace(/\s*[─]+\s*$/, '');
    if (!errors.has(name)) errors.set(name, undefined);
    const next = lines.slice(i + 1, i + 4).find((l) => l !== '');
    if (next !== undefined && /^[A-Za-z]*Error\b/.test(next)) errors.set(name, next.slice(0, 300));
  });
  return [...errors].flatMap(([name, error]) => (error ? [name, `  ${error}`] : [name]));
}
