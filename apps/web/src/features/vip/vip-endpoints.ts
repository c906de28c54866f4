// The VIP page's call, typed by its contract (types only: no zod rides along).
import type { getVipSummary } from '@wps/contracts/loyalty/vip';
import { endpoint } from '../../lib/endpoint';

export const vipSummaryEndpoint = endpoint<typeof getVipSummary>('GET', '/wps/vip/summary');
