// The ledger's transaction kinds as the records page names them. A kind not listed here (one a
// later issue adds) reads "Other": an internal code is never shown to a member.
export const knownRecordKinds = [
  'deposit',
  'deposit_fee',
  'withdrawal',
  'withdrawal_fee',
  'withdrawal_refund',
  'hold',
  'hold_void',
  'hold_post',
  'transfer_upline',
  'transfer_downline',
  'wallet_transfer_in',
  'wallet_transfer_out',
  'wallet_transfer',
  'freeplay',
  'bet',
  'win',
  'rollback',
  'game_bet',
  'game_win',
  'game_refund',
  'jackpot_hit',
  'adjustment',
  'agent_dividend',
  'agent_daily_salary',
  'agent_hourly_salary',
  'agent_realtime_salary',
] as const;

export function isKnownRecordKind(kind: string): kind is (typeof knownRecordKinds)[number] {
  return (knownRecordKinds as readonly string[]).includes(kind);
}

/** The i18n key naming a ledger kind: its own word, or "Other" for a kind not listed. */
export function recordKindKey(kind: string): string {
  return isKnownRecordKind(kind) ? `wallet.records.kinds.${kind}` : 'wallet.records.kinds.other';
}
