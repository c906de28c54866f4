// The centres' page area: the page once loaded, a loading line while it comes, and a page that
// fails says so in its own box (a chunk that would not load told apart) with a reload button.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { ChunkLoadError } from '../../lib/load-chunk';
import { setupTestI18n } from '../../test/test-i18n';
import { PageBoundary } from './page-boundary';

beforeAll(async () => {
  await setupTestI18n('EN');
});
afterEach(() => vi.restoreAllMocks());

function Throws({ error }: { error: Error }): never {
  throw error;
}

const boundary = (children: React.ReactNode) => (
  <PageBoundary failedClassName="x__failed" loadingClassName="x__loading">
    {children}
  </PageBoundary>
);

describe('PageBoundary', () => {
  it('shows a loading line until a lazy page comes, then the page', async () => {
    let done: (value: { default: () => React.ReactNode }) => void = () => {};
    const Page = lazy(() => new Promise<{ default: () => React.ReactNode }>((r) => (done = r)));
    render(boundary(<Page />));
    expect(screen.getByRole('status')).toHaveClass('x__loading');
    done({ default: () => <p>The page</p> });
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says a page that threw could not be shown, in its own box', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(boundary(<Throws error={new Error('boom')} />));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('x__failed');
    expect(alert).toHaveTextContent('This page could not be shown');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('tells a chunk that would not load apart', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(boundary(<Throws error={new ChunkLoadError()} />));
    expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk failed');
  });
});
