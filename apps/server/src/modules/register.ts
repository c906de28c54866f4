// Every API module, registered in one place.
import type { Deps } from '../deps';
import type { Router } from '../http/route';
import { registerAnnouncementRoutes } from './announcements/announcements.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerFeedbackRoutes } from './feedback/feedback.routes';
import { registerHelpRoutes } from './help/help.routes';
import { registerVendorRoutes } from './vendors/vendors.routes';
import { registerOpsRoutes } from './ops/ops.routes';
import { registerStatusRoutes } from './status/status.routes';
import { registerConsolidatedRoutes } from './consolidated/consolidated.routes';
import { registerCountryRoutes } from './country/country.routes';
import { registerDomainRouteRoutes } from './domain-route/domain-route.routes';
import { registerRegisterSettingsRoutes } from './register-settings/register-settings.routes';
import { registerTemplatesRoutes } from './templates/templates.routes';
import { registerWhitelabelRoutes } from './whitelabel/whitelabel.routes';
import { registerOAuthRoutes } from './oauth/oauth.routes';
import { registerVerificationRoutes } from './verification/verification.routes';
import { registerAccountSettingsRoutes } from './account-settings/account-settings.routes';
import { registerOutboxRoutes } from './outbox/outbox.routes';
import { registerRegistrationRoutes } from './registration/registration.routes';
import { registerMemberRoutes } from './member/member.routes';
import { registerOpsMemberRoutes } from './ops-members/ops-members.routes';
import { registerWalletRoutes } from './wallet/wallet.routes';

export function registerModules(r: Router, deps: Deps): void {
  registerOpsRoutes(r, deps);
  registerStatusRoutes(r, deps);
  registerWhitelabelRoutes(r, deps);
  registerRegisterSettingsRoutes(r, deps);
  registerCountryRoutes(r, deps);
  registerDomainRouteRoutes(r, deps);
  registerTemplatesRoutes(r, deps);
  registerConsolidatedRoutes(r, deps);
  registerAnnouncementRoutes(r, deps);
  registerFeedbackRoutes(r, deps);
  registerHelpRoutes(r, deps);
  registerVendorRoutes(r, deps);
  registerOAuthRoutes(r, deps);
  registerVerificationRoutes(r, deps);
  registerAccountSettingsRoutes(r, deps);
  registerOutboxRoutes(r, deps);
  registerRegistrationRoutes(r, deps);
  registerMemberRoutes(r, deps);
  registerOpsMemberRoutes(r, deps);
  registerAuthRoutes(r, deps);
  registerWalletRoutes(r, deps);
}
