// The root of every route: scroll handling, the site-status screen, the loginedToHomePage rule.
import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useConsolidatedSettings } from '../api/consolidated-settings';
import { AccountModalsProvider } from '../features/auth/account-modals';
import { AccountUrlActions } from '../features/auth/account-url-actions';
import { useSession } from '../lib/session';
import { CustomerServiceHost } from '../shell/customer-service';
import { PageLoader } from '../shell/page-loader';
import { ScrollManager } from '../shell/scroll-manager';
import { StatusGate } from '../shell/status-gate';
import { needsLoginRedirect } from './route-rules';

function LoginRedirect({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { isLoggedIn } = useSession();
  const settings = useConsolidatedSettings();
  const loginedToHomePage = settings.data?.whitelabel.loginedToHomePage ?? false;
  if (needsLoginRedirect({ pathname, isLoggedIn, loginedToHomePage })) {
    return <Navigate to="/login" replace />;
  }
  return children;
}

export function RootRoute() {
  const content = (
    <>
      <ScrollManager />
      <LoginRedirect>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </LoginRedirect>
    </>
  );
  // The account popups sit inside the router (they navigate) and customer service. The
  // operators' console (ops.html) is no route here, so maintenance never closes it.
  return (
    <CustomerServiceHost>
      <AccountModalsProvider>
        <AccountUrlActions />
        <StatusGate>{content}</StatusGate>
      </AccountModalsProvider>
    </CustomerServiceHost>
  );
}
