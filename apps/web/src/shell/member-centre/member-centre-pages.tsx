// The member centre's menu (spec 2 "Member centre"): every page key in the spec's order, each with
// its page. A key whose page a later issue builds has no `Page` yet and is not shown. Pages are
// features (features/security, features/wallet, features/payments ...) loaded as their own chunks;
// this file is where the shell hands each one what it needs from elsewhere (features do not
// import each other).
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import type { IconName } from '../../components/icon/icon';
import { useAccountModals } from '../../features/auth/account-modals';
import { usePaymentsTexts } from '../../features/payments/payments-texts';
import { loadChunk } from '../../lib/load-chunk';
import type { MemberCentreKey } from '../../lib/member-centre';
import { PageLoader } from '../page-loader';

/** What every page is given. */
export interface MemberCentrePageProps {
  /** Switches the member centre to another page. */
  open: (key: MemberCentreKey) => void;
  /** Leaves the member centre. */
  close: () => void;
}

/** The counts some entries show as a badge when above zero (spec 2). */
export type MemberCentreCount = 'missions' | 'messages' | 'rewards';

export interface MemberCentreEntry {
  key: MemberCentreKey;
  icon: IconName;
  badge?: MemberCentreCount;
  /** Undefined until the page exists; the menu leaves the entry out. */
  Page?: ComponentType<MemberCentrePageProps>;
}

/** React.lazy for a named export, typed, loaded with retries (lib/load-chunk). */
// `any` props: the constraint must accept a component of any props; each page keeps its own type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => loadChunk(load).then((module) => ({ default: module[name] })));
}

const SecurityCenterPage = lazyPage(
  () => import('../../features/security/security-center-page'),
  'SecurityCenterPage',
);
const TransferFundPage = lazyPage(
  () => import('../../features/wallet/transfer-fund-page'),
  'TransferFundPage',
);
const loadDepositPage = () => import('../../features/payments/deposit/deposit-page');
const DepositPage = lazyPage(loadDepositPage, 'DepositPage');
const loadWithdrawPage = () => import('../../features/payments/withdraw/withdraw-page');
const WithdrawPage = lazyPage(loadWithdrawPage, 'WithdrawPage');
const TransferUplinePage = lazyPage(
  () => import('../../features/wallet/transfer-upline-page'),
  'TransferUplinePage',
);
const loadTransactionHistoryPage = () => import('../../features/wallet/transaction-history-page');
const TransactionHistoryPage = lazyPage(loadTransactionHistoryPage, 'TransactionHistoryPage');

const BetRecordsPage = lazyPage(
  () => import('../../features/game-records/bet-records-page'),
  'BetRecordsPage',
);
const loadBonusDetailsPage = () => import('../../features/bonus/bonus-details-page');
const BonusDetailsPage = lazyPage(loadBonusDetailsPage, 'BonusDetailsPage');
const ProfitPage = lazyPage(() => import('../../features/game-records/profit-page'), 'ProfitPage');

/**
 * `Page` once its feature's own texts are in (`useTexts`: they are not in the players' language
 * files); the page's chunk is asked for beside them.
 */
function withTexts<P extends object>(
  Page: ComponentType<P>,
  load: () => Promise<unknown>,
  useTexts: () => boolean,
) {
  return function PageWithTexts(props: P) {
    useEffect(() => {
      load().catch(() => {}); // the lazy page loads it again, with retries, and shows a failure
    }, []);
    return useTexts() ? <Page {...props} /> : <PageLoader />;
  };
}

const DepositPageWithTexts = withTexts(DepositPage, loadDepositPage, usePaymentsTexts);
const WithdrawPageWithTexts = withTexts(WithdrawPage, loadWithdrawPage, usePaymentsTexts);
// Its withdrawals name their state in the payment texts.
const TransactionHistoryPageWithTexts = withTexts(
  TransactionHistoryPage,
  loadTransactionHistoryPage,
  usePaymentsTexts,
);

// Bonus texts travel with the payment texts: the withdrawal asks before forfeiting a bonus.
const BonusDetailsPageWithTexts = withTexts(
  BonusDetailsPage,
  loadBonusDetailsPage,
  usePaymentsTexts,
);

function SecurityCenter() {
  const modals = useAccountModals();
  return <SecurityCenterPage onChangePassword={() => modals.open({ kind: 'changePassword' })} />;
}

export const memberCentreEntries: readonly MemberCentreEntry[] = [
  { key: 'securityCenter', icon: 'shield', Page: SecurityCenter },
  { key: 'transferFund', icon: 'wallet', Page: TransferFundPage },
  { key: 'depositv2', icon: 'deposit', Page: DepositPageWithTexts },
  { key: 'withdraw', icon: 'withdraw', Page: WithdrawPageWithTexts },
  { key: 'transferUpline', icon: 'transfer', Page: TransferUplinePage },
  { key: 'personalHistoryCopy', icon: 'ball', Page: BetRecordsPage },
  { key: 'transactionHistory', icon: 'list', Page: TransactionHistoryPageWithTexts },
  { key: 'personalProfit', icon: 'chart', Page: ProfitPage },
  { key: 'bonusDetails', icon: 'gift', Page: BonusDetailsPageWithTexts },
  { key: 'rewardCenter', icon: 'star', badge: 'rewards' },
  { key: 'referral', icon: 'users' },
  { key: 'missionLeaderboard', icon: 'trophy', badge: 'missions' },
  { key: 'messageV2', icon: 'megaphone', badge: 'messages' },
  { key: 'manualRebate', icon: 'refresh' },
];

/** The entries the menu shows: those with a page, in the spec's order. */
export function shownEntries(entries: readonly MemberCentreEntry[] = memberCentreEntries) {
  return entries.filter((entry) => entry.Page !== undefined);
}
