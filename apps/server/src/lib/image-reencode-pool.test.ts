// The re-encoding thread: the same images and refusals as reencodeImage, without holding the
// event loop while a large image is decoded and encoded.
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { realPng } from '../../test/images';
import { ImageRefused, reencodeImage } from './image-reencode';
import { MAX_WAITING_IMAGES, reencodeImageOffThread } from './image-reencode-pool';

function grainyJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 1) data[i] = (i * 2654435761) >>> 24;
  return Buffer.from(jpeg.encode({ data, width, height }, 90).data);
}

describe('reencodeImageOffThread', () => {
  it('answers what reencodeImage answers, and refuses what it refuses', async () => {
    const png = realPng(12, 7, { text: 'secret' });
    const away = await reencodeImageOffThread('image/png', png);
    const here = reencodeImage('image/png', png);
    expect([away.width, away.height]).toEqual([12, 7]);
    expect(Buffer.compare(Buffer.from(away.data), Buffer.from(here.data))).toBe(0);
    const refused = await reencodeImageOffThread('image/png', png.subarray(0, 40)).catch((e) => e);
    expect(refused).toBeInstanceOf(ImageRefused);
    expect((refused as ImageRefused).reason).toBe('undecodable');
  });

  it('keeps the event loop turning while a large image is re-encoded', async () => {
    const photo = grainyJpeg(1600, 1200);
    // Warm the thread (its start loads tsx from source) so the timing is the image's alone.
    await reencodeImageOffThread('image/png', realPng(2, 2));
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    try {
      const image = await reencodeImageOffThread('image/jpeg', photo);
      expect([image.width, image.height]).toEqual([1600, 1200]);
    } finally {
      clearInterval(ticker);
    }
    // The stretch since the last tick counts too (a blocked loop ends without another tick).
    longestGap = Math.max(longestGap, performance.now() - last);
    const took = performance.now() - started;
    // On this thread the loop would stand still for the whole job; here it never stalls for
    // more than a fraction of it (the copy in and out of the thread).
    expect(took).toBeGreaterThan(200);
    expect(longestGap).toBeLessThan(took / 2);
  });

  it('refuses at once (busy) beyond MAX_WAITING_IMAGES waiting, and takes images again after', async () => {
    const png = realPng(40, 30);
    const jobs = Array.from({ length: MAX_WAITING_IMAGES + 3 }, () =>
      reencodeImageOffThread('image/png', png).then(
        () => 'done',
        (error: unknown) => (error instanceof ImageRefused ? error.reason : 'other'),
      ),
    );
    const answers = await Promise.all(jobs);
    expect(answers.filter((a) => a === 'done')).toHaveLength(MAX_WAITING_IMAGES);
    expect(answers.slice(MAX_WAITING_IMAGES)).toEqual(['busy', 'busy', 'busy']);
    const after = await reencodeImageOffThread('image/png', png);
    expect([after.width, after.height]).toEqual([40, 30]);
  });
});
