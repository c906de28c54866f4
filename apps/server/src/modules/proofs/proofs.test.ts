// Proof images: raw png/jpg uploads of at most 5 MB with the magic bytes checked, re-encoded
// (metadata stripped, disguised files refused), a per-member upload limit, and reading back for
// the owner or an operator only.
import { eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@wps/contracts/account/accounts';
import { PROOF_MAX_BYTES } from '@wps/contracts/payment/upload-proof';
import { paymentProofs } from '../../db/schema/payments';
import { countRows } from '../../../test/db-rows';
import { realJpeg, realPng } from '../../../test/images';
import { createOperatorToken } from '../../../test/operators';
import {
  jpegBytes,
  makePayMember,
  pngBytes,
  proofIdOf,
  uploadProof,
} from '../../../test/payments-kit';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadOwnProofs, UPLOAD_LIMIT } from './proofs.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readProof = (id: number | string, token?: string) =>
  t.call({ method: 'GET', url: `/wps/payment/proofs/${id}`, token });
const readBack = (id: number, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/wps/payment/proofs/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('POST /wps/payment/proofs', () => {
  it('stores a png and a jpeg re-encoded, and gives them back to their owner', async () => {
    const member = await makePayMember(t);
    for (const [bytes, type] of [
      [realPng(12, 6), 'image/png'],
      [realJpeg(16, 8), 'image/jpeg'],
    ] as const) {
      const res = await uploadProof(t, member.token, bytes, type);
      expect(res.status).toBe(200);
      const id = res.body.value.proofId;
      expect(id).toBeGreaterThan(0);
      const back = await readBack(id, member.token);
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe(type);
      expect(back.headers['cache-control']).toBe('private, no-store');
      expect(back.headers['x-content-type-options']).toBe('nosniff');
      if (type === 'image/png') {
        // Lossless: the same pixels, in a file this server wrote.
        expect(PNG.sync.read(back.rawPayload).data.equals(PNG.sync.read(bytes).data)).toBe(true);
      } else {
        const decoded = jpeg.decode(back.rawPayload);
        expect([decoded.width, decoded.height]).toEqual([16, 8]);
      }
    }
  });

  it("strips a PNG's text chunks and a JPEG's EXIF (a phone's location, a polyglot's script)", async () => {
    const member = await makePayMember(t);
    const secret = 'GPS 16.7967N 96.1610E <script>alert(1)</script>';
    const png = realPng(10, 10, { text: secret });
    const jpg = realJpeg(10, 10, { exif: secret });
    expect(png.includes('tEXt') && png.includes(secret)).toBe(true);
    expect(jpg.includes('Exif') && jpg.includes(secret)).toBe(true);
    for (const [bytes, type] of [
      [png, 'image/png'],
      [jpg, 'image/jpeg'],
    ] as const) {
      const res = await uploadProof(t, member.token, bytes, type);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const back = (await readBack(res.body.value.proofId, member.token)).rawPayload;
      expect(back.includes(secret)).toBe(false);
      expect(back.includes(type === 'image/png' ? 'tEXt' : 'Exif')).toBe(false);
      // What is stored is what is served: the original bytes are kept nowhere.
      const [row] = await t.deps.db
        .select({ data: paymentProofs.data })
        .from(paymentProofs)
        .where(eq(paymentProofs.id, res.body.value.proofId));
      expect(Buffer.from(row!.data).includes(secret)).toBe(false);
    }
  });

  it('refuses a file that starts like a PNG or JPEG but is not one with 415, storing nothing', async () => {
    const member = await makePayMember(t);
    const before = await countRows(t, paymentProofs);
    const disguised: Array<[Buffer, string]> = [
      // The signature, then an HTML page: passes the magic-byte check, fails the decode.
      [
        Buffer.concat([realPng(2, 2).subarray(0, 8), Buffer.from('<html>'.repeat(20))]),
        'image/png',
      ],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), 'image/jpeg'],
      // A real PNG's head with its pixel data cut off.
      [realPng(20, 20).subarray(0, 60), 'image/png'],
    ];
    for (const [body, type] of disguised) {
      const res = await uploadProof(t, member.token, body, type);
      expect([res.status, res.body.code], type).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    }
    expect(await countRows(t, paymentProofs)).toBe(before);
  });

  it('takes exactly 5 MB and refuses one byte more with 413', async () => {
    const member = await makePayMember(t);
    expect((await uploadProof(t, member.token, pngBytes(PROOF_MAX_BYTES))).status).toBe(200);
    const before = await countRows(t, paymentProofs);
    const res = await uploadProof(t, member.token, pngBytes(PROOF_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('BODY_TOO_LARGE');
    expect(await countRows(t, paymentProofs)).toBe(before);
  });

  it('refuses other types, bytes that are not what they claim, and empty bodies', async () => {
    const member = await makePayMember(t);
    const before = await countRows(t, paymentProofs);
    const cases: Array<[Buffer | string, string, number, string]> = [
      [Buffer.from('{"a":1}'), 'application/json', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [Buffer.from('hello'), 'text/plain', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [Buffer.from('GIF89a........'), 'image/gif', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/svg+xml',
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [jpegBytes(), 'image/png', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [pngBytes(), 'image/jpeg', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [Buffer.from('<html><script>alert(1)</script>'), 'image/png', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        'image/png',
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [Buffer.alloc(0), 'image/png', 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, type, status, code] of cases) {
      const res = await uploadProof(t, member.token, body as Buffer, type);
      expect([res.status, res.body.code], type).toEqual([status, code]);
    }
    expect(await countRows(t, paymentProofs)).toBe(before);
  });

  it('is for signed-in real accounts only', async () => {
    const before = await countRows(t, paymentProofs);
    expect((await uploadProof(t, '')).body.code).toBe('NOT_LOGGED_IN');
    expect((await uploadProof(t, 'x'.repeat(43))).body.code).toBe('SESSION_EXPIRED');
    const trial = await makePayMember(t, { accountType: ACCOUNT_TYPE.trial, password: null });
    const res = await uploadProof(t, trial.token);
    expect([res.status, res.body.code]).toEqual([403, 'TRIAL_ACCOUNT']);
    expect((await uploadProof(t, await t.opsToken())).body.code).toBe('NOT_A_MEMBER');
    expect(await countRows(t, paymentProofs)).toBe(before);
  });

  it(`allows ${UPLOAD_LIMIT} uploads an hour per member, refused ones included`, async () => {
    const member = await makePayMember(t);
    const other = await makePayMember(t);
    await uploadProof(t, member.token, Buffer.from('junk'), 'image/png');
    for (let i = 1; i < UPLOAD_LIMIT; i++) {
      expect((await uploadProof(t, member.token)).status).toBe(200);
    }
    const over = await uploadProof(t, member.token);
    expect([over.status, over.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    // The limit is the member's, not the address's.
    expect((await uploadProof(t, other.token)).status).toBe(200);
  });
});

describe('GET /wps/payment/proofs/:id', () => {
  it("is the owner's or an operator's; anyone else gets 404", async () => {
    const owner = await makePayMember(t);
    const stranger = await makePayMember(t);
    const id = await proofIdOf(t, owner.token);
    expect((await readProof(id, owner.token)).status).toBe(200);
    expect((await readProof(id, await t.opsToken())).status).toBe(200);
    expect((await readProof(id, await createOperatorToken(t, 'support'))).status).toBe(200);
    const content = await readProof(id, await createOperatorToken(t, 'content'));
    expect([content.status, content.body.code]).toEqual([403, 'FORBIDDEN']);
    const other = await readProof(id, stranger.token);
    expect([other.status, other.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await readProof(id + 1_000_000, owner.token)).status).toBe(404);
    expect((await readProof('abc', owner.token)).status).toBe(404);
    expect((await readProof('-1', owner.token)).status).toBe(404);
    expect((await readProof(id)).body.code).toBe('NOT_LOGGED_IN');
  });
});

describe('loadOwnProofs', () => {
  it("accepts the member's own ids and refuses any other member's as not found", async () => {
    const owner = await makePayMember(t);
    const stranger = await makePayMember(t);
    const mine = [await proofIdOf(t, owner.token), await proofIdOf(t, owner.token)];
    const theirs = await proofIdOf(t, stranger.token);
    await expect(loadOwnProofs(t.deps.db, owner.id, mine)).resolves.toEqual(mine);
    await expect(loadOwnProofs(t.deps.db, owner.id, [...mine, theirs])).rejects.toMatchObject({
      code: 'NOT_FOUND',
      field: 'body.proofIds',
    });
    await expect(loadOwnProofs(t.deps.db, owner.id, [999_999_999])).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
