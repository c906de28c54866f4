// The first screen's calls that public/theme-init.js starts for a visitor before the app's
// script runs: it asks for exactly the addresses the app builds, the app's first call for each
// takes that answer (once), and a member's calls, later calls and cancels go as before.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcementsEndpoint } from '../api/announcements';
import { consolidatedSettingsEndpoint } from '../api/consolidated-settings';
import { systemStatusEndpoint } from '../api/system-status';
import { ApiError, callApi } from './api-client';

const themeInit = readFileSync(join(__dirname, '../../public/theme-init.js'), 'utf8');

const answer = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), {
    headers: { 'content-type': 'application/json' },
  });

/** A fetch that answers every address with `{ from: 'network', url }`. */
function networkFetch() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    answer({ from: 'network', url: String(input) }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Runs theme-init.js as the built index.html does, with its language-files meta. */
function runThemeInit() {
  const meta = document.createElement('meta');
  meta.name = 'language-files';
  meta.content = JSON.stringify({
    default: 'MY',
    files: { MY: '/assets/my.js', EN: '/assets/en.js' },
  });
  document.head.appendChild(meta);
  try {
    new Function(themeInit)();
  } finally {
    meta.remove();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.earlyCalls;
  sessionStorage.clear();
  localStorage.clear();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
});

describe("a visitor's first-screen calls, started before the app", () => {
  it("are the app's own addresses, each taken by the app's first call for it", async () => {
    localStorage.setItem('language', 'EN');
    const early = vi.fn(async (input: RequestInfo | URL) =>
      answer({ from: 'early', url: String(input) }),
    );
    vi.stubGlobal('fetch', early);
    runThemeInit();
    expect(early).toHaveBeenCalledTimes(3);
    const network = networkFetch();

    expect(await callApi(systemStatusEndpoint)).toEqual({
      from: 'early',
      url: '/wps/system/status',
    });
    expect(await callApi(consolidatedSettingsEndpoint)).toMatchObject({ from: 'early' });
    expect(
      await callApi(announcementsEndpoint, { query: { platform: 'W', language: 'EN' } }),
    ).toMatchObject({ from: 'early' });
    expect(network).not.toHaveBeenCalled();
    expect(window.earlyCalls).toEqual({});

    // Taken once: the status poll asks the network.
    expect(await callApi(systemStatusEndpoint)).toMatchObject({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("ask for the stored language's announcements, or the default's for an unknown one", () => {
    const early = networkFetch();
    localStorage.setItem('language', '__proto__');
    runThemeInit();
    expect(early.mock.calls.map(([url]) => String(url))).toContain(
      '/wps/relay/MCSFE_getListAnnouncements?platform=W&language=MY',
    );
  });

  it('are not started for a member: their calls carry the session', async () => {
    sessionStorage.setItem('token', 'a-member-session-token-0000');
    const fetchMock = networkFetch();
    runThemeInit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.earlyCalls).toBeUndefined();
  });

  it("are not taken by a member's call: it asks with its session", async () => {
    window.earlyCalls = { '/wps/system/status': Promise.resolve(answer({ from: 'early' })) };
    sessionStorage.setItem('token', 'a-member-session-token-0000');
    const fetchMock = networkFetch();
    expect(await callApi(systemStatusEndpoint)).toMatchObject({ from: 'network' });
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer a-member-session-token-0000');
  });

  it('give a refusal as the network would, and a cancel still cancels', async () => {
    networkFetch();
    window.earlyCalls = {
      '/wps/system/status': Promise.resolve(
        new Response(JSON.stringify({ success: false, code: 'MAINTENANCE', message: 'x' }), {
          status: 503,
        }),
      ),
      '/wps/system/settings/consolidated': new Promise<Response>(() => undefined),
    };
    const refused = await callApi(systemStatusEndpoint).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('MAINTENANCE');

    const cancel = new AbortController();
    const pending = callApi(consolidatedSettingsEndpoint, { signal: cancel.signal }).catch(
      (e: unknown) => e,
    );
    cancel.abort();
    expect((await pending) as Error).toMatchObject({ name: 'AbortError' });
  });
});
