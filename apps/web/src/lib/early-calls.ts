// The first screen's public calls (the site status, the settings and the announcements),
// started by public/theme-init.js for a visitor while the app's script still downloads: on a
// phone's network that script takes about a second, and the first screen waited for it before
// it could even ask (issue 16, "Fast on a cheap phone"). The first call of the app for one of
// those addresses takes its answer instead of asking again; every later call asks.

declare global {
  interface Window {
    /** Address -> the answer's promise, set by theme-init.js (absent for a member). */
    earlyCalls?: Record<string, Promise<Response>>;
  }
}

/** The early answer for `url`, once; undefined when none was started or it was taken. */
export function takeEarlyCall(url: string): Promise<Response> | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.earlyCalls;
  const call = calls?.[url];
  if (call) delete calls[url];
  return call;
}
