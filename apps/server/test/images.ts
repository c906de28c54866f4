// Real PNG and JPEG files for upload tests: they decode, so they pass the re-encoding every upload
// goes through. Each can carry what re-encoding must strip (a PNG text chunk, a JPEG's EXIF) and
// can be padded to an exact size with a chunk or comment the decoders skip.
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { crc32 } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(data.length, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  return chunk;
}

/**
 * A width x height PNG with a gradient; `text` goes in a tEXt chunk (a polyglot's payload, or
 * metadata), and `size` pads it to exactly that many bytes with a private ancillary chunk.
 */
export function realPng(
  width: number,
  height: number,
  opts: { text?: string; size?: number } = {},
) {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) {
    png.data.writeUInt32BE((((i * 2654435761) >>> 0) | 0xff) >>> 0, i * 4);
  }
  const bytes = PNG.sync.write(png);
  // After the signature (8) and IHDR (25 bytes).
  const parts = [bytes.subarray(0, 33)];
  if (opts.text) parts.push(pngChunk('tEXt', Buffer.from(`Comment\0${opts.text}`, 'latin1')));
  const rest = bytes.subarray(33);
  if (opts.size !== undefined) {
    const used = parts.reduce((n, p) => n + p.length, 0) + rest.length;
    if (opts.size < used + 12) throw new Error(`A ${width}x${height} PNG needs ${used + 12} bytes`);
    parts.push(pngChunk('prVt', Buffer.alloc(opts.size - used - 12, 0x41)));
  }
  return Buffer.concat([...parts, rest]);
}

/**
 * A width x height grey JPEG; `exif` goes in an APP1 Exif segment (where a phone writes its
 * location), and `size` pads it to exactly that many bytes with comment segments.
 */
export function realJpeg(
  width: number,
  height: number,
  opts: { exif?: string; size?: number } = {},
) {
  const data = Buffer.alloc(width * height * 4, 0x80);
  const bytes = Buffer.from(jpeg.encode({ data, width, height }, 80).data);
  const segment = (marker: number, payload: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  };
  const parts = [bytes.subarray(0, 2)]; // SOI
  if (opts.exif) parts.push(segment(0xe1, Buffer.from(`Exif\0\0${opts.exif}`, 'latin1')));
  const rest = bytes.subarray(2);
  if (opts.size !== undefined) {
    let left = opts.size - parts.reduce((n, p) => n + p.length, 0) - rest.length;
    if (left < 0 || (left > 0 && left < 4)) throw new Error(`Cannot pad this JPEG to ${opts.size}`);
    while (left > 0) {
      // A comment segment is 4 bytes of marker and length plus at most 65533 of text; never leave
      // a remainder too small for one more.
      let take = Math.min(left, 65533 + 4);
      if (left - take > 0 && left - take < 4) take -= 4;
      parts.push(segment(0xfe, Buffer.alloc(take - 4, 0x20)));
      left -= take;
    }
  }
  return Buffer.concat([...parts, rest]);
}
