import {
  captcha,
  challenge,
  smsNoLogin,
  smsPasswordReset,
  smsRegister,
  phoneAuthConfirm,
  phoneAuthSend,
} from '@wps/contracts/account/verification';
import { getSmsLimits, putSmsLimits, smsAlarms } from '@wps/contracts/system/sms-limits';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import { issueCaptcha } from './captcha.service';
import { issueChallenge } from './challenge.service';
import { confirmStandInCode, sendStandInCode } from './phone-auth.service';
import * as smsLimits from './sms-limits.service';
import * as verification from './verification.service';

export function registerVerificationRoutes(r: Router, deps: Deps): void {
  r.add(captcha, (_input, ctx) => issueCaptcha(deps, ctx.ip));
  r.add(challenge, () => issueChallenge(deps));
  r.add(smsRegister, ({ body }, ctx) =>
    verification.requestRegisterCode(deps, {
      dialCode: body.countryDialingCode,
      mobileNum: body.mobileNo,
      captcha: body.captcha,
      challenge: body.challenge,
      ip: ctx.ip,
    }),
  );
  r.add(smsNoLogin, ({ body }, ctx) =>
    verification.requestLoginCode(deps, {
      dialCode: body.countryDialingCode,
      mobileNum: body.mobileNum,
      challenge: body.challenge,
      ip: ctx.ip,
    }),
  );
  r.add(phoneAuthSend, ({ body }, ctx) =>
    sendStandInCode(deps, {
      dialCode: body.countryDialingCode,
      mobileNum: body.mobileNum,
      challenge: body.challenge,
      ip: ctx.ip,
    }),
  );
  r.add(phoneAuthConfirm, ({ body }) => confirmStandInCode(deps, body));
  r.add(getSmsLimits, (_input, ctx) => smsLimits.getSmsLimits(deps, ctx.caller));
  r.add(putSmsLimits, ({ body }, ctx) => smsLimits.setSmsLimits(deps, ctx.caller, body));
  r.add(smsAlarms, (_input, ctx) => smsLimits.listSmsAlarms(deps, ctx.caller));
  r.add(smsPasswordReset, ({ body }, ctx) =>
    verification.requestResetCode(deps, {
      dialCode: body.countryDialingCode,
      mobileNum: body.mobileNum,
      challenge: body.challenge,
      ip: ctx.ip,
    }),
  );
}
