// The re-encoding thread: takes { id, mime, bytes }, answers { id, data, width, height } or
// { id, refused } (ImageRefused's reason), so a multi-second decode never holds the server's
// event loop. Started by image-reencode-pool.ts; bundled beside the server by build.mjs.
import { parentPort } from 'node:worker_threads';
import { ImageRefused, reencodeImage, type ImageMime } from './image-reencode';

parentPort!.on('message', (job: { id: number; mime: ImageMime; bytes: Uint8Array }) => {
  try {
    const image = reencodeImage(job.mime, job.bytes);
    // A copy that owns its whole buffer, handed over rather than cloned.
    const data = new Uint8Array(image.data);
    parentPort!.postMessage({ id: job.id, data, width: image.width, height: image.height }, [
      data.buffer,
    ]);
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    parentPort!.postMessage({ id: job.id, refused: error.reason });
  }
});
