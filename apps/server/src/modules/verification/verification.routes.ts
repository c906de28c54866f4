import {
  captcha,
  challenge,
  smsNoLogin,
  smsPasswordReset,
  smsRegister,
} from '@wps/contracts/account/verification';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { issueCaptcha } from './captcha.service';
import { issueChallenge } from './challenge.service';
import * as verification from './verification.service';

export function registerVerificationRoutes(r: Router, deps: Deps): void {
  r.add(captcha, (_input, ctx) => issueCaptcha(deps, ctx.ip));
  r.add(challenge, () => issueChallenge(deps));
  r.add(smsRegister, ({ body }, ctx) =>
    verification.requestRegisterCode(deps, {
      dialCode: body.countryDialingCode,
      mobileNum: body.mobileNo,
      captcha: body.captcha,
      ip: ctx.ip,
    }),
  );
  r.add(smsNoLogin, ({ body }, ctx) =>
    verification.requestLoginCode(deps, {
      dialCode: body.countryDialingCode,
      mobileNum: body.mobileNum,
      ip: ctx.ip,
    }),
  );
  r.add(smsPasswordReset, ({ body }, ctx) =>
    verification.requestResetCode(deps, {
      dialCode: body.countryDialingCode,
      mobileNum: body.mobileNum,
      ip: ctx.ip,
    }),
  );
}
