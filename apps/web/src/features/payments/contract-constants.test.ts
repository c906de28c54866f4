import { describe, expect, it } from 'vitest';
import { DEPOSIT_RETURN_PARAM as contractParam } from '@wps/contracts/payment/create-deposit';
import { PROOF_MAX_BYTES, PROOF_MAX_COUNT, PROOF_TYPES } from '@wps/contracts/payment/upload-proof';
import { MAX_MINOR_AMOUNT as contractMax } from '@wps/contracts/wallet/fields';
import { MAX_MINOR_AMOUNT } from '../../lib/money-amount';
import { DEPOSIT_RETURN_PARAM } from './deposit-return-param';
import { MAX_PROOF_BYTES, MAX_PROOFS, PROOF_ACCEPT } from './components/use-proof-uploads';

// The web keeps copies of a few contract constants so no zod rides along; these keep them equal.
describe('constants copied from the contracts', () => {
  it('are the contracts’ values', () => {
    expect(DEPOSIT_RETURN_PARAM).toBe(contractParam);
    expect(MAX_PROOF_BYTES).toBe(PROOF_MAX_BYTES);
    expect(MAX_PROOFS).toBe(PROOF_MAX_COUNT);
    expect(PROOF_ACCEPT.split(',')).toEqual([...PROOF_TYPES]);
    expect(MAX_MINOR_AMOUNT).toBe(contractMax);
  });
});
