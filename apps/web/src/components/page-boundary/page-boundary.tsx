// The page area of a centre (the member centre, the agent centre): the open page, lazily loaded,
// with a loading line while its chunk comes; a page that fails (its chunk would not load, or it
// threw) says so in its place with a reload button, not over the site. Give it the page's key so
// a failed page resets when another is chosen.
import { Component, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../../lib/load-chunk';

class Boundary extends Component<
  { children: ReactNode; fallback: (error: unknown) => ReactNode },
  { error: unknown }
> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function PageFailed({ error, className }: { error: unknown; className: string }) {
  const { t } = useTranslation();
  return (
    <div className={className} role="alert">
      <p>{isChunkLoadError(error) ? t('app.chunkFailed') : t('app.pageFailed')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </div>
  );
}

export function PageBoundary({
  failedClassName,
  loadingClassName,
  children,
}: {
  /** The class of the failure's box. */
  failedClassName: string;
  /** The class of the loading line. */
  loadingClassName: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Boundary fallback={(error) => <PageFailed error={error} className={failedClassName} />}>
      <Suspense
        fallback={
          <p className={loadingClassName} role="status">
            {t('common.loading')}
          </p>
        }
      >
        {children}
      </Suspense>
    </Boundary>
  );
}
