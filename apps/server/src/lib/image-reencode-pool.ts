// Runs reencodeImage on a worker thread: jpeg-js and pngjs are pure JavaScript, and a phone
// screenshot takes about 2 s to decode and encode (a 12 MP photo about 8 s), time in which the
// process would answer nothing else. One worker per process, jobs in turn; it is started on the
// first image and does not keep the process alive. Where no worker can start, the image is
// re-encoded here instead, so an upload never fails for want of a thread.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ImageRefused, reencodeImage, type ImageMime, type Reencoded } from './image-reencode';

type Answer =
  | { id: number; data: Uint8Array; width: number; height: number }
  | { id: number; refused: ImageRefused['reason'] };

interface Pending {
  resolve: (image: Reencoded) => void;
  reject: (error: unknown) => void;
}

/**
 * Images waiting for the thread at most: a photo takes seconds, and each waiting one holds its
 * bytes (up to 5 MB). Beyond this an upload is refused at once (busy) rather than queued.
 */
export const MAX_WAITING_IMAGES = 24;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

/**
 * The worker: from the bundle, the file build.mjs writes beside it; from source (vitest, tsx) the
 * .ts file, loaded through tsx's loader, registered in the thread first (a worker's --import is
 * not enough on Node 20). Null when there is none (a bundle built without it).
 */
function newWorker(): Worker | null {
  if (!import.meta.url.endsWith('.ts')) {
    const url = new URL('./image-reencode.worker.mjs', import.meta.url);
    return existsSync(fileURLToPath(url)) ? new Worker(url) : null;
  }
  const entry = new URL('./image-reencode.worker.ts', import.meta.url).href;
  let tsx: string;
  try {
    // require.resolve finds the CommonJS build; the thread needs its ES module twin beside it.
    const cjs = createRequire(import.meta.url).resolve('tsx/esm/api');
    tsx = pathToFileURL(cjs.replace(/\.cjs$/, '.mjs')).href;
  } catch {
    return null;
  }
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true });
}

function failAll(error: unknown): void {
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

function startWorker(): Worker | null {
  const started = newWorker();
  if (!started) return null;
  started.unref();
  started.on('message', (answer: Answer) => {
    const job = pending.get(answer.id);
    if (!job) return;
    pending.delete(answer.id);
    if (pending.size === 0) started.unref();
    if ('refused' in answer) job.reject(new ImageRefused(answer.refused));
    else {
      const { data, width, height } = answer;
      job.resolve({
        data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
        width,
        height,
      });
    }
  });
  // A crash fails the jobs it held; the next image starts a new worker.
  const forget = (error: unknown) => {
    if (worker === started) worker = null;
    failAll(error);
  };
  started.on('error', forget);
  started.on('exit', (code) => forget(new Error(`image worker exited (${code})`)));
  return started;
}

/** reencodeImage, off the event loop. Rejects with ImageRefused as reencodeImage throws it. */
export function reencodeImageOffThread(mime: ImageMime, bytes: Uint8Array): Promise<Reencoded> {
  worker ??= startWorker();
  if (!worker) return Promise.resolve().then(() => reencodeImage(mime, bytes));
  if (pending.size >= MAX_WAITING_IMAGES) return Promise.reject(new ImageRefused('busy'));
  const id = nextId++;
  const running = worker;
  return new Promise<Reencoded>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    // Held open only while it has work, so an idle worker never keeps the process running.
    running.ref();
    running.postMessage({ id, mime, bytes });
  });
}
