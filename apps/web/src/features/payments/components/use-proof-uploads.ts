// Proof images for a bank deposit or a 'not received' answer (spec 5, 9): png or jpg, at most
// 5 MB each, at most 3. Each file is checked here first (type, the image's first bytes, size,
// count), then uploaded at once as the raw body of POST /wps/payment/proofs; the server checks
// the same again. The form sends the proof ids it got back.
import { useCallback, useRef, useState } from 'react';
import type { Translate } from '../../../lib/field-rules';
import { uploadProof } from '../api/use-deposits';

export const MAX_PROOFS = 3;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
const ACCEPTED_TYPES = ['image/png', 'image/jpeg'] as const;
export const PROOF_ACCEPT = ACCEPTED_TYPES.join(',');

export type ProofRefusal = 'type' | 'size' | 'count';

export interface ProofItem {
  key: string;
  name: string;
  /** A small thumbnail (data: URL); null until made, or where the browser cannot make one. */
  previewUrl: string | null;
  status: 'uploading' | 'done' | 'failed';
  proofId: number | null;
  /** Kept for a retry after a failed upload. */
  file: File;
  error: unknown;
}

export interface Refused {
  name: string;
  reason: ProofRefusal;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** True when the file's first bytes are a PNG or JPEG signature (a renamed file is refused). */
async function hasImageSignature(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const startsWith = (sig: number[]) => sig.every((byte, i) => head[i] === byte);
  return file.type === 'image/png' ? startsWith(PNG) : startsWith(JPEG);
}

/** Why a picked file is refused before upload (the server checks the same again), or null. */
export async function proofRefusalOf(file: File): Promise<ProofRefusal | null> {
  if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0 || file.size > MAX_PROOF_BYTES) return 'size';
  if (!(await hasImageSignature(file))) return 'type';
  return null;
}

const THUMBNAIL_PX = 240;

/**
 * Thumbnails are drawn small onto a canvas and kept as data: URLs: the site's CSP allows data:
 * images but not blob: ones, and a 5 MB photo need not sit in the page at full size. A seam for
 * tests (jsdom has neither createImageBitmap nor a canvas).
 */
export const proofPreview = {
  async make(file: File): Promise<string | null> {
    if (typeof createImageBitmap !== 'function') return null;
    try {
      const bitmap = await createImageBitmap(file);
      const scale = Math.min(1, THUMBNAIL_PX / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      bitmap.close();
      return canvas.toDataURL('image/jpeg', 0.8);
    } catch {
      // Not decodable here: the name stands in for the picture; the server still checks it.
      return null;
    }
  },
};

let counter = 0;

export function useProofUploads() {
  const [items, setItems] = useState<ProofItem[]>([]);
  const [refused, setRefused] = useState<Refused[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const update = useCallback((key: string, patch: Partial<ProofItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const send = useCallback(
    (key: string, file: File) => {
      update(key, { status: 'uploading', error: null });
      uploadProof(file).then(
        ({ proofId }) => update(key, { status: 'done', proofId }),
        (error: unknown) => update(key, { status: 'failed', error }),
      );
    },
    [update],
  );

  const add = useCallback(
    async (files: File[]) => {
      const refusedNow: Refused[] = [];
      const accepted: File[] = [];
      for (const file of files) {
        const reason = await proofRefusalOf(file);
        if (reason) refusedNow.push({ name: file.name, reason });
        else accepted.push(file);
      }
      const room = MAX_PROOFS - itemsRef.current.length;
      for (const file of accepted.slice(Math.max(room, 0))) {
        refusedNow.push({ name: file.name, reason: 'count' });
      }
      const added: ProofItem[] = accepted.slice(0, Math.max(room, 0)).map((file) => ({
        key: `proof-${(counter += 1)}`,
        name: file.name,
        previewUrl: null,
        status: 'uploading',
        proofId: null,
        file,
        error: null,
      }));
      setRefused(refusedNow);
      if (added.length === 0) return;
      setItems((list) => [...list, ...added]);
      for (const item of added) {
        send(item.key, item.file);
        void proofPreview.make(item.file).then((previewUrl) => {
          if (previewUrl) update(item.key, { previewUrl });
        });
      }
    },
    [send, update],
  );

  const remove = useCallback((key: string) => {
    setItems((list) => list.filter((item) => item.key !== key));
    setRefused([]);
  }, []);

  const retry = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((i) => i.key === key);
      if (item) send(key, item.file);
    },
    [send],
  );

  const clear = useCallback(() => {
    setItems([]);
    setRefused([]);
  }, []);

  const proofIds = items.flatMap((item) => (item.proofId === null ? [] : [item.proofId]));
  return {
    items,
    refused,
    proofIds,
    isUploading: items.some((item) => item.status === 'uploading'),
    hasFailed: items.some((item) => item.status === 'failed'),
    add,
    remove,
    retry,
    clear,
  };
}

export type ProofUploads = ReturnType<typeof useProofUploads>;

/** Why the proofs cannot be sent yet (one still uploading, one failed, none at all), or null. */
export function proofsProblem(
  uploads: ProofUploads,
  t: Translate,
  /** What to say when no image was added (a transfer receipt unless told). */
  requiredKey = 'payments.proof.required',
): string | null {
  if (uploads.isUploading) return t('payments.proof.wait');
  if (uploads.hasFailed) return t('payments.proof.fixFailed');
  if (uploads.proofIds.length === 0) return t(requiredKey);
  return null;
}
