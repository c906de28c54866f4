// The agent tree's one rule a caller meets: members.upline_id may not point to the member itself
// or to one of its own downlines. The trigger of migration 0013 refuses such an UPDATE (or
// INSERT) with check_violation on constraint member_tree_no_cycle; this tells it apart.

/** True when `error` (as thrown by the database driver, maybe wrapped) is the tree's refusal. */
export function isTreeCycleError(error: unknown): boolean {
  for (let e: unknown = error, i = 0; e && i < 5; i++) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23514' && constraint === 'member_tree_no_cycle') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
