// Every API module, registered in one place.
import type { Deps } from '../deps';
import type { Router } from '../http/route';
import { registerOpsRoutes } from './ops/ops.routes';
import { registerStatusRoutes } from './status/status.routes';

export function registerModules(r: Router, deps: Deps): void {
  registerOpsRoutes(r, deps);
  registerStatusRoutes(r, deps);
}
