// The settlement maths, pure: which tier a team reached, and the level-difference pay of every
// contract in a tree of contracts for one period. Money is bigint minor units, rates integer
// basis points; no I/O here, so the rules are tested on their own (settlement-math.test.ts).

export type ContractKind = 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary';

/** A team's figures over one period (the activity facts of the agent and everyone under it). */
export interface TeamFigures {
  /** Settled stake of rounds not cancelled or rolled back. */
  validBet: bigint;
  /** Every stake placed. */
  betAmount: bigint;
  /** The house's profit on the team: positive when the team lost. */
  housePnl: bigint;
  /** Members whose valid bet reached the operator's threshold. */
  activeMembers: number;
}

export const ZERO_FIGURES: TeamFigures = {
  validBet: 0n,
  betAmount: 0n,
  housePnl: 0n,
  activeMembers: 0,
};

/** One tier: every threshold must be reached; rates in basis points (100 = 1%). */
export interface Tier {
  /** Dividend: the period's valid bet at least this. */
  minValidBet: bigint;
  /** Dividend: the team's net loss (house P&L) at least this. */
  minLoss: bigint;
  /** Salaries: the period's bet amount at least this. */
  minBetAmount: bigint;
  minActive: number;
  rateBp: number;
}

export const BASIS = 10_000n;

/**
 * The highest-rate tier whose thresholds the figures all reach, or null. The loss threshold is a
 * dividend's only: a salary is paid on bets whether the team won or lost.
 */
export function reachedTier(
  tiers: readonly Tier[],
  f: TeamFigures,
  kind: ContractKind = 'dividend',
): { index: number; rateBp: number } | null {
  let best: { index: number; rateBp: number } | null = null;
  tiers.forEach((t, index) => {
    const reached =
      f.validBet >= t.minValidBet &&
      (kind !== 'dividend' || f.housePnl >= t.minLoss) &&
      f.betAmount >= t.minBetAmount &&
      f.activeMembers >= t.minActive;
    if (reached && (best === null || t.rateBp > best.rateBp)) best = { index, rateBp: t.rateBp };
  });
  return best;
}

/** What a rate applies to: the team's net loss for a dividend, its valid bet for a salary. */
export function baseOf(kind: ContractKind, f: TeamFigures): bigint {
  return kind === 'dividend' ? f.housePnl : f.validBet;
}

/** rate x base, truncated toward zero: one rounding rule for pay and deductions alike. */
export function grossOf(rateBp: number, base: bigint): bigint {
  return (BigInt(rateBp) * base) / BASIS;
}

export interface ContractNode {
  contractId: number;
  agentId: number;
  /** The contract of the agent who gave this one; null for a platform (top-level) contract. */
  uplineContractId: number | null;
  tiers: readonly Tier[];
  figures: TeamFigures;
  /** Dividend: the loss carried in from the agent's earlier periods (zero or negative). */
  carryIn: bigint;
}

export interface Deduction {
  contractId: number;
  agentId: number;
  rateBp: number;
  base: bigint;
  amount: bigint;
}

export interface SettlementLine {
  contractId: number;
  agentId: number;
  figures: TeamFigures;
  /** Index into the contract's tiers, or null when no tier was reached. */
  tierIndex: number | null;
  /** The rate of the tier reached (0 without one). */
  ownRateBp: number;
  /** ownRateBp, capped by the upline's effective rate: what this contract pays at. */
  effectiveRateBp: number;
  base: bigint;
  /** effectiveRateBp x base. */
  gross: bigint;
  /** What each direct downline's contract takes out of this one's gross. */
  deductions: Deduction[];
  /** gross minus the deductions: this contract's own share (may be negative for a dividend). */
  net: bigint;
  carryIn: bigint;
  /** Paid to the agent: never negative. */
  amount: bigint;
  /** Dividend: the loss carried to the next period (zero or negative). */
  carryOut: bigint;
}

/**
 * The level-difference settlement of one kind and period. Each contract pays its effective rate
 * on its team's base, minus what its direct downlines' contracts pay on theirs. A downline's
 * effective rate never exceeds its upline's (the upline cannot pass on a rate it did not
 * reach), so for a salary the sum paid down a chain is exactly the top rate on the top team.
 *
 * A dividend whose net plus the carried loss is not positive pays nothing; the shortfall is
 * carried to the next period when `carryOver` is on, else forgotten. Nothing is ever a debit.
 * A node whose upline contract is missing from `nodes` is treated as top-level.
 */
export function settleContracts(
  kind: ContractKind,
  nodes: readonly ContractNode[],
  { carryOver }: { carryOver: boolean },
): SettlementLine[] {
  const byId = new Map(nodes.map((n) => [n.contractId, n]));
  const children = new Map<number, ContractNode[]>();
  for (const n of nodes) {
    if (n.uplineContractId === null || !byId.has(n.uplineContractId)) continue;
    const list = children.get(n.uplineContractId) ?? [];
    list.push(n);
    children.set(n.uplineContractId, list);
  }
  // Effective rates top-down (iteratively: a tree may be deep).
  const effective = new Map<number, { tierIndex: number | null; own: number; rate: number }>();
  const roots = nodes.filter((n) => n.uplineContractId === null || !byId.has(n.uplineContractId));
  const stack: Array<{ node: ContractNode; cap: number }> = roots.map((node) => ({
    node,
    cap: Number(BASIS),
  }));
  while (stack.length > 0) {
    const { node, cap } = stack.pop()!;
    if (effective.has(node.contractId)) continue; // a loop in bad data: settle each once
    const tier = reachedTier(node.tiers, node.figures, kind);
    const own = tier?.rateBp ?? 0;
    const rate = Math.min(own, cap);
    effective.set(node.contractId, { tierIndex: tier?.index ?? null, own, rate });
    for (const child of children.get(node.contractId) ?? []) stack.push({ node: child, cap: rate });
  }
  const grossOfNode = (n: ContractNode) =>
    grossOf(effective.get(n.contractId)?.rate ?? 0, baseOf(kind, n.figures));

  return nodes
    .filter((n) => effective.has(n.contractId))
    .map((n) => {
      const e = effective.get(n.contractId)!;
      const base = baseOf(kind, n.figures);
      const gross = grossOf(e.rate, base);
      const deductions = (children.get(n.contractId) ?? []).map((c) => ({
        contractId: c.contractId,
        agentId: c.agentId,
        rateBp: effective.get(c.contractId)!.rate,
        base: baseOf(kind, c.figures),
        amount: grossOfNode(c),
      }));
      const net = deductions.reduce((sum, d) => sum - d.amount, gross);
      let amount: bigint;
      let carryOut = 0n;
      const carryIn = kind === 'dividend' ? n.carryIn : 0n;
      if (kind === 'dividend') {
        const due = net + carryIn;
        amount = due > 0n ? due : 0n;
        carryOut = due < 0n && carryOver ? due : 0n;
      } else {
        // Cannot happen with consistent figures (a team's base includes its downlines'); never
        // a debit if the facts ever disagree.
        amount = net > 0n ? net : 0n;
      }
      return {
        contractId: n.contractId,
        agentId: n.agentId,
        figures: n.figures,
        tierIndex: e.tierIndex,
        ownRateBp: e.own,
        effectiveRateBp: e.rate,
        base,
        gross,
        deductions,
        net,
        carryIn,
        amount,
        carryOut,
      };
    });
}
