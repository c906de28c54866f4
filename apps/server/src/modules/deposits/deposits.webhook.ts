// The gateway webhook is signed over its raw bytes, so it is a plain Fastify route in a scope
// whose JSON parser keeps the body as bytes (the site's parser would hand over a re-serialisable
// object, not what was signed). The service checks the signature before reading anything.
import type { FastifyInstance } from 'fastify';
import { ZChannelCode } from '@wps/contracts/payment/fields';
import { gatewayWebhook } from '@wps/contracts/payment/gateway-webhook';
import { uploadProof } from '@wps/contracts/payment/upload-proof';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { Router } from '../../http/route';
import { registerSandboxGateway } from '../../providers/payment-gateway/sandbox';
import { registerProofRoutes } from '../proofs/proofs.routes';
import { receiveGatewayDelivery } from './deposits.service';

/** Far above any real delivery, far below the site's body limit. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

export function registerGatewayWebhook(root: FastifyInstance, deps: Deps): void {
  root.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { channelCode: string } }>(
      gatewayWebhook.path,
      { bodyLimit: WEBHOOK_BODY_LIMIT },
      async (request, reply) => {
        const code = ZChannelCode.safeParse(request.params.channelCode);
        if (!code.success) throw new AppError('NOT_FOUND', 'No such gateway.');
        const body = request.body instanceof Buffer ? request.body : Buffer.alloc(0);
        const value = await receiveGatewayDelivery(deps, code.data, request.headers, body);
        reply.header('cache-control', 'no-store');
        return { success: true, value };
      },
    );
  });
}

/**
 * The payment routes that are not JSON calls: proof images in and out, the gateway webhook, and
 * the sandbox gateway's pay page. Called from app.ts beside the router, which lists the two
 * API calls among them in the OpenAPI document.
 */
export function registerPaymentHttp(app: FastifyInstance, router: Router, deps: Deps): void {
  router.document(uploadProof);
  router.document(gatewayWebhook);
  registerProofRoutes(app, deps);
  registerGatewayWebhook(app, deps);
  registerSandboxGateway(app, deps);
}
