// Maintenance and region restriction: the site status every visitor sees first.
import { BlockList, isIPv6 } from 'node:net';
import {
  ZMaintenance,
  ZRegionRules,
  type TMaintenance,
  type TRegionRules,
  type TSystemStatus,
} from '@wps/contracts/system/status';
import type { Caller } from '../session/session.service';
import type { Deps } from '../../deps';
import { requireOperator } from '../ops/ops.service';
import { insertAudit } from '../ops/ops.queries';
import { readSetting, writeSetting } from '../settings/settings.queries';

const MAINTENANCE_KEY = 'system.maintenance';
const REGION_KEY = 'system.region';
const noMaintenance: TMaintenance = { enabled: false, title: '', endTime: null, info: '' };
const noRegionRules: TRegionRules = { blockedCountries: [], blockedRanges: [] };

interface Rules {
  maintenance: TMaintenance;
  region: TRegionRules;
  blockList: BlockList;
}

/**
 * Every request checks the status, so the rules are cached per process for a short time; the
 * process that takes an operator's change drops its cache at once, others within CACHE_MS.
 */
const CACHE_MS = 2000;
const cache = new WeakMap<Deps, { rules: Promise<Rules>; at: number }>();

function buildBlockList(ranges: string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address, prefix] = range.split('/');
    const type = isIPv6(address!) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(prefix), type);
  }
  return list;
}

async function loadRules({ db }: Deps): Promise<Rules> {
  const [maintenance, region] = await Promise.all([
    readSetting(db, MAINTENANCE_KEY, ZMaintenance, noMaintenance),
    readSetting(db, REGION_KEY, ZRegionRules, noRegionRules),
  ]);
  return { maintenance, region, blockList: buildBlockList(region.blockedRanges) };
}

function rulesOf(deps: Deps): Promise<Rules> {
  const hit = cache.get(deps);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.rules;
  const rules = loadRules(deps);
  cache.set(deps, { rules, at: Date.now() });
  rules.catch(() => cache.delete(deps));
  return rules;
}

/** The countries the region rules block: the site offers their numbers no SMS either. */
export async function blockedCountriesOf(deps: Deps): Promise<string[]> {
  return (await rulesOf(deps)).region.blockedCountries;
}

function isBlocked(rules: Rules, ip: string, countryCode: string | null): boolean {
  if (countryCode && rules.region.blockedCountries.includes(countryCode)) return true;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return rules.blockList.check(v4, isIPv6(v4) ? 'ipv6' : 'ipv4');
}

export async function getSiteStatus(deps: Deps, ip: string): Promise<TSystemStatus> {
  const rules = await rulesOf(deps);
  if (rules.maintenance.enabled) {
    const { title, endTime, info } = rules.maintenance;
    return { status: 1, maintenance: { title, endTime, info }, region: null };
  }
  // Every request of the API passes here: without region rules nobody is blocked, so the
  // country and address lookups are skipped.
  const { blockedCountries, blockedRanges } = rules.region;
  if (blockedCountries.length === 0 && blockedRanges.length === 0) {
    return { status: 0, maintenance: null, region: null };
  }
  const countryCode = deps.geo.countryOf(ip);
  if (isBlocked(rules, ip, countryCode)) {
    return { status: 2, maintenance: null, region: { ip, countryCode } };
  }
  return { status: 0, maintenance: null, region: null };
}

export async function getStatusSettings(deps: Deps, caller: Caller | null) {
  await requireOperator(deps, caller);
  const { maintenance, region } = await loadRules(deps);
  return { maintenance, region };
}

export async function setMaintenance(deps: Deps, caller: Caller | null, maintenance: TMaintenance) {
  const operator = await requireOperator(deps, caller, 'status.edit');
  await deps.db.transaction(async (tx) => {
    await writeSetting(tx, MAINTENANCE_KEY, maintenance, operator.id);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'system.maintenance',
      detail: maintenance,
    });
  });
  cache.delete(deps);
  return maintenance;
}

export async function setRegionRules(deps: Deps, caller: Caller | null, region: TRegionRules) {
  const operator = await requireOperator(deps, caller, 'status.edit');
  const clean = {
    blockedCountries: [...new Set(region.blockedCountries)],
    blockedRanges: [...new Set(region.blockedRanges)],
  };
  await deps.db.transaction(async (tx) => {
    await writeSetting(tx, REGION_KEY, clean, operator.id);
    await insertAudit(tx, {
      actorKind: 'operator',
      actorId: operator.id,
      action: 'system.region',
      detail: clean,
    });
  });
  cache.delete(deps);
  return clean;
}
