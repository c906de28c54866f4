// The vendor ids the TY-language site uses instead (spec 9 "vendor ids mapped for TY"): a vendor
// that runs a separate account for the TY market is one more vendor, and the TY site lists and
// launches it in the place of the vendor it stands for. One settings document, games.edit.
import { z } from 'zod';
import { defineContract } from '../http';

/** More pairs than the site has vendors is a mistake, not a setting. */
export const TY_VENDOR_PAIRS_MAX = 100;

const ZVendorId = z.number().int().min(1).max(2_147_483_647);

const ZTyVendorPair = z.strictObject({
  /** The vendor other languages use. */
  vendorId: ZVendorId,
  /** The vendor the TY site uses in its place (same game type). */
  tyVendorId: ZVendorId,
});
type TTyVendorPair = z.infer<typeof ZTyVendorPair>;

/** Why a pair cannot stand (the console names it before sending); the first such pair. */
export const tyVendorPairProblems = ['itself', 'twice', 'shared', 'chain'] as const;
export type TTyVendorPairProblem = (typeof tyVendorPairProblems)[number];

export function findTyVendorPairProblem(
  pairs: TTyVendorPair[],
): { index: number; problem: TTyVendorPairProblem } | null {
  // Sets, not look-backs: a body of many pairs costs linear time before it is refused.
  const sources = new Set(pairs.map((p) => p.vendorId));
  const seenSources = new Set<number>();
  const seenTargets = new Set<number>();
  for (const [index, pair] of pairs.entries()) {
    const problem: TTyVendorPairProblem | null =
      pair.tyVendorId === pair.vendorId
        ? 'itself'
        : seenSources.has(pair.vendorId)
          ? 'twice'
          : seenTargets.has(pair.tyVendorId)
            ? 'shared'
            : // No chains: a TY vendor is never itself mapped, so one look-up is the whole answer.
              sources.has(pair.tyVendorId)
              ? 'chain'
              : null;
    if (problem) return { index, problem };
    seenSources.add(pair.vendorId);
    seenTargets.add(pair.tyVendorId);
  }
  return null;
}

export const ZTyVendorIds = z
  .strictObject({ pairs: z.array(ZTyVendorPair).max(TY_VENDOR_PAIRS_MAX) })
  .superRefine(({ pairs }, ctx) => {
    const found = findTyVendorPairProblem(pairs);
    if (found)
      ctx.addIssue({ code: 'custom', message: found.problem, path: ['pairs', found.index] });
  });
export type TTyVendorIds = z.infer<typeof ZTyVendorIds>;

export const getTyVendorIds = defineContract({
  method: 'GET',
  path: '/ops/api/vendors/ty-ids',
  summary: 'The vendors the TY-language site uses in the place of others',
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  value: ZTyVendorIds,
});

export const putTyVendorIds = defineContract({
  method: 'PUT',
  path: '/ops/api/vendors/ty-ids',
  summary:
    'Replace the TY site’s vendor mapping: known vendors of the same game type, no chains (games)',
  tag: 'ops',
  access: 'operator',
  permission: 'games.edit',
  body: ZTyVendorIds,
  value: ZTyVendorIds,
});
