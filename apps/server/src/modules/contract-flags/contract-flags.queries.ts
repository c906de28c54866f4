// The contract flags are one settings document.
import { ZContractFlags, type TContractFlags } from '@wps/contracts/wallet/contract-flags';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from '../settings/settings.queries';

export const CONTRACT_FLAGS_KEY = 'system.contractFlags';

/** Until an operator offers them: no agent contracts (their pages come with a later issue). */
export const defaultContractFlags: TContractFlags = {
  dailysalreqtype: false,
  divtypereq: false,
  contracthoursalreqtype: false,
  realtimesalreqtype: false,
};

export function readContractFlags(db: Db): Promise<TContractFlags> {
  return readSetting(db, CONTRACT_FLAGS_KEY, ZContractFlags, defaultContractFlags);
}

export function writeContractFlags(db: Db, value: TContractFlags, operatorId: number) {
  return writeSetting(db, CONTRACT_FLAGS_KEY, value, operatorId);
}
