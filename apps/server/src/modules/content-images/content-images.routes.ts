// The content image routes take and give raw images, not JSON, so they are plain Fastify routes
// in the proofs' image scope. The operator is resolved and checked before the body is read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROOF_MAX_BYTES } from '@wps/contracts/payment/upload-proof';
import { CONTENT_IMAGE_ROUTE, opsUploadImage } from '@wps/contracts/content/ops-images';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { createRateLimiter } from '../../lib/rate-limit';
import { callerOf, imageBody, imageScope } from '../proofs/proofs.routes';
import * as s from './content-images.service';

export function registerContentImageRoutes(root: FastifyInstance, router: Router, deps: Deps) {
  router.document(opsUploadImage);
  const limiter = createRateLimiter(deps.redis, {
    name: 'content-image-upload',
    limit: s.IMAGE_UPLOAD_LIMIT,
    windowMs: s.IMAGE_UPLOAD_WINDOW_MS,
  });
  const uploaders = new WeakMap<FastifyRequest, number>();

  imageScope(root, (scope) => {
    scope.post(
      opsUploadImage.path,
      {
        bodyLimit: PROOF_MAX_BYTES,
        onRequest: async (request) => {
          uploaders.set(
            request,
            await s.startImageUpload(deps, limiter, await callerOf(deps, request)),
          );
        },
      },
      async (request, reply) => {
        const value = await s.saveContentImage(deps, uploaders.get(request)!, imageBody(request));
        reply.header('cache-control', 'no-store');
        return { success: true, value };
      },
    );

    scope.get<{ Params: { file: string } }>(
      CONTENT_IMAGE_ROUTE,
      { exposeHeadRoute: false },
      async (request, reply) => {
        const image = await s.readContentImage(deps, request.params.file);
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          .type(image.mime)
          .send(Buffer.from(image.data));
      },
    );
  });
}
