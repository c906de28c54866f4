// The member centre's menu (spec 2 "Member centre"): every page key in the spec's order, each with
// its page. A key whose page a later issue builds has no `Page` yet and is not shown. Pages are
// features (features/security, features/wallet, features/payments ...) loaded as their own chunks;
// this file is where the shell hands each one what it needs from elsewhere (features do not
// import each other).
import type { QueryClient } from '@tanstack/react-query';
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import type { IconName } from '../../components/icon/icon';
import { useAccountModals } from '../../features/auth/account-modals';
import {
  preloadGameRecordsTexts,
  useGameRecordsTexts,
} from '../../features/game-records/game-records-texts';
import { preloadPaymentsTexts, usePaymentsTexts } from '../../features/payments/payments-texts';
import {
  preloadPromotionsTexts,
  usePromotionsTexts,
} from '../../features/promotions/promotions-texts';
import { preloadSecurityTexts, useSecurityTexts } from '../../features/security/security-texts';
import { myKycQuery, securityCentreQuery } from '../../features/security/use-security-centre';
import { preloadSocialTexts, useSocialTexts } from '../../features/social/social-texts';
import type { LanguageFile } from '../../i18n/languages';
import { loadChunk } from '../../lib/load-chunk';
import type { MemberCentreKey } from '../../lib/member-centre';
import { PageLoader } from '../page-loader';

/** What every page is given. */
export interface MemberCentrePageProps {
  /** Switches the member centre to another page, optionally to a part of it (an element id). */
  open: (key: MemberCentreKey, anchor?: string) => void;
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
  /**
   * Starts what the page waits for (its chunk, texts and first data) the moment the address
   * opens the member centre on it, beside the member centre's own chunk (app/first-loads.ts):
   * otherwise each waits for the one before it to render.
   */
  preload?: (client: QueryClient, language: LanguageFile) => void;
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

const loadSecurityCenterPage = () => import('../../features/security/security-center-page');
const SecurityCenterPage = lazyPage(loadSecurityCenterPage, 'SecurityCenterPage');
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

const loadBetRecordsPage = () => import('../../features/game-records/bet-records-page');
const BetRecordsPage = lazyPage(loadBetRecordsPage, 'BetRecordsPage');
const loadBonusDetailsPage = () => import('../../features/bonus/bonus-details-page');
const BonusDetailsPage = lazyPage(loadBonusDetailsPage, 'BonusDetailsPage');
const loadRewardCenterPage = () => import('../../features/promotions/reward-center-page');
const RewardCenterPage = lazyPage(loadRewardCenterPage, 'RewardCenterPage');
const loadManualRebatePage = () => import('../../features/promotions/manual-rebate-page');
const ManualRebatePage = lazyPage(loadManualRebatePage, 'ManualRebatePage');
const loadProfitPage = () => import('../../features/game-records/profit-page');
const ProfitPage = lazyPage(loadProfitPage, 'ProfitPage');

/** A feature's own texts: the hook that waits for them, and the call that starts them early. */
interface FeatureTexts {
  use: () => boolean;
  preload: (language: LanguageFile) => void;
}
const paymentsTexts = { use: usePaymentsTexts, preload: preloadPaymentsTexts };
const promotionsTexts = { use: usePromotionsTexts, preload: preloadPromotionsTexts };
const socialTexts = { use: useSocialTexts, preload: preloadSocialTexts };
const securityTexts = { use: useSecurityTexts, preload: preloadSecurityTexts };
const gameRecordsTexts = { use: useGameRecordsTexts, preload: preloadGameRecordsTexts };

/**
 * `Page` once its feature's own texts are in (they are not in the players' language files); the
 * page's chunk is asked for beside them. With the entry's `preload`, which starts both at once
 * when the address opens the member centre on the page.
 */
function withTexts<P extends object>(
  Page: ComponentType<P>,
  load: () => Promise<unknown>,
  texts: FeatureTexts,
) {
  function PageWithTexts(props: P) {
    useEffect(() => {
      load().catch(() => {}); // the lazy page loads it again, with retries, and shows a failure
    }, []);
    return texts.use() ? <Page {...props} /> : <PageLoader />;
  }
  const preload: NonNullable<MemberCentreEntry['preload']> = (_client, language) => {
    load().catch(() => {}); // the lazy page loads it again, with retries
    texts.preload(language);
  };
  return { Page: PageWithTexts, preload };
}

const depositPage = withTexts(DepositPage, loadDepositPage, paymentsTexts);
const withdrawPage = withTexts(WithdrawPage, loadWithdrawPage, paymentsTexts);
// Its withdrawals name their state in the payment texts.
const transactionHistoryPage = withTexts(
  TransactionHistoryPage,
  loadTransactionHistoryPage,
  paymentsTexts,
);
// Bonus texts travel with the payment texts: the withdrawal asks before forfeiting a bonus.
const bonusDetailsPage = withTexts(BonusDetailsPage, loadBonusDetailsPage, paymentsTexts);
// The promotion pages' texts load with them (features/promotions/locales).
const rewardCenterPage = withTexts(RewardCenterPage, loadRewardCenterPage, promotionsTexts);
const manualRebatePage = withTexts(ManualRebatePage, loadManualRebatePage, promotionsTexts);
const loadReferralPage = () => import('../../features/social/referral-page');
const loadMissionPage = () => import('../../features/social/mission-page');
const loadMessagePage = () => import('../../features/social/message-page');
const referralPage = withTexts(
  lazyPage(loadReferralPage, 'ReferralPage'),
  loadReferralPage,
  socialTexts,
);
const missionPage = withTexts(
  lazyPage(loadMissionPage, 'MissionPage'),
  loadMissionPage,
  socialTexts,
);
const messagePage = withTexts(
  lazyPage(loadMessagePage, 'MessagePage'),
  loadMessagePage,
  socialTexts,
);
const securityCenterPage = withTexts(SecurityCenterPage, loadSecurityCenterPage, securityTexts);
const betRecordsPage = withTexts(BetRecordsPage, loadBetRecordsPage, gameRecordsTexts);
const profitPage = withTexts(ProfitPage, loadProfitPage, gameRecordsTexts);

function SecurityCenter() {
  const modals = useAccountModals();
  return (
    <securityCenterPage.Page onChangePassword={() => modals.open({ kind: 'changePassword' })} />
  );
}

export const memberCentreEntries: readonly MemberCentreEntry[] = [
  {
    key: 'securityCenter',
    icon: 'shield',
    Page: SecurityCenter,
    // The first page most members see: its data too, and the payment texts its KYC form uses.
    preload: (client, language) => {
      securityCenterPage.preload(client, language);
      paymentsTexts.preload(language);
      void client.prefetchQuery(securityCentreQuery());
      void client.prefetchQuery(myKycQuery());
    },
  },
  { key: 'transferFund', icon: 'wallet', Page: TransferFundPage },
  { key: 'depositv2', icon: 'deposit', ...depositPage },
  { key: 'withdraw', icon: 'withdraw', ...withdrawPage },
  { key: 'transferUpline', icon: 'transfer', Page: TransferUplinePage },
  { key: 'personalHistoryCopy', icon: 'ball', ...betRecordsPage },
  { key: 'transactionHistory', icon: 'list', ...transactionHistoryPage },
  { key: 'personalProfit', icon: 'chart', ...profitPage },
  { key: 'bonusDetails', icon: 'gift', ...bonusDetailsPage },
  { key: 'rewardCenter', icon: 'star', badge: 'rewards', ...rewardCenterPage },
  { key: 'referral', icon: 'users', ...referralPage },
  { key: 'missionLeaderboard', icon: 'trophy', badge: 'missions', ...missionPage },
  { key: 'messageV2', icon: 'megaphone', badge: 'messages', ...messagePage },
  { key: 'manualRebate', icon: 'refresh', ...manualRebatePage },
];

/** Starts what the page the address's key opens waits for (app/first-loads.ts). */
export function preloadMemberCentrePage(
  requested: string,
  client: QueryClient,
  language: LanguageFile,
  entries: readonly MemberCentreEntry[] = memberCentreEntries,
): void {
  entryFor(requested, entries)?.preload?.(client, language);
}

/** The entry the address's key opens: its own, or the first shown for a key without a page. */
export function entryFor(
  requested: string,
  entries: readonly MemberCentreEntry[] = memberCentreEntries,
): MemberCentreEntry | undefined {
  const shown = shownEntries(entries);
  return shown.find((e) => e.key === requested) ?? shown[0];
}

/** The entries the menu shows: those with a page, in the spec's order. */
export function shownEntries(entries: readonly MemberCentreEntry[] = memberCentreEntries) {
  return entries.filter((entry) => entry.Page !== undefined);
}
