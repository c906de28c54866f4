import {
  memberInfo,
  playerAvatars,
  securityConfig,
  setMemberIcon,
  setMemberLanguage,
} from '@wps/contracts/account/member';
import type { Deps } from '../../deps';
import type { Router } from '../../http/route';
import * as member from './member.service';

export function registerMemberRoutes(r: Router, deps: Deps): void {
  r.add(memberInfo, (_input, ctx) => member.getMemberInfo(deps, ctx.caller));
  r.add(playerAvatars, (_input, ctx) => member.getAvatars(deps, ctx.caller));
  r.add(setMemberIcon, ({ body }, ctx) => member.setAvatar(deps, ctx.caller, body.avatarId));
  r.add(setMemberLanguage, ({ body }, ctx) => member.setLanguage(deps, ctx.caller, body.language));
  r.add(securityConfig, (_input, ctx) => member.getSecurityConfig(deps, ctx.caller));
}
