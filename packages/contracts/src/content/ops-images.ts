// Images operators upload for promotions and banners. The body is the raw image, as a member's
// proof upload (upload-proof.ts): Content-Type image/png or image/jpeg, at most 5 MB, its bytes
// checked against the type, then re-encoded by the server. The answer's url is a site path that
// the promotion and banner forms take as their image (ZImagePath), served to everyone.
import { z } from 'zod';
import { defineContract } from '../http';

export const opsUploadImage = defineContract({
  method: 'POST',
  path: '/ops/api/content/images',
  summary:
    'Upload a promotion or banner image: the raw body with Content-Type image/png or ' +
    'image/jpeg, at most 5 MB and 4096 x 4096 pixels (413 BODY_TOO_LARGE; other types or ' +
    'bytes that are not that image 415 UNSUPPORTED_MEDIA_TYPE); stored re-encoded',
  tag: 'ops',
  access: 'operator',
  permission: 'content.edit',
  value: z.object({
    id: z.number().int(),
    /** '/wps/content/images/12.png': public, never changes. */
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  }),
});

/** GET: the image itself (public, cached for a year: an id's bytes never change). */
export const CONTENT_IMAGE_ROUTE = '/wps/content/images/:file';
export const contentImagePath = (id: number, mime: 'image/png' | 'image/jpeg') =>
  `/wps/content/images/${id}.${mime === 'image/png' ? 'png' : 'jpg'}`;
