// The activity facts and the agent tree, for the modules that read them (agent reports, contract
// settlement, promotions, VIP, the console). Import from here.
//
// Writing: recordActivity(tx, fact), in the transaction that moves the money, before its ledger
// post. Reading: the readers below (aggregates and member_tree only, never raw rounds). The tree
// itself (member_tree) is kept by database triggers: set or change members.upline_id and it
// follows; a cycle is refused with check_violation on constraint member_tree_no_cycle
// (isTreeCycleError).
export {
  recordActivity,
  rebuildActivity,
  type ActivityFact,
  type LotteryFact,
  type MoneyFact,
  type RoundFact,
} from './record';
export {
  downlineTeamFigures,
  isInTeam,
  memberFigures,
  countTeamActiveMembers,
  keptTeamActiveMembers,
  teamActiveMembers,
  teamDailySeries,
  teamFigures,
  teamGameFigures,
  teamMemberFigures,
  uplinesOf,
  zeroFigures,
  type ActivityFigures,
  type ActivityPeriod,
  type DownlineTeamFigures,
  type MemberFigures,
  type MemberGameFigures,
  type TeamActive,
  type TeamDay,
  type TeamFigures,
  type TeamMemberFigures,
  type TeamOptions,
} from './readers';
export { isTreeCycleError } from './tree';
export {
  activityTimeZone,
  setActivityClock,
  setActivityTimeZone,
  storeActivityTimeZone,
} from './zone';
