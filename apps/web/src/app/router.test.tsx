import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteRoutes } from '@wps/contracts/site-routes';
import { makeConsolidated } from '../test/fixtures';
import { defaultApi, renderRoute } from '../test/render-app';
import { setupTestI18n } from '../test/test-i18n';

beforeAll(async () => {
  await setupTestI18n('EN');
});

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const at = (router: { state: { location: { pathname: string } } }) =>
  router.state.location.pathname;

describe('the route table', () => {
  it.each(siteRoutes.filter((path) => path !== '/ops'))('%s shows a page', async (path) => {
    renderRoute(path);
    // The first page of a kind transforms its whole chunk cold: beside the other passes in CI
    // that alone took over 4 s.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeVisible();
  });

  it('shows the not-found screen inside the shell for an unknown path', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  it('shows /helpmc without the shell and /lottery with the header only', async () => {
    const helpmc = renderRoute('/helpmc');
    expect(await screen.findByRole('heading', { name: 'Help centre' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    helpmc.unmount();

    renderRoute('/lottery');
    expect(await screen.findByRole('heading', { name: 'Lottery' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
  });

  it('gives /pointMall the footer but no side menu', async () => {
    renderRoute('/pointMall');
    expect(await screen.findByRole('heading', { name: 'Points mall' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
  });
});

describe('/games/{games}', () => {
  it("upper-cases the parameter into the game type and shows that type's page", async () => {
    const { router } = renderRoute('/games/rng?vendor=ROYALSLOTS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Slots' }, { timeout: 4000 }),
    ).toBeVisible();
    expect(at(router)).toBe('/rng');
    expect(router.state.location.search).toBe('?vendor=ROYALSLOTS');
  });

  it('takes any letter case', async () => {
    const { router } = renderRoute('/games/eSports');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-sports' }, { timeout: 4000 }),
    ).toBeVisible();
    expect(at(router)).toBe('/esports');
  });

  it('is not found for a word that is no game type', async () => {
    renderRoute('/games/poker');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

describe('loginedToHomePage (spec 2)', () => {
  const api = () => ({
    ...defaultApi(),
    '/wps/system/settings/consolidated': makeConsolidated({
      whitelabel: { loginedToHomePage: true },
    }),
  });

  it('sends a visitor from another route to /login', async () => {
    const { router } = renderRoute('/vip', { api: api() });
    await waitFor(() => expect(at(router)).toBe('/login'));
  });

  it('leaves /register and /helpmc open to visitors', async () => {
    const register = renderRoute('/register', { api: api() });
    // Home, under the register modal.
    expect(await screen.findByRole('heading', { name: 'Royal Win home' })).toBeInTheDocument();
    expect(at(register.router)).toBe('/register');
    register.unmount();

    const helpmc = renderRoute('/helpmc', { api: api() });
    expect(await screen.findByRole('heading', { name: 'Help centre' })).toBeVisible();
    expect(at(helpmc.router)).toBe('/helpmc');
  });

  it('lets a member with a session token stay', async () => {
    sessionStorage.setItem('token', 'member-token');
    const { router } = renderRoute('/vip', { api: api() });
    expect(await screen.findByRole('heading', { name: 'VIP' })).toBeVisible();
    expect(at(router)).toBe('/vip');
  });

  it('does nothing when the option is off', async () => {
    const { router } = renderRoute('/vip');
    expect(await screen.findByRole('heading', { name: 'VIP' })).toBeVisible();
    expect(at(router)).toBe('/vip');
  });
});

describe('scrolling on navigation (spec 2)', () => {
  it('goes to the top, or to the hash anchor', async () => {
    const { router } = renderRoute('/vip');
    await screen.findByRole('heading', { name: 'VIP' });
    vi.mocked(window.scrollTo).mockClear();

    await act(() => router.navigate('/hot'));
    await screen.findByRole('heading', { name: 'Hot games' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);

    const api = {
      ...defaultApi(),
      '/wps/system/helpCenter': [
        { id: 1, tag: 'agent', title: 'Become an affiliate', content: 'Earn commission.', sort: 1 },
      ],
    };
    vi.mocked(window.scrollTo).mockClear();
    renderRoute('/help#agent', { api });
    await screen.findByRole('heading', { name: 'Affiliate programme' });
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    const target = vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0] as Element;
    expect(target.id).toBe('agent');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
