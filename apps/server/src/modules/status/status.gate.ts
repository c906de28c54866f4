// While the site is in maintenance or the visitor's region is blocked, the API refuses member
// calls (503 MAINTENANCE / 403 REGION_BLOCKED). System calls and the operators' API stay open so
// the web can show the status screen and operators can switch maintenance off.
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { getSiteStatus } from './status.service';

const gatedPrefixes = ['/wps/', '/lgw/', '/lotto/'];
// Gateway webhooks settle money already paid: they must get through maintenance and region
// blocks (the gateway's servers are wherever they are); their signature is their gate.
// The vendor wallet API likewise: rounds already played settle, and vendors expect HTTP 200.
const openPrefixes = ['/wps/system/', '/wps/feedback', '/wps/payment/gateway/', '/wps/vendor/'];

export function installStatusGate(app: FastifyInstance, deps: Deps): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url;
    if (!gatedPrefixes.some((p) => path.startsWith(p))) return;
    if (openPrefixes.some((p) => path.startsWith(p))) return;
    const { status } = await getSiteStatus(deps, request.ip);
    if (status === 1) throw new AppError('MAINTENANCE', 'The site is under maintenance.');
    if (status === 2)
      throw new AppError('REGION_BLOCKED', 'Access from your region is restricted.');
  });
}
