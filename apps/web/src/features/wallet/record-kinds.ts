// The ledger's transaction kinds as the records page names them. A kind not listed here (one a
// later issue adds) shows under its own name rather than not at all.
export const knownRecordKinds = [
  'deposit',
  'deposit_fee',
  'withdrawal',
  'withdrawal_fee',
  'withdrawal_refund',
  'hold',
  'hold_void',
  'transfer_upline',
  'transfer_downline',
  'wallet_transfer_in',
  'wallet_transfer_out',
  'wallet_transfer',
  'freeplay',
  'bet',
  'win',
  'rollback',
  'adjustment',
] as const;

export function isKnownRecordKind(kind: string): kind is (typeof knownRecordKinds)[number] {
  return (knownRecordKinds as readonly string[]).includes(kind);
}
