import {
  changePassword,
  forgotPasswordByEmail,
  resetPasswordByEmailLink,
  resetPasswordBySms,
} from '@wps/contracts/account/password';
import { login, loginFreePlay, loginVerification, logout } from '@wps/contracts/account/session';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { createRateLimiter } from '../../lib/rate-limit';
import * as auth from './auth.service';
import * as passwords from './password.service';

const HOUR_MS = 3_600_000;

export function registerAuthRoutes(r: Router, deps: Deps): void {
  // Each free play makes an account: a few an hour per address is plenty for a visitor.
  const freePlay = createRateLimiter(deps.redis, {
    name: 'freeplay-ip',
    limit: 5,
    windowMs: HOUR_MS,
  });
  const forgot: passwords.ForgotLimiters = {
    ip: createRateLimiter(deps.redis, { name: 'forgot-mail-ip', limit: 5, windowMs: 10 * 60_000 }),
    username: createRateLimiter(deps.redis, {
      name: 'forgot-mail-user',
      limit: 3,
      windowMs: HOUR_MS,
    }),
  };

  r.add(login, ({ body }, ctx) => auth.login(deps, body, ctx));
  r.add(loginVerification, ({ body }, ctx) => auth.loginVerification(deps, body, ctx));
  r.add(loginFreePlay, ({ body }, ctx) => auth.loginFreePlay(deps, freePlay, body, ctx));
  r.add(logout, (_input, ctx) => auth.logout(deps, ctx));

  r.add(changePassword, ({ body }, ctx) => passwords.changePassword(deps, ctx, body));
  r.add(forgotPasswordByEmail, ({ body }, ctx) =>
    passwords.forgotPasswordByEmail(deps, forgot, body, ctx),
  );
  r.add(resetPasswordByEmailLink, ({ body }, ctx) =>
    passwords.resetPasswordByEmailLink(deps, body, ctx),
  );
  r.add(resetPasswordBySms, ({ body }, ctx) => passwords.resetPasswordBySms(deps, body, ctx));
}
