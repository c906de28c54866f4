// The proof routes take and give raw images, not JSON, so they are plain Fastify routes in a
// scope of their own: only here are image/png and image/jpeg bodies accepted (at most 5 MB).
// The caller is resolved before the body is read, so strangers cannot make us read 5 MB.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZIdParams } from '@wps/contracts/content/fields';
import {
  PROOF_IMAGE_ROUTE,
  PROOF_MAX_BYTES,
  PROOF_TYPES,
  uploadProof,
} from '@wps/contracts/payment/upload-proof';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { bearerToken } from '../../http/route';
import { createRateLimiter } from '../../lib/rate-limit';
import { resolveSession, sessionOptions, type Caller } from '../session/session.service';
import * as s from './proofs.service';

/** The caller as the router would resolve it: no token is NOT_LOGGED_IN, a dead one expired. */
export async function callerOf(deps: Deps, request: FastifyRequest): Promise<Caller> {
  const token = bearerToken(request);
  const caller = token ? await resolveSession(sessionOptions(deps), token) : null;
  if (!caller) throw new AppError(token ? 'SESSION_EXPIRED' : 'NOT_LOGGED_IN');
  return caller;
}

/**
 * A scope that takes only the two image types as raw bytes (at most 5 MB): anything else, JSON
 * included, is 415 before it is read. Proofs and operators' content images are uploaded in one.
 */
export function imageScope(root: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  root.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser([...PROOF_TYPES], { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    routes(scope);
  });
}

/** The uploaded image's type (as the header names it) and bytes; 415 for anything else. */
export function imageBody(request: FastifyRequest): { type: s.ProofType; bytes: Buffer } {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!s.isProofType(type) || !(request.body instanceof Buffer)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as image/png or image/jpeg.');
  }
  return { type, bytes: request.body };
}

export function registerProofRoutes(root: FastifyInstance, deps: Deps): void {
  const limiter = createRateLimiter(deps.redis, {
    name: 'proof-upload',
    limit: s.UPLOAD_LIMIT,
    windowMs: s.UPLOAD_WINDOW_MS,
  });
  const uploaders = new WeakMap<FastifyRequest, number>();

  imageScope(root, (scope) => {
    scope.post(
      uploadProof.path,
      {
        bodyLimit: PROOF_MAX_BYTES,
        onRequest: async (request) => {
          const member = await s.startUpload(deps, limiter, await callerOf(deps, request));
          uploaders.set(request, member.id);
        },
      },
      async (request, reply) => {
        const value = await s.saveProof(deps, uploaders.get(request)!, imageBody(request));
        reply.header('cache-control', 'no-store');
        return { success: true, value };
      },
    );

    scope.get(PROOF_IMAGE_ROUTE, { exposeHeadRoute: false }, async (request, reply) => {
      const params = ZIdParams.safeParse(request.params);
      if (!params.success) throw new AppError('NOT_FOUND', 'No such proof.');
      const proof = await s.readProof(deps, await callerOf(deps, request), params.data.id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .type(proof.mime)
        .send(Buffer.from(proof.data));
    });
  });
}
