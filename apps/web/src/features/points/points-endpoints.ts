// The points mall's calls, typed by their contracts (types only: no zod rides along).
import type {
  convertPoint,
  getPointBalance,
  getPointConfig,
  getPointRecords,
  getPointReward,
  getRedeemPointList,
  redeemPointReward,
} from '@wps/contracts/loyalty/points';
import { endpoint } from '../../lib/endpoint';

export const pointBalanceEndpoint = endpoint<typeof getPointBalance>(
  'GET',
  '/wps/relay/MCS2_getPointBalance',
);
export const pointConfigEndpoint = endpoint<typeof getPointConfig>(
  'GET',
  '/wps/relay/MCS2_getPointConfig',
);
export const pointRewardsEndpoint = endpoint<typeof getPointReward>(
  'GET',
  '/wps/relay/MCS2_getPointReward',
);
export const redeemEndpoint = endpoint<typeof redeemPointReward>(
  'POST',
  '/wps/relay/passwordCheck/MCS2_redeemPointReward',
);
export const redeemListEndpoint = endpoint<typeof getRedeemPointList>(
  'GET',
  '/wps/relay/MCS2_getRedeemPointList',
);
export const convertEndpoint = endpoint<typeof convertPoint>(
  'POST',
  '/wps/relay/passwordCheck/MCS2_convertPoint',
);
export const pointRecordsEndpoint = endpoint<typeof getPointRecords>(
  'GET',
  '/wps/relay/ODSFE2_MemTransDet/points',
);
