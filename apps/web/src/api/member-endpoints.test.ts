// The account endpoints the first load calls, kept equal to their contracts.
import { describe, expect, it } from 'vitest';
import { memberInfo, setMemberLanguage } from '@wps/contracts/account/member';
import { logout } from '@wps/contracts/account/session';
import { memberLanguageEndpoint } from '../lib/language';
import { logoutEndpoint } from '../lib/session';
import { walletBalance } from '@wps/contracts/wallet/balance';
import { memberInfoEndpoint } from './member';
import { walletBalanceEndpoint } from './wallet';

const pairs = [
  [memberInfoEndpoint, memberInfo],
  [memberLanguageEndpoint, setMemberLanguage],
  [logoutEndpoint, logout],
  [walletBalanceEndpoint, walletBalance],
] as const;

describe('account endpoints', () => {
  it.each(pairs)('%o matches its contract', (endpoint, contract) => {
    expect({ method: endpoint.method, path: endpoint.path }).toEqual({
      method: contract.method,
      path: contract.path,
    });
  });
});
