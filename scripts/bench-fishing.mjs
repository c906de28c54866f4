// `npm run bench:fishing`: the fishing scene on a mid-range phone (issue 16: 60 frames per
// second, no layout work per frame). Against the built site, with Debian's Chromium: a member
// starts a fish game with play money, and /play/fish runs at 390 x 844 (2 device pixels per CSS
// pixel, touch) with the CPU slowed 4x (DevTools' "mid-tier mobile"). For SECONDS seconds the
// page counts animation frames while a Performance trace records; printed: frames per second,
// long frames (more than 1.5 frames' time since the one before), the slowest frames, and the
// Layout and style-recalculation events the trace saw during the animation. Exits non-zero when
// the scene runs below 55 frames per second or lays anything out while it animates.
//
// PORT (default a free one) and DATA_DIR (default .data/bench-fishing) choose where the server runs.
/* global document, requestAnimationFrame -- inside page.evaluate, in the browser */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildIfStale } from './build-if-stale.mjs';
import { findChromium, root, serverNodeFlags } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_FISHING_SECONDS ?? 5);
const CPU_SLOWDOWN = Number(process.env.BENCH_FISHING_CPU ?? 4);
const goals = { fps: 55, layouts: 0 };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const port = Number(process.env.PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const dataDir = process.env.DATA_DIR ?? join(root, '.data/bench-fishing');

async function waitForServer(child, timeoutMs = 180_000) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/wps/system/status`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error('the server did not answer');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function api(method, path, { body, token } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = await res.json();
  if (!envelope.success) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.value;
}

/** A new member's launch of the first fish game that allows play money: /play/fish?token=... */
async function fishGameUrl() {
  const username = `fish${Date.now().toString(36).slice(-6)}`;
  const password = 'bench1234';
  await api('POST', '/wps/member/register', {
    body: {
      username,
      password,
      confirmPassword: password,
      domain: '127.0.0.1',
      registerUrl: `${base}/register`,
      registerMethod: 'WEB',
      termsAccepted: true,
      login: false,
    },
  });
  const { token } = await api('POST', '/wps/session/login', {
    body: { type: 'username', username, password },
  });
  const list = await api(
    'GET',
    '/wps/relay/GCSGAME_gameList?gameType=FISH&pageNo=1&pageSize=50&language=EN',
  );
  const game = list.games.find((g) => g.trial);
  if (!game) throw new Error('no fish game allows play money');
  const launch = await api('POST', '/wps/relay/GCS_gameTrialLaunch', {
    token,
    body: { gameCode: game.gameCode, language: 'EN' },
  });
  return { url: launch.url, name: game.gameCode };
}

await buildIfStale();
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, [...serverNodeFlags, 'apps/server/dist/main.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    PUBLIC_URL: base,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    OPS_ADMIN_PASSWORD: 'bench-fishing-operator',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let failed;
try {
  await waitForServer(server);
  const game = await fishGameUrl();
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found');
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`${base}${game.url}`, { waitUntil: 'networkidle' });
  const scene = page.getByRole('application');
  await scene.waitFor({ state: 'visible', timeout: 60_000 });
  // Let the first frames (sprites drawn once per size) pass before measuring.
  await page.waitForTimeout(1_000);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame'],
  });
  const frames = await page.evaluate(
    ([ms, selfTest]) =>
      new Promise((resolve) => {
        const times = [];
        const start = performance.now();
        const tick = (now) => {
          times.push(now);
          if (selfTest) {
            // BENCH_FISHING_SELFTEST=1: lays the page out every frame, so the trace must show it.
            document.body.style.paddingTop = `${times.length % 2}px`;
            void document.body.offsetHeight;
          }
          if (now - start < ms) requestAnimationFrame(tick);
          else resolve({ times, start });
        };
        requestAnimationFrame(tick);
      }),
    [SECONDS * 1000, process.env.BENCH_FISHING_SELFTEST === '1'],
  );
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await browser.close();

  const gaps = frames.times.slice(1).map((t, i) => t - frames.times[i]);
  const seconds = (frames.times.at(-1) - frames.times[0]) / 1000;
  const fps = gaps.length / seconds;
  const frameMs = 1000 / 60;
  const long = gaps.filter((g) => g > frameMs * 1.5);
  const sorted = [...gaps].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

  // Only the page's renderer main thread, and only while the frames were counted.
  const events = trace.traceEvents ?? trace;
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const animating = events.filter(
    (e) => mainThreads.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && e.dur !== undefined,
  );
  const named = (name) => animating.filter((e) => e.name === name);
  const layouts = named('Layout');
  const styles = named('UpdateLayoutTree');
  const paints = named('Paint');
  const rafs = named('FireAnimationFrame');
  // Wall time, and thread time (tdur: without the time the thread waited for a CPU, which on a
  // shared machine says what the scene itself costs).
  const quantiles = (values) => {
    const v = [...values].sort((a, b) => a - b);
    return (q) => v[Math.min(v.length - 1, Math.ceil(q * v.length) - 1)] ?? 0;
  };
  const rafAt = quantiles(rafs.map((e) => e.dur / 1000));
  const rafCpuAt = quantiles(rafs.filter((e) => e.tdur !== undefined).map((e) => e.tdur / 1000));

  console.log(`fishing scene ${game.name}, 390x844 @2x, CPU ${CPU_SLOWDOWN}x slower, ${SECONDS} s`);
  console.log(`  frames: ${gaps.length} in ${seconds.toFixed(2)} s = ${fps.toFixed(1)} fps`);
  console.log(
    `  frame time: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, ` +
      `max ${at(1).toFixed(1)} ms`,
  );
  console.log(
    `  long frames (> ${(frameMs * 1.5).toFixed(1)} ms): ${long.length} ` +
      `(${((long.length / gaps.length) * 100).toFixed(1)} %)`,
  );
  console.log(
    `  animation frame callback (trace, throttled): ${rafs.length} calls, ` +
      `wall median ${rafAt(0.5).toFixed(2)} ms, p95 ${rafAt(0.95).toFixed(2)} ms; ` +
      `CPU median ${rafCpuAt(0.5).toFixed(2)} ms, p95 ${rafCpuAt(0.95).toFixed(2)} ms, ` +
      `max ${rafCpuAt(1).toFixed(2)} ms (budget ${frameMs.toFixed(1)} ms)`,
  );
  console.log(
    `  machine load average: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `  main thread during the animation: Layout ${layouts.length}, style recalculation ` +
      `${styles.length}, Paint ${paints.length}`,
  );
  for (const e of [...layouts, ...styles].slice(0, 5)) {
    console.log(`    ${e.name} ${(e.dur / 1000).toFixed(2)} ms ${JSON.stringify(e.args ?? {})}`);
  }
  const ok = fps >= goals.fps && layouts.length <= goals.layouts;
  console.log(
    `\n${ok ? 'ok' : 'MISSED'}: goal at least ${goals.fps} fps and ${goals.layouts} Layout events`,
  );
  failed = !ok;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  server.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
