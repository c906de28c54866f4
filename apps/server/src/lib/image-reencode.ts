// Decodes an uploaded PNG or JPEG to its pixels and encodes them anew, so what is stored and
// served is an image this code wrote: no metadata, no trailing bytes, no file that is also
// something else. The pixel count is checked before decoding (a small file may claim a huge
// image), so a decode never takes more than MAX_PIXELS of memory.
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** 16.7 million pixels (4096 x 4096): larger than any banner, bounded in memory (67 MB RGBA). */
export const MAX_PIXELS = 4096 * 4096;
const JPEG_QUALITY = 90;

export type ImageMime = 'image/png' | 'image/jpeg';

export interface Reencoded {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Why an image cannot be taken: not decodable as its type, too many pixels, or (the worker's
 * queue, image-reencode-pool.ts) too many images waiting already.
 */
export class ImageRefused extends Error {
  constructor(readonly reason: 'undecodable' | 'tooLarge' | 'busy') {
    super(reason);
  }
}

/** The PNG header's size (IHDR follows the 8-byte signature), without decoding. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.byteLength < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(12) !== 0x49484452) return null; // 'IHDR', else not a PNG at all
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

export function reencodeImage(mime: ImageMime, bytes: Uint8Array): Reencoded {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (mime === 'image/png') {
    const size = pngSize(bytes);
    if (!size || size.width === 0 || size.height === 0) throw new ImageRefused('undecodable');
    if (size.width * size.height > MAX_PIXELS) throw new ImageRefused('tooLarge');
    let png: PNG;
    try {
      png = PNG.sync.read(input);
    } catch {
      throw new ImageRefused('undecodable');
    }
    const out = new PNG({ width: png.width, height: png.height });
    png.data.copy(out.data);
    return { data: PNG.sync.write(out), width: png.width, height: png.height };
  }
  let raw: { width: number; height: number; data: Uint8Array };
  try {
    raw = jpeg.decode(input, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 256,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new ImageRefused(/maxResolution|memory/i.test(message) ? 'tooLarge' : 'undecodable');
  }
  if (raw.width === 0 || raw.height === 0) throw new ImageRefused('undecodable');
  const encoded = jpeg.encode(
    { data: raw.data, width: raw.width, height: raw.height },
    JPEG_QUALITY,
  );
  return { data: encoded.data, width: raw.width, height: raw.height };
}
