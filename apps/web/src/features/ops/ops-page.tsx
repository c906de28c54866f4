// The operators' console at /ops: its own layout, sign-in and token, loaded as its own chunk.
import { Fragment, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TOpsMe } from '@wps/contracts/ops/session';
import { SiteZoneNote } from '../../components/site-zone-note/site-zone-note';
import { ApiError } from '../../lib/api-client';
import { useSiteFormat } from '../../lib/use-site-format';
import {
  getOpsToken,
  setOpsEnrolmentRequiredHandler,
  setOpsSessionLostHandler,
  setOpsToken,
} from './api/call-ops';
import { opsMeQueryOptions, useOpsMe } from './api/use-ops-me';
import { useOpsLogout } from './api/use-ops-logout';
import { ApiErrorText } from './components/api-error-text';
import { OpsHeader } from './components/ops-header';
import { OpsLoginForm } from './components/ops-login-form';
import { AccountSecuritySection } from './components/account-security-section';
import { AgentsSection } from './components/agents-section';
import { CountriesSection } from './components/countries-section';
import { DomainsSection } from './components/domains-section';
import { OutboxSection } from './components/outbox-section';
import { TemplatesSection } from './components/templates-section';
import { VendorsSection } from './components/vendors-section';
import { AuditSection } from './components/audit-section';
import { BannersSection } from './components/banners-section';
import { ChannelsSection } from './components/channels-section';
import { DepositsSection } from './components/deposits-section';
import { FeedbackSection } from './components/feedback-section';
import { KycSection } from './components/kyc-section';
import { RiskSection } from './components/risk-section';
import { MessagesSection } from './components/messages-section';
import { MissionsSection } from './components/missions-section';
import { SupportSection } from './components/support-section';
import { AgentContractsSection } from './components/agent-contracts-section';
import { FieldSettingsSection } from './components/field-settings-section';
import { GamesSection } from './components/games-section';
import { HelpSection } from './components/help-section';
import { LotterySection } from './components/lottery-section';
import { MembersSection } from './components/members-section';
import { MoneySettingsSection } from './components/money-settings-section';
import { NoticesSection } from './components/notices-section';
import { OperatorsSection } from './components/operators-section';
import { PvpRoomsSection } from './components/pvp-rooms-section';
import { SmsSection } from './components/sms-section';
import { StatusSection } from './components/status-section';
import { TwoFactorSection } from './components/two-factor-section';
import { WhitelabelSection } from './components/whitelabel-section';
import { WithdrawalsSection } from './components/withdrawals-section';
import { OpsPointsSection } from '../points/ops-points-section';
import { OpsVipSection } from '../vip/ops-vip-section';
import {
  canEdit,
  canReviewApplications,
  canSee,
  hasPermission,
  opsSections,
  type OpsSection,
} from './ops-roles';
import { useOpsTexts } from './ops-texts';
import { useOpsSection } from './use-ops-section';
import { PageLoader } from '../../shell/page-loader';
import './ops-page.css';

// The reports (charts, tables) load only when the section opens.
const ReportsSection = lazy(() =>
  import('./components/reports-section').then((m) => ({ default: m.ReportsSection })),
);

// Promotions (forms for seven types, charts) load only when the section opens.
const PromotionsSection = lazy(() =>
  import('./components/promotions-section').then((m) => ({ default: m.PromotionsSection })),
);

function SectionLoading() {
  const { t } = useTranslation();
  return <p role="status">{t('ops.loading')}</p>;
}

/** The console's own cache, so operator data never mixes with the players' and sign-out drops it all. */
function createOpsQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        // Asking again cannot fix a refused request (4xx); a network hiccup may pass.
        retry: (count, error) =>
          count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/** The console, once its texts in the active language are in (the players' files lack them). */
export function OpsPage() {
  return useOpsTexts() ? <OpsPageWithTexts /> : <PageLoader />;
}

function OpsPageWithTexts() {
  const [queryClient] = useState(createOpsQueryClient);
  const { t } = useTranslation();
  useEffect(() => {
    const previous = document.title;
    document.title = `${t('app.name')} · ${t('ops.console')}`;
    return () => {
      document.title = previous;
    };
  }, [t]);
  return (
    <QueryClientProvider client={queryClient}>
      <OpsConsole />
    </QueryClientProvider>
  );
}

function OpsConsole() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [token, setToken] = useState(getOpsToken);
  const me = useOpsMe(token !== null);

  useEffect(() => {
    setOpsSessionLostHandler(() => {
      setToken(null);
      queryClient.clear();
    });
    // Two-factor became required meanwhile (OPS_REQUIRE_2FA): ask "who am I" again, which
    // brings up the enrolment screen.
    setOpsEnrolmentRequiredHandler(
      () => void queryClient.invalidateQueries({ queryKey: opsMeQueryOptions().queryKey }),
    );
    return () => {
      setOpsSessionLostHandler(null);
      setOpsEnrolmentRequiredHandler(null);
    };
  }, [queryClient]);

  function signedIn(newToken: string, operator: TOpsMe) {
    setOpsToken(newToken);
    queryClient.setQueryData(opsMeQueryOptions().queryKey, operator);
    setToken(newToken);
  }

  function signedOut() {
    setOpsToken(null);
    queryClient.clear();
    setToken(null);
  }

  if (token === null) return <OpsLoginForm onSignedIn={signedIn} />;
  if (me.isPending) {
    return (
      <main className="ops-login">
        <p role="status">{t('ops.loading')}</p>
      </main>
    );
  }
  if (me.isError) {
    return (
      <main className="ops-login">
        <div className="ops-card">
          <ApiErrorText error={me.error} />
          <button type="button" className="ops-button" onClick={() => void me.refetch()}>
            {t('ops.retry')}
          </button>
        </div>
      </main>
    );
  }
  if (me.data.mustEnrolTwoFactor) {
    return <OpsEnrolment operator={me.data} onSignedOut={signedOut} />;
  }
  return <OpsWorkspace operator={me.data} onSignedOut={signedOut} />;
}

function useSignOut(onSignedOut: () => void) {
  const logout = useOpsLogout();
  // The token is dropped here whatever the server answers: if the revoke did not reach it, the
  // token can no longer be used from this browser and expires on its own.
  const signOut = () => logout.mutate(undefined, { onSettled: onSignedOut });
  return { signOut, isSigningOut: logout.isPending };
}

/** OPS_REQUIRE_2FA: an operator who must enrol sees this screen only, until a code confirms it. */
function OpsEnrolment({ operator, onSignedOut }: { operator: TOpsMe; onSignedOut: () => void }) {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut(onSignedOut);
  return (
    <div className="ops-shell ops-shell-single">
      <OpsHeader operator={operator} onSignOut={signOut} isSigningOut={isSigningOut} />
      <main className="ops-main">
        <h1>{t('ops.nav.twoFactor')}</h1>
        <p className="ops-hint">{t('ops.twoFactor.required')}</p>
        <TwoFactorSection operator={operator} />
      </main>
    </div>
  );
}

export function sectionContent(
  section: OpsSection,
  isEditor: boolean,
  operator: TOpsMe,
): ReactNode {
  switch (section) {
    case 'twoFactor':
      return <TwoFactorSection operator={operator} />;
    case 'status':
      return <StatusSection canEdit={isEditor} />;
    case 'deposits':
      return <DepositsSection canEdit={isEditor} />;
    case 'withdrawals':
      return <WithdrawalsSection canEdit={isEditor} />;
    case 'channels':
      return <ChannelsSection canEdit={isEditor} />;
    case 'money':
      return <MoneySettingsSection canEdit={isEditor} />;
    case 'games':
      return (
        <>
          <GamesSection canEdit={isEditor} />
          <PvpRoomsSection canEdit={isEditor} />
        </>
      );
    case 'lottery':
      return <LotterySection canEdit={isEditor} />;
    case 'promotions':
      return (
        <Suspense fallback={<SectionLoading />}>
          <PromotionsSection canEdit={isEditor} canReview={canReviewApplications(operator)} />
        </Suspense>
      );
    case 'whitelabel':
      return <WhitelabelSection canEdit={isEditor} />;
    case 'fields':
      return <FieldSettingsSection canEdit={isEditor} />;
    case 'sms':
      return <SmsSection canEdit={isEditor} />;
    case 'notices':
      return <NoticesSection canEdit={isEditor} />;
    case 'banners':
      return <BannersSection canEdit={isEditor} />;
    case 'help':
      return <HelpSection canEdit={isEditor} />;
    case 'feedback':
      return <FeedbackSection canEdit={isEditor} />;
    case 'missions':
      return <MissionsSection canEdit={isEditor} />;
    case 'messages':
      return <MessagesSection canEdit={isEditor} />;
    case 'support':
      return <SupportSection canEdit={isEditor} />;
    case 'members':
      return <MembersSection canEdit={isEditor} />;
    case 'agents':
      return (
        <AgentsSection
          canEdit={isEditor}
          canSetActiveThreshold={hasPermission(operator, 'settings.edit')}
        />
      );
    case 'contracts':
      return <AgentContractsSection canEdit={isEditor} />;
    case 'points':
      return (
        <OpsPointsSection
          canEdit={isEditor}
          canDecide={hasPermission(operator, 'loyalty.decide')}
        />
      );
    case 'vip':
      return <OpsVipSection canEdit={isEditor} />;
    case 'outbox':
      return <OutboxSection />;
    case 'vendors':
      return (
        <VendorsSection
          canEdit={isEditor}
          canEditIntegration={hasPermission(operator, 'games.edit')}
        />
      );
    case 'templates':
      return <TemplatesSection canEdit={isEditor} />;
    case 'countries':
      return <CountriesSection canEdit={isEditor} />;
    case 'domains':
      return <DomainsSection canEdit={isEditor} />;
    case 'accountSecurity':
      return <AccountSecuritySection canEdit={isEditor} />;
    case 'operators':
      return <OperatorsSection canEdit={isEditor} />;
    case 'audit':
      return <AuditSection />;
    case 'reports':
      return (
        <Suspense fallback={<SectionLoading />}>
          <ReportsSection />
        </Suspense>
      );
    case 'kyc':
      return <KycSection canEdit={isEditor} />;
    case 'risk':
      return <RiskSection canEditMembers={canEdit(operator, 'members')} />;
  }
}

function OpsWorkspace({ operator, onSignedOut }: { operator: TOpsMe; onSignedOut: () => void }) {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut(onSignedOut);
  const requested = useOpsSection();
  const visible = opsSections.filter((s) => canSee(operator, s));
  const section = visible.includes(requested) ? requested : visible[0]!;
  // Forms read typed times in the site's zone: one begun before the zone was known starts again.
  const { timeZone } = useSiteFormat();

  return (
    <div className="ops-shell">
      <OpsHeader operator={operator} onSignOut={signOut} isSigningOut={isSigningOut} />
      <nav className="ops-nav" aria-label={t('ops.sections')}>
        <ul>
          {visible.map((s) => (
            <li key={s}>
              <a href={`#${s}`} aria-current={s === section ? 'page' : undefined}>
                {t(`ops.nav.${s}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="ops-main">
        <h1>{t(`ops.nav.${section}`)}</h1>
        {!canEdit(operator, section) && <p className="ops-hint">{t('ops.readOnly')}</p>}
        <Fragment key={timeZone ?? ''}>
          {sectionContent(section, canEdit(operator, section), operator)}
        </Fragment>
        <SiteZoneNote />
      </main>
    </div>
  );
}
