// Becoming an agent and growing a team (issue 17): the /join application, an agent's affiliate
// links (a code, a domain, a QR code the web draws, the registrations each brought) and the
// account centre's direct registration of players and sub-agents.
import { ACCOUNT_TYPE, DEFAULT_PASSWORD, isAgentType } from '@wps/contracts/account/accounts';
import {
  AFFILIATE_LINKS_MAX,
  type TAgentApplicationInput,
  type TAffiliateLink,
} from '@wps/contracts/account/agent-join';
import { siteOriginOf } from '../../config';
import type { Db } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { RequestContext } from '../../http/route';
import { hashPassword } from '../../lib/passwords';
import { type RateLimiter, takeOrRefuse } from '../../lib/rate-limit';
import { checkMobileNumber } from '../country/mobile-number';
import { readDomainRoutes } from '../domain-route/domain-route.queries';
import { createMember, newReferralCode } from '../member/member-create';
import {
  findMemberByAffiliateCode,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  type MemberRow,
} from '../member/member.queries';
import { normaliseUsername } from '../member/username';
import { insertAudit } from '../ops/ops.queries';
import { checkRegisterField } from '../registration/registration.service';
import { readRegisterSettings } from '../register-settings/register-settings.queries';
import type { Caller } from '../session/session.service';
import { readWhitelabel } from '../whitelabel/whitelabel.queries';
import * as q from './agent-join.queries';

function toMyApplication(row: q.ApplicationRow) {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionRemark: row.decisionRemark,
  };
}

const openApplication = () =>
  new AppError(
    'AGENT_APPLICATION_OPEN',
    'An application for this account, mobile number or username is already waiting.',
  );

/** The caller's member row when it is an active member, else null (a visitor). */
async function memberOf(deps: Deps, caller: Caller | null): Promise<MemberRow | null> {
  if (caller?.kind !== 'member') return null;
  const member = await findMemberById(deps.db, caller.id);
  if (!member || member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  return member;
}

/**
 * A visitor's or a member's application. A member's names its account and needs no username or
 * password; a visitor's carries the wanted ones (checked as registration checks them, the
 * password kept only as its hash) and nothing is made until an operator approves it.
 */
export async function applyForAgent(
  deps: Deps,
  limiter: RateLimiter,
  ctx: Pick<RequestContext, 'ip' | 'caller'>,
  input: TAgentApplicationInput,
) {
  const member = await memberOf(deps, ctx.caller);
  if (member) {
    if (isAgentType(member.accountType)) {
      throw new AppError('ALREADY_AN_AGENT', 'This account is an agent already.');
    }
    if (member.accountType === ACCOUNT_TYPE.trial) throw new AppError('TRIAL_ACCOUNT');
    for (const name of ['username', 'password', 'confirmPassword'] as const) {
      if (input[name] !== undefined) {
        throw new AppError(
          'VALIDATION_FAILED',
          `Unknown field: body.${name} (the application is for the logged-in account)`,
          `body.${name}`,
        );
      }
    }
  } else {
    const settings = await readRegisterSettings(deps.db);
    for (const name of ['username', 'password', 'confirmPassword'] as const) {
      checkRegisterField(settings, name, input[name], { enabled: true, required: true });
    }
    if (normaliseUsername(input.username!) === null) {
      throw new AppError(
        'VALIDATION_FAILED',
        'Invalid field body.username: letters, digits and _ only',
        'body.username',
      );
    }
    if (input.password === DEFAULT_PASSWORD) {
      throw new AppError('VALIDATION_FAILED', 'That password cannot be chosen.', 'body.password');
    }
    if (input.confirmPassword !== input.password) {
      throw new AppError(
        'PASSWORDS_DO_NOT_MATCH',
        'Passwords do not match.',
        'body.confirmPassword',
      );
    }
  }
  await checkMobileNumber(deps, input.countryDialingCode, input.mobileNum, {
    dialCode: 'body.countryDialingCode',
    mobileNum: 'body.mobileNum',
  });
  await takeOrRefuse(limiter, ctx.ip, 'Too many applications from this address; try later.');
  if (!member) {
    if (await findMemberByUsername(deps.db, input.username!)) {
      throw new AppError('USERNAME_TAKEN', 'That username is taken.', 'body.username');
    }
    // The number becomes the new account's: it must be free as at registration.
    if (await findMemberByMobile(deps.db, input.countryDialingCode, input.mobileNum)) {
      throw new AppError(
        'MOBILE_TAKEN',
        'That mobile number is already registered.',
        'body.mobileNum',
      );
    }
  }
  const application = await deps.db.transaction(async (tx) => {
    const row = await q.insertApplication(tx, {
      memberId: member?.id ?? null,
      username: member ? null : input.username!,
      passwordHash: member ? null : await hashPassword(input.password!),
      name: input.name,
      dialCode: input.countryDialingCode,
      mobileNum: input.mobileNum,
      contactApp: input.contactApp,
      contactId: input.contactId,
      teamSize: input.teamSize,
      remark: input.remark,
      ip: ctx.ip,
    });
    if (!row) throw openApplication();
    await insertAudit(tx, {
      actorKind: member ? 'member' : 'system',
      actorId: member?.id ?? null,
      action: 'agent.application.submit',
      subject: `agent-application:${row.id}`,
      detail: { ip: ctx.ip, visitor: !member },
    });
    return row;
  });
  return toMyApplication(application);
}

export async function getMyApplication(deps: Deps, caller: Caller | null) {
  if (caller?.kind !== 'member') throw new AppError('NOT_LOGGED_IN');
  const member = await findMemberById(deps.db, caller.id);
  if (!member) throw new AppError('SESSION_EXPIRED');
  const latest = await q.findLatestApplicationOf(deps.db, member.id);
  return {
    isAgent: isAgentType(member.accountType),
    application: latest ? toMyApplication(latest) : null,
  };
}

/**
 * Gives an agent its invitation code (when it has none) and the link for it, in the caller's
 * transaction. Codes are 8 random characters; a clash is tried again with another.
 */
export async function issueAgentCode(db: Db, agentId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const member = await findMemberById(db, agentId);
    if (!member) throw new AppError('NOT_FOUND', `No member ${agentId}.`);
    if (member.affiliateCode) {
      await q.ensureCodeLink(db, agentId, member.affiliateCode);
      return member.affiliateCode;
    }
    const code = newReferralCode();
    // Another agent's extra link may hold the code: then try another.
    if (await q.findLinkByCode(db, code)) continue;
    if (await q.setAffiliateCode(db, agentId, code)) {
      await q.ensureCodeLink(db, agentId, code);
      return code;
    }
  }
  throw new AppError('CONFLICT', 'No invitation code could be issued; try again.');
}

/** The caller as an active agent, or NOT_AN_AGENT ('Non-agents cannot log in'). */
async function requireAgent(deps: Deps, caller: Caller | null): Promise<MemberRow> {
  if (caller?.kind !== 'member') throw new AppError('NOT_LOGGED_IN');
  const member = await findMemberById(deps.db, caller.id);
  if (!member || member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  if (!isAgentType(member.accountType)) {
    throw new AppError('NOT_AN_AGENT', 'Only agents have affiliate links and downlines.');
  }
  return member;
}

/** The site's origin first, then its other web addresses (domain routes), each once. */
async function offeredDomains(deps: Deps): Promise<string[]> {
  const routes = await readDomainRoutes(deps.db);
  const origins = [siteOriginOf(deps.config)];
  for (const route of routes) {
    if (route.resourceType !== 'WEB') continue;
    const origin = new URL(route.url).origin;
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

function toLink(
  row: q.AffiliateLinkRow,
  registrations: number,
  siteOrigin: string,
): TAffiliateLink {
  const domain = row.domain ?? siteOrigin;
  return {
    id: row.id,
    code: row.code,
    domain,
    url: `${domain}/register?affiliateCode=${encodeURIComponent(row.code)}`,
    registrations,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMyLinks(deps: Deps, caller: Caller | null) {
  const agent = await requireAgent(deps, caller);
  const [firstRows, domains] = await Promise.all([
    q.findLinksWithCounts(deps.db, agent.id),
    offeredDomains(deps),
  ]);
  let rows = firstRows;
  // An agent made before links existed gets the link for its own code on first look (a write
  // only then: a read stays a read).
  const ownCode = agent.affiliateCode?.toUpperCase();
  if (!ownCode || !rows.some((r) => r.link.code.toUpperCase() === ownCode)) {
    await deps.db.transaction((tx) => issueAgentCode(tx, agent.id));
    rows = await q.findLinksWithCounts(deps.db, agent.id);
  }
  const siteOrigin = siteOriginOf(deps.config);
  return { items: rows.map((r) => toLink(r.link, r.registrations, siteOrigin)), domains };
}

export async function createLink(deps: Deps, caller: Caller | null, domain: string) {
  const agent = await requireAgent(deps, caller);
  const domains = await offeredDomains(deps);
  // Compared as origins, so 'HTTPS://Site.example/' is the offered 'https://site.example'.
  let origin: string | null = null;
  try {
    origin = new URL(domain).origin;
  } catch {
    origin = null;
  }
  if (!origin || !domains.includes(origin)) {
    throw new AppError(
      'VALIDATION_FAILED',
      "Invalid field body.domain: not one of the site's domains",
      'body.domain',
    );
  }
  const siteOrigin = siteOriginOf(deps.config);
  return deps.db.transaction(async (tx) => {
    // One at a time per agent, so the cap holds under parallel calls.
    await q.lockMember(tx, agent.id);
    if ((await q.countLinks(tx, agent.id)) >= AFFILIATE_LINKS_MAX) {
      throw new AppError('AFFILIATE_LINKS_FULL', `At most ${AFFILIATE_LINKS_MAX} links.`);
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = newReferralCode();
      if (await findMemberByAffiliateCode(tx, code)) continue;
      const link = await q.insertLink(tx, {
        agentId: agent.id,
        code,
        domain: origin === siteOrigin ? null : origin,
      });
      if (!link) continue;
      await insertAudit(tx, {
        actorKind: 'member',
        actorId: agent.id,
        action: 'agent.link.create',
        subject: `affiliate-link:${link.id}`,
        detail: { domain: origin },
      });
      return toLink(link, 0, siteOrigin);
    }
    throw new AppError('CONFLICT', 'No code could be issued; try again.');
  });
}

/**
 * The account centre: an agent opens a player or sub-agent account under itself. The operator's
 * username and password rules apply as at registration; a sub-agent gets its own invitation code.
 */
export async function registerDownline(
  deps: Deps,
  limiter: RateLimiter,
  caller: Caller | null,
  input: {
    kind: 'player' | 'agent';
    username: string;
    password: string;
    confirmPassword: string;
  },
) {
  const agent = await requireAgent(deps, caller);
  const settings = await readRegisterSettings(deps.db);
  checkRegisterField(settings, 'username', input.username, { enabled: true, required: true });
  checkRegisterField(settings, 'password', input.password, { enabled: true, required: true });
  if (input.password === DEFAULT_PASSWORD) {
    throw new AppError('VALIDATION_FAILED', 'That password cannot be chosen.', 'body.password');
  }
  if (input.confirmPassword !== input.password) {
    throw new AppError('PASSWORDS_DO_NOT_MATCH', 'Passwords do not match.', 'body.confirmPassword');
  }
  await takeOrRefuse(limiter, String(agent.id), 'Too many accounts opened this hour; try later.');
  if (await findMemberByUsername(deps.db, input.username)) {
    throw new AppError('USERNAME_TAKEN', 'That username is taken.', 'body.username');
  }
  const whitelabel = await readWhitelabel(deps.db);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const member = await createMember(
      tx,
      {
        username: input.username,
        passwordHash,
        accountType: input.kind === 'agent' ? ACCOUNT_TYPE.agent : ACCOUNT_TYPE.player,
        nickname: input.username,
        uplineId: agent.id,
        language: whitelabel.defaultLanguage,
        registerMethod: 'AGENT',
      },
      {
        actorKind: 'system',
        action: 'member.register',
        detail: { way: 'agent', upline: agent.id },
      },
    );
    const affiliateCode = input.kind === 'agent' ? await issueAgentCode(tx, member.id) : null;
    await insertAudit(tx, {
      actorKind: 'member',
      actorId: agent.id,
      action: 'agent.downline.register',
      subject: `member:${member.id}`,
      detail: { kind: input.kind },
    });
    return { id: member.id, username: member.username, kind: input.kind, affiliateCode };
  });
}
