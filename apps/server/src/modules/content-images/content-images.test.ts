// Operators' content images over HTTP: a real PNG or JPEG is stored re-encoded (the trailing
// bytes an attacker adds are gone) and served publicly; an .exe renamed .png, bytes that only
// start like a PNG, a file over 5 MB and an image over 4096 x 4096 pixels are refused and store
// nothing; only content.edit may upload, each upload is audited, and uploads are rate-limited.
import { and, count, eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES } from '@wps/contracts/payment/upload-proof';
import { contentImages } from '../../db/schema/content';
import { auditLog } from '../../db/schema/core';
import { makePayMember } from '../../../test/payments-kit';
import { realJpeg, realPng } from '../../../test/images';
import { createOperatorToken } from '../../../test/operators';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { IMAGE_UPLOAD_LIMIT } from './content-images.service';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.opsToken();
});
afterAll(async () => {
  await t?.close();
});

const upload = (token: string | undefined, body: Buffer, type = 'image/png') =>
  t.call({
    method: 'POST',
    url: '/ops/api/content/images',
    token,
    headers: { 'content-type': type },
    payload: body,
  });
const stored = async () => (await t.deps.db.select({ n: count() }).from(contentImages))[0]!.n;

describe('content image upload', () => {
  it('stores a PNG re-encoded, serves it publicly, and audits the upload', async () => {
    const sent = realPng(40, 20, { text: '<script>alert(1)</script>' });
    const res = await upload(admin, sent);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { id, url, width, height } = res.body.value;
    expect({ width, height }).toEqual({ width: 40, height: 20 });
    expect(url).toBe(`/wps/content/images/${id}.png`);

    const back = await t.app.inject({ method: 'GET', url });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(back.rawPayload, sent)).not.toBe(0);
    expect(back.rawPayload.includes('<script>')).toBe(false);
    const decoded = PNG.sync.read(back.rawPayload);
    expect(decoded.data.equals(PNG.sync.read(sent).data)).toBe(true);

    const [audit] = await t.deps.db
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'content.image.upload'),
          eq(auditLog.subject, `content-image:${id}`),
        ),
      );
    expect(audit!.n).toBe(1);
    // The same id under the other extension, or a made-up name, is none.
    for (const wrong of [`${id}.jpg`, `${id}.PNG`, `0${id}.png`, '99999999.png', 'x.png']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/wps/content/images/${wrong}` })).statusCode,
      ).toBe(404);
    }
  });

  it('stores a JPEG re-encoded as a JPEG', async () => {
    const res = await upload(admin, realJpeg(32, 16), 'image/jpeg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value.url).toMatch(/\.jpg$/);
    const back = await t.app.inject({ method: 'GET', url: res.body.value.url });
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.decode(back.rawPayload)).toMatchObject({ width: 32, height: 16 });
  });

  it('refuses an .exe renamed .png, a fake PNG, a GIF, 5 MB + 1 and too many pixels', async () => {
    const before = await stored();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(500)]);
    const exeRes = await upload(admin, exe);
    expect([exeRes.status, exeRes.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const fake = await upload(
      admin,
      Buffer.concat([realPng(2, 2).subarray(0, 8), Buffer.alloc(2000, 7)]),
    );
    expect([fake.status, fake.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const gif = await upload(admin, Buffer.from('GIF89a....'), 'image/gif');
    expect(gif.status).toBe(415);
    // Bytes after the image's end are refused, not stored.
    const trailer = await upload(admin, Buffer.concat([realPng(4, 4), Buffer.from('<?php')]));
    expect([trailer.status, trailer.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const big = await upload(admin, realPng(10, 10, { text: 'x'.repeat(PROOF_MAX_BYTES) }));
    expect([big.status, big.body.code]).toEqual([413, 'BODY_TOO_LARGE']);
    // A small file whose header claims 5000 x 5000 pixels is refused before it is decoded.
    const huge = realPng(2, 2);
    huge.writeUInt32BE(5000, 16);
    huge.writeUInt32BE(5000, 20);
    const hugeRes = await upload(admin, huge);
    expect([hugeRes.status, hugeRes.body.code]).toEqual([413, 'BODY_TOO_LARGE']);
    expect(await stored()).toBe(before);
  });

  it('needs an operator with content.edit', async () => {
    const before = await stored();
    const member = await makePayMember(t);
    expect((await upload(undefined, realPng(4, 4))).status).toBe(401);
    expect((await upload(member.token, realPng(4, 4))).status).toBe(401);
    const support = await createOperatorToken(t, 'support');
    const refused = await upload(support, realPng(4, 4));
    expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    const content = await createOperatorToken(t, 'content');
    expect((await upload(content, realPng(4, 4))).status).toBe(200);
    expect(await stored()).toBe(before + 1);
  });

  it('is rate-limited per operator, refused uploads counted too', async () => {
    const content = await createOperatorToken(t, 'content');
    const junk = Buffer.from('MZ-not-an-image');
    for (let i = 0; i < IMAGE_UPLOAD_LIMIT; i += 1) {
      expect((await upload(content, junk)).status).toBe(415);
    }
    const over = await upload(content, realPng(4, 4));
    expect([over.status, over.body.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    // Another operator is not held back.
    expect((await upload(admin, realPng(4, 4))).status).toBe(200);
  });
});
