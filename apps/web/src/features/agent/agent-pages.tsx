// Each agent centre page, by menu key, as its own chunk (loaded when first opened).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '../../lib/load-chunk';
import type { AgentPageKey } from './agent-menu-entries';
import type { AgentPageProps } from './agent-page-props';

function lazyPage<M extends Record<K, ComponentType<AgentPageProps>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => loadChunk(load).then((module) => ({ default: module[name] })));
}

const contracts = () => import('./pages/contract-pages');

export const agentPages: Record<AgentPageKey, ComponentType<AgentPageProps>> = {
  announcement: lazyPage(() => import('./pages/announcement-page'), 'AnnouncementPage'),
  teamOverview: lazyPage(() => import('./pages/team-overview-page'), 'TeamOverviewPage'),
  accountCentre: lazyPage(
    () => import('./account-centre/account-centre-page'),
    'AccountCentrePage',
  ),
  teamManagement: lazyPage(() => import('./pages/team-management-page'), 'TeamManagementPage'),
  teamBetting: lazyPage(() => import('./pages/team-betting-page'), 'TeamBettingPage'),
  userProfit: lazyPage(() => import('./pages/user-profit-page'), 'UserProfitPage'),
  myIncome: lazyPage(() => import('./pages/my-income-page'), 'MyIncomePage'),
  downlineTransactions: lazyPage(
    () => import('./pages/downline-transactions-page'),
    'DownlineTransactionsPage',
  ),
  dividend: lazyPage(contracts, 'DividendPage'),
  dailySalary: lazyPage(contracts, 'DailySalaryPage'),
  hourlySalary: lazyPage(contracts, 'HourlySalaryPage'),
  realtimeSalary: lazyPage(contracts, 'RealtimeSalaryPage'),
};
