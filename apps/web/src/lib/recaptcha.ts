// Google reCAPTCHA v2, invisible: the human check Firebase phone auth wants before it sends a
// code. The script loads on first use only (so a site without Firebase never fetches it), and
// one hidden widget per site key answers each request with a fresh token. reCAPTCHA gives no
// event when the person closes its challenge: a challenge seen and then hidden without a
// token, or none answered in three minutes, counts as closed.

interface Grecaptcha {
  render(
    container: HTMLElement,
    params: {
      sitekey: string;
      size: 'invisible';
      callback: (token: string) => void;
      'expired-callback': () => void;
      'error-callback': () => void;
    },
  ): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    wpsRecaptchaLoaded?: () => void;
  }
}

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
const CLOSED_AFTER_MS = 3 * 60_000;
const WATCH_MS = 500;

/** Why no token came: the person closed the check, or reCAPTCHA failed (script, network). */
export class RecaptchaError extends Error {
  constructor(readonly reason: 'closed' | 'failed') {
    super(`reCAPTCHA ${reason}`);
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once; the loaded grecaptcha. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha && typeof window.grecaptcha.render === 'function') {
    return Promise.resolve(window.grecaptcha);
  }
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.wpsRecaptchaLoaded = () => resolve(window.grecaptcha!);
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT}?onload=wpsRecaptchaLoaded&render=explicit`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new RecaptchaError('failed'));
    };
    document.head.append(script);
  });
  return loading;
}

interface Widget {
  id: number;
  pending: { resolve: (token: string) => void; reject: (error: RecaptchaError) => void } | null;
}
const widgets = new Map<string, Widget>();

/** Whether reCAPTCHA's challenge (its "bframe") is on screen, or null when there is none. */
function challengeVisible(): boolean | null {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[src*="/recaptcha/api2/bframe"]');
  if (!frame) return null;
  for (let el: HTMLElement | null = frame; el; el = el.parentElement) {
    if (getComputedStyle(el).visibility === 'hidden') return false;
  }
  return true;
}

/** A fresh token from the invisible widget for `siteKey`; RecaptchaError when none comes. */
export async function invisibleRecaptchaToken(siteKey: string): Promise<string> {
  const grecaptcha = await loadRecaptcha();
  let widget = widgets.get(siteKey);
  if (!widget) {
    const container = document.createElement('div');
    container.hidden = true;
    document.body.append(container);
    const created: Widget = { id: 0, pending: null };
    const settle = (token: string | null, reason: 'closed' | 'failed' = 'closed') => {
      const pending = created.pending;
      created.pending = null;
      if (!pending) return;
      if (token) pending.resolve(token);
      else pending.reject(new RecaptchaError(reason));
    };
    created.id = grecaptcha.render(container, {
      sitekey: siteKey,
      size: 'invisible',
      callback: (token) => settle(token),
      'expired-callback': () => settle(null),
      'error-callback': () => settle(null, 'failed'),
    });
    widgets.set(siteKey, created);
    widget = created;
  }
  const current = widget;
  current.pending?.reject(new RecaptchaError('closed'));
  return new Promise<string>((resolve, reject) => {
    let seen = false;
    const startedAt = Date.now();
    const finish = () => window.clearInterval(watch);
    const watch = window.setInterval(() => {
      const visible = challengeVisible();
      if (visible) seen = true;
      const closed = (seen && visible === false) || Date.now() - startedAt > CLOSED_AFTER_MS;
      if (closed && current.pending) {
        current.pending = null;
        finish();
        reject(new RecaptchaError('closed'));
      }
    }, WATCH_MS);
    current.pending = {
      resolve: (token) => {
        finish();
        resolve(token);
      },
      reject: (error) => {
        finish();
        reject(error);
      },
    };
    // Each token is good once: start from a clean widget.
    grecaptcha.reset(current.id);
    grecaptcha.execute(current.id);
  });
}
