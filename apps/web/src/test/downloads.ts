// Catches what a page downloads (a CSV, a QR code): the file names and the blobs. URL itself
// stays (the API client builds its addresses with it); only its blob functions are replaced,
// writable, so a later file of the same worker can replace them again.
import { vi } from 'vitest';

export function catchDownloads() {
  const blobs: Blob[] = [];
  const blobUrl = (blob: Blob) => (blobs.push(blob), 'blob:download');
  Object.defineProperty(URL, 'createObjectURL', {
    value: blobUrl,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    value: () => {},
    configurable: true,
    writable: true,
  });
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  /** The last file's lines, without a byte-order mark. */
  const text = async () =>
    new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(await blobs.at(-1)!.arrayBuffer())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split(/\r?\n/);
  return { names, blobs, text };
}
