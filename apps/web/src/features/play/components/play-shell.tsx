// The frame of a game client: the top bar, the page, and what shows without a launch token or
// while the session loads.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../shell/page-loader';
import { PlayError } from './play-error';
import { PlayTopBar } from './play-top-bar';
import '../play.css';

export function PlayShell({
  title,
  balance,
  currency,
  hasToken,
  isLoading,
  loadError,
  children,
}: {
  title: string;
  balance: string | null;
  currency?: string | undefined;
  hasToken: boolean;
  isLoading: boolean;
  loadError: unknown;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="play">
      <PlayTopBar title={title} balance={balance} currency={currency} />
      <main className="play__main">
        {!hasToken ? (
          <p role="alert" className="play-error">
            {t('errors.LAUNCH_TOKEN_INVALID')}
          </p>
        ) : loadError ? (
          <PlayError error={loadError} />
        ) : isLoading ? (
          <PageLoader />
        ) : (
          children
        )}
      </main>
    </div>
  );
}
