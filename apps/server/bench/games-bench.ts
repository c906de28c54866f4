// `npm run bench:games`: the slot engine's return, measured. Plays BENCH_ROUNDS (default
// 10,000,000) rounds of a slot variant (BENCH_VARIANT, default 'classic'; 'all' runs every
// variant) at 1 per line on 20 lines, with the real spin() on each round's real bytes:
// HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), one nonce per round.
// Prints the theoretical RTP (slotRtp, exact), the measured RTP, the 5-sigma bound (sigma =
// the sample standard deviation of a round's return / sqrt(rounds)), jackpot hits and rounds/s.
//
// Fast path, said plainly: the production path (createRoundRng) computes the bytes with
// WebCrypto, an async call per round. Here the same bytes come from node:crypto's createHmac,
// synchronously (same HMAC-SHA256, same key and message). Before the run the bench plays the
// first VERIFY rounds both ways and stops if any outcome differs; it also prints the WebCrypto
// path's own rate.
import { createHmac, randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { RoundRng, createRoundRng, newServerSeed, sha256Hex } from '@wps/games/fair';
import {
  JACKPOT_ONE_IN,
  SLOT_ROUND_BYTES,
  SLOT_VARIANTS,
  slotRtp,
  spin,
  type SlotDefinition,
} from '@wps/games/slot';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10_000_000);
const VARIANT = process.env.BENCH_VARIANT ?? 'classic';
const VERIFY = 5_000;
const LINES = 20;
const STAKE = 1n;

function fastRng(serverSeed: string, clientSeed: string, nonce: number): RoundRng {
  return RoundRng.fromBlocks(
    (cursor) =>
      new Uint8Array(
        createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest(),
      ),
  );
}

async function verifyFastPath(def: SlotDefinition, serverSeed: string, clientSeed: string) {
  const started = performance.now();
  for (let nonce = 0; nonce < VERIFY; nonce++) {
    const real = spin(
      def,
      await createRoundRng(serverSeed, clientSeed, nonce, SLOT_ROUND_BYTES),
      STAKE,
      LINES,
    );
    const fast = spin(def, fastRng(serverSeed, clientSeed, nonce), STAKE, LINES);
    if (!isDeepStrictEqual(real, fast)) {
      throw new Error(`fast path differs from createRoundRng at nonce ${nonce}`);
    }
  }
  return VERIFY / ((performance.now() - started) / 1000);
}

async function run(def: SlotDefinition) {
  const serverSeed = newServerSeed();
  const clientSeed = randomBytes(8).toString('hex');
  const theory = slotRtp(def);
  const bothWaysRate = await verifyFastPath(def, serverSeed, clientSeed);
  let sum = 0;
  let sumSq = 0;
  let jackpots = 0;
  let wins = 0;
  const started = performance.now();
  for (let nonce = 0; nonce < ROUNDS; nonce++) {
    const r = spin(def, fastRng(serverSeed, clientSeed, nonce), STAKE, LINES);
    const x = Number(r.win);
    sum += x;
    sumSq += x * x;
    if (r.jackpot) jackpots++;
    if (r.win > 0n) wins++;
    if (nonce > 0 && nonce % 1_000_000 === 0) {
      process.stderr.write(`  ${def.id}: ${nonce / 1_000_000}M rounds\n`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const stakeTotal = Number(STAKE) * LINES;
  const mean = sum / ROUNDS / stakeTotal;
  const variance = sumSq / ROUNDS / stakeTotal ** 2 - mean * mean;
  const sigma = Math.sqrt(variance / ROUNDS);
  const deviation = mean - theory;
  const within = Math.abs(deviation) <= 5 * sigma;
  console.log(`\nslot variant ${def.id} (${def.name}), ${LINES} lines x ${STAKE} per line`);
  console.log(`  server seed hash      ${await sha256Hex(serverSeed)}`);
  console.log(`  rounds                ${ROUNDS.toLocaleString('en')}`);
  console.log(`  theoretical RTP       ${(theory * 100).toFixed(4)} %  (exact, jackpot excluded)`);
  console.log(`  measured RTP          ${(mean * 100).toFixed(4)} %`);
  console.log(
    `  deviation             ${(deviation * 100).toFixed(4)} pp = ${(deviation / sigma).toFixed(2)} sigma`,
  );
  console.log(
    `  5-sigma bound         +/- ${(5 * sigma * 100).toFixed(4)} pp  (sd per round ${Math.sqrt(variance).toFixed(3)})  ${within ? 'WITHIN' : 'OUTSIDE'}`,
  );
  console.log(`  hit frequency         ${((wins / ROUNDS) * 100).toFixed(2)} %`);
  console.log(
    `  jackpot hits          ${jackpots} (expected ${(ROUNDS / JACKPOT_ONE_IN).toFixed(0)}, 1 in ${JACKPOT_ONE_IN.toLocaleString('en')})`,
  );
  console.log(
    `  rounds/s              ${Math.round(ROUNDS / seconds).toLocaleString('en')} (node:crypto fast path, ${seconds.toFixed(1)} s)`,
  );
  console.log(
    `  WebCrypto path        ${Math.round(bothWaysRate).toLocaleString('en')} rounds/s incl. the fast path (first ${VERIFY.toLocaleString('en')} rounds played both ways: identical)`,
  );
  return within;
}

const variants = VARIANT === 'all' ? SLOT_VARIANTS : SLOT_VARIANTS.filter((v) => v.id === VARIANT);
if (variants.length === 0) {
  console.error(`unknown variant ${VARIANT}: ${SLOT_VARIANTS.map((v) => v.id).join(', ')}, all`);
  process.exit(2);
}
let ok = true;
for (const def of variants) ok = (await run(def)) && ok;
process.exit(ok ? 0 : 1);
