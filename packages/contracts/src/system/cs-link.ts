// The customer-service link format of spec 7: an entry's `path` is the encrypted link followed
// by its 8-character key. "Encrypted" is the spec's word; this is obfuscation, not security: the
// key travels beside the text, so anyone holding the path can read the link. It only keeps the
// raw link out of casual view, as the original site did.
//
// Format: base64url(UTF-8 bytes of the link XOR the key's bytes, repeated) + key. The key is
// 8 letters or digits. Pure TypeScript with web globals only (TextEncoder, btoa), because the
// web decodes it in the browser and the server and seed encode it.
import { isHttpsUrl, isSitePath } from '../content/link-rules';

export const CS_KEY_LENGTH = 8;
const keyPattern = /^[A-Za-z0-9]{8}$/;
const base64UrlPattern = /^[A-Za-z0-9_-]+$/;

function xorWithKey(bytes: Uint8Array, key: string): Uint8Array {
  const keyBytes = new TextEncoder().encode(key);
  return bytes.map((b, i) => b ^ keyBytes[i % keyBytes.length]!);
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * Where a customer-service link may point: an https address, or a route of this site
 * ("/helpmc#contact"). Anything else (javascript:, data:, "//host") is refused, since the web
 * opens it in a window.
 */
export function isCsLinkTarget(link: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f-\u009f]/.test(link)) return false;
  return isSitePath(link) || isHttpsUrl(link);
}

/** Encodes a link with an 8-letter-or-digit key. Throws on a bad key or a link it would refuse. */
export function encodeCsLink(link: string, key: string): string {
  if (!keyPattern.test(key)) throw new Error('The key must be 8 letters or digits.');
  if (!isCsLinkTarget(link)) throw new Error('The link must be https or a route of this site.');
  return toBase64Url(xorWithKey(new TextEncoder().encode(link), key)) + key;
}

/** The link inside a path, or null when the path is malformed or points somewhere refused. */
export function decodeCsLink(path: string): string | null {
  const body = path.slice(0, -CS_KEY_LENGTH);
  const key = path.slice(-CS_KEY_LENGTH);
  if (!keyPattern.test(key) || !base64UrlPattern.test(body)) return null;
  try {
    const bytes = xorWithKey(fromBase64Url(body), key);
    const link = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return isCsLinkTarget(link) ? link : null;
  } catch {
    return null;
  }
}
