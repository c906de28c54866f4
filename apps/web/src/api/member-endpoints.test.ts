// The account endpoints the first load calls, kept equal to their contracts.
import { describe } from 'vitest';
import {
  memberInfo,
  playerAvatars,
  setMemberIcon,
  setMemberLanguage,
} from '@wps/contracts/account/member';
import { logout } from '@wps/contracts/account/session';
import { memberLanguageEndpoint } from '../lib/language';
import { logoutEndpoint } from '../lib/session';
import { walletBalance } from '@wps/contracts/wallet/balance';
import { avatarsEndpoint, memberInfoEndpoint, setAvatarEndpoint } from './member';
import { walletBalanceEndpoint } from './wallet';
import { itMatchesContracts } from '../test/endpoint-contracts';

const pairs = [
  [memberInfoEndpoint, memberInfo],
  [avatarsEndpoint, playerAvatars],
  [setAvatarEndpoint, setMemberIcon],
  [memberLanguageEndpoint, setMemberLanguage],
  [logoutEndpoint, logout],
  [walletBalanceEndpoint, walletBalance],
] as const;

describe('account endpoints', () => {
  itMatchesContracts(pairs);
});
