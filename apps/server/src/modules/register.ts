// Every API module, registered in one place.
import type { Deps } from '../deps';
import type { Router } from '../http/route';
import { registerAnnouncementRoutes } from './announcements/announcements.routes';
import { registerFeedbackRoutes } from './feedback/feedback.routes';
import { registerHelpRoutes } from './help/help.routes';
import { registerVendorRoutes } from './vendors/vendors.routes';
import { registerOpsRoutes } from './ops/ops.routes';
import { registerStatusRoutes } from './status/status.routes';

export function registerModules(r: Router, deps: Deps): void {
  registerOpsRoutes(r, deps);
  registerStatusRoutes(r, deps);
  registerAnnouncementRoutes(r, deps);
  registerFeedbackRoutes(r, deps);
  registerHelpRoutes(r, deps);
  registerVendorRoutes(r, deps);
}
