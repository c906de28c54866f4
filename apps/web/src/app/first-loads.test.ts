// The first calls start when the app starts, before anything renders (issue 16: the status,
// settings, banners and page chunk no longer wait for each other), and only where they are used.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { systemStatusQuery } from '../api/system-status';
import { defaultApi, FakeResponder, stubFetch } from '../test/render-app';
import { createQueryClient } from './providers';
import { startFirstLoads } from './first-loads';
import type { RouteHandle } from '../shell/route-handle';

const handle = (value: RouteHandle) => value;
/** The routes `pathname` matches and the search, as main.tsx passes the router's. */
const at = (routes: RouteObject[], pathname: string, search = '') =>
  [matchRoutes(routes, pathname) ?? [], search] as const;
const guest = { language: 'EN', isLoggedIn: false } as const;

function table(preloads: { home: () => Promise<unknown>; lottery: () => Promise<unknown> }) {
  const routes: RouteObject[] = [
    {
      handle: handle({ showsAnnouncements: true }),
      children: [
        { path: '/', handle: handle({ preload: preloads.home, pageBannerGroup: 'w_home' }) },
        { path: '/rng', handle: handle({ bannerGroup: 'w_rng' }) },
      ],
    },
    { children: [{ path: '/lottery', handle: handle({ preload: preloads.lottery }) }] },
  ];
  return routes;
}

const banners = [
  {
    bannerId: 1,
    groupName: 'w_rng',
    url: '/banners/w_rng-1.svg',
    title: 'R',
    linkageType: 0,
    link: null,
  },
  {
    bannerId: 2,
    groupName: 'w_home',
    url: '/banners/w_home-1.svg',
    title: 'H1',
    linkageType: 0,
    link: null,
  },
  {
    bannerId: 3,
    groupName: 'w_home',
    url: '/banners/w_home-2.svg',
    title: 'H2',
    linkageType: 0,
    link: null,
  },
];

function calledPaths(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://t.invalid').pathname);
}

function preloadedImages() {
  return [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('startFirstLoads', () => {
  it("on home: status, settings and banners at once, the page's chunk, and its first banner's image", async () => {
    const fetchMock = stubFetch({
      ...defaultApi(),
      '/wps/relay/MCSFE_getListAnnouncements': { player: [], banners, popup: [], promotion: [] },
    });
    const preloads = { home: vi.fn(async () => ({})), lottery: vi.fn(async () => ({})) };
    const client = createQueryClient();
    startFirstLoads(client, ...at(table(preloads), '/'), guest);

    // All three asked for in the same tick: none waits for another's answer.
    expect(calledPaths(fetchMock).sort()).toEqual([
      '/wps/relay/MCSFE_getListAnnouncements',
      '/wps/system/settings/consolidated',
      '/wps/system/status',
    ]);
    expect(String(fetchMock.mock.calls[2]![0])).toContain('language=EN');
    expect(preloads.home).toHaveBeenCalledOnce();
    expect(preloads.lottery).not.toHaveBeenCalled();
    // The answers land in the cache the components read.
    await vi.waitFor(() => expect(preloadedImages()).toEqual(['/banners/w_home-1.svg']));
    expect(client.getQueryData(['system', 'status'])).toBeDefined();
    const link = document.head.querySelector('link[rel="preload"]');
    expect(link).toHaveAttribute('fetchpriority', 'high');
  });

  it('the status gate mounting after the first load reads its answer, not a second call', async () => {
    const fetchMock = stubFetch(defaultApi());
    const preloads = { home: vi.fn(async () => ({})), lottery: vi.fn(async () => ({})) };
    const client = createQueryClient();
    startFirstLoads(client, ...at(table(preloads), '/lottery'), guest);
    await vi.waitFor(() => expect(client.getQueryData(['system', 'status'])).toBeDefined());
    // What useSystemStatus does when the gate mounts.
    const observer = new QueryObserver(client, systemStatusQuery());
    const unsubscribe = observer.subscribe(() => {});
    await new Promise((r) => setTimeout(r, 20));
    unsubscribe();
    expect(calledPaths(fetchMock).filter((path) => path === '/wps/system/status')).toHaveLength(1);
  });

  it('settles once the status and the settings are in, not before: the site renders then', async () => {
    let answerSettings = () => {};
    const settingsAnswered = new Promise<void>((resolve) => (answerSettings = resolve));
    const api = defaultApi();
    const settings = api['/wps/system/settings/consolidated'];
    stubFetch({
      ...api,
      '/wps/system/settings/consolidated': new FakeResponder(async () => {
        await settingsAnswered;
        return Response.json({ success: true, value: settings });
      }),
    });
    const preloads = { home: vi.fn(async () => ({})), lottery: vi.fn(async () => ({})) };
    const client = createQueryClient();
    let settled = false;
    void startFirstLoads(client, ...at(table(preloads), '/lottery'), guest).then(
      () => (settled = true),
    );
    await vi.waitFor(() => expect(client.getQueryData(['system', 'status'])).toBeDefined());
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    answerSettings();
    await vi.waitFor(() => expect(settled).toBe(true));
    expect(client.getQueryData(['system', 'consolidated'])).toEqual(settings);
  });

  it('where the page shows announcements, settles only once they are in (or failed)', async () => {
    let answer = (_: Response) => {};
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    stubFetch({
      ...defaultApi(),
      '/wps/relay/MCSFE_getListAnnouncements': new FakeResponder(() => answered),
    });
    const preloads = { home: vi.fn(async () => ({})), lottery: vi.fn(async () => ({})) };
    const client = createQueryClient();
    let settled = false;
    void startFirstLoads(client, ...at(table(preloads), '/'), guest).then(() => (settled = true));
    await vi.waitFor(() => expect(client.getQueryData(['system', 'consolidated'])).toBeDefined());
    await new Promise((r) => setTimeout(r, 20));
    expect(settled).toBe(false);
    // A failed answer lets the site render too: the banners then say why themselves.
    answer(new Response('{}', { status: 400 }));
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  it('settles without rejecting when the status call fails: the site shows, its calls say why', async () => {
    stubFetch({
      ...defaultApi(),
      '/wps/system/status': new FakeResponder(() => new Response('{}', { status: 400 })),
    });
    const preloads = { home: vi.fn(async () => ({})), lottery: vi.fn(async () => ({})) };
    const client = createQueryClient();
    await expect(
      startFirstLoads(client, ...at(table(preloads), '/lottery'), guest),
    ).resolves.toBeUndefined();
    expect(client.getQueryState(['system', 'status'])?.status).toBe('error');
  });

  it("preloads the route's own banner group's first image", async () => {
    stubFetch({
      ...defaultApi(),
      '/wps/relay/MCSFE_getListAnnouncements': { player: [], banners, popup: [], promotion: [] },
    });
    const preloads = { home: vi.fn(async () => ({})), lottery: vi.fn(async () => ({})) };
    startFirstLoads(createQueryClient(), ...at(table(preloads), '/rng'), guest);
    await vi.waitFor(() => expect(preloadedImages()).toEqual(['/banners/w_rng-1.svg']));
  });

  it('asks for no banners where none are shown, and preloads no image', async () => {
    const fetchMock = stubFetch(defaultApi());
    const preloads = { home: vi.fn(async () => ({})), lottery: vi.fn(async () => ({})) };
    startFirstLoads(createQueryClient(), ...at(table(preloads), '/lottery'), guest);
    expect(calledPaths(fetchMock).sort()).toEqual([
      '/wps/system/settings/consolidated',
      '/wps/system/status',
    ]);
    expect(preloads.lottery).toHaveBeenCalledOnce();
    await new Promise((r) => setTimeout(r, 20));
    expect(preloadedImages()).toEqual([]);
  });

  it("for a member the member's info is asked for at once, for a visitor never", () => {
    const fetchMock = stubFetch({ ...defaultApi(), '/wps/member/info': {} });
    const preloads = { home: vi.fn(async () => ({})), lottery: vi.fn(async () => ({})) };
    const member = { language: 'EN', isLoggedIn: true } as const;
    startFirstLoads(createQueryClient(), ...at(table(preloads), '/lottery'), member);
    expect(calledPaths(fetchMock)).toContain('/wps/member/info');
    fetchMock.mockClear();
    startFirstLoads(createQueryClient(), ...at(table(preloads), '/lottery'), guest);
    expect(calledPaths(fetchMock)).not.toContain('/wps/member/info');
  });

  it("a member centre address starts its page's data with the member centre's chunk", async () => {
    const fetchMock = stubFetch({
      ...defaultApi(),
      '/wps/member/info': {},
      '/wps/member/security-centre': {},
      '/wps/member/kyc': {},
    });
    const preloads = { home: vi.fn(async () => ({})), lottery: vi.fn(async () => ({})) };
    const member = { language: 'EN', isLoggedIn: true } as const;
    startFirstLoads(createQueryClient(), ...at(table(preloads), '/', '?mc=securityCenter'), member);
    // Before anything renders: the security centre's own calls, not after its chunk has rendered.
    await vi.waitFor(() =>
      expect(calledPaths(fetchMock)).toEqual(
        expect.arrayContaining(['/wps/member/security-centre', '/wps/member/kyc']),
      ),
    );
    // Another page starts its own things only; a visitor's address starts none of them.
    fetchMock.mockClear();
    startFirstLoads(createQueryClient(), ...at(table(preloads), '/', '?mc=depositv2'), member);
    startFirstLoads(createQueryClient(), ...at(table(preloads), '/', '?mc=securityCenter'), guest);
    await new Promise((r) => setTimeout(r, 50));
    expect(calledPaths(fetchMock)).not.toContain('/wps/member/security-centre');
  });

  it('a chunk that fails to preload is left to the page, which loads and retries it itself', async () => {
    stubFetch(defaultApi());
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    startFirstLoads(
      createQueryClient(),
      ...at(table({ home: failing, lottery: failing }), '/'),
      guest,
    );
    await new Promise((r) => setTimeout(r, 20));
    process.off('unhandledRejection', unhandled);
    expect(failing).toHaveBeenCalledOnce();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
