// The invisible reCAPTCHA helper with a stand-in for Google's script (no Google network here):
// the script is added only on first use, each send gets a fresh token from one widget, and a
// challenge closed without an answer, or reCAPTCHA's error, is told apart.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECAPTCHA_SCRIPT,
  type RecaptchaError,
  type invisibleRecaptchaToken as TokenFn,
} from './recaptcha';

// Test files share a page and modules (isolate: false): each test starts from a fresh module and
// a page without Google's script.
let invisibleRecaptchaToken: typeof TokenFn;
let FreshRecaptchaError: typeof RecaptchaError;
beforeEach(async () => {
  for (const script of scripts()) script.remove();
  delete window.grecaptcha;
  vi.resetModules();
  ({ invisibleRecaptchaToken, RecaptchaError: FreshRecaptchaError } = await import('./recaptcha'));
});

type Params = {
  sitekey: string;
  size: string;
  callback: (token: string) => void;
  'error-callback': () => void;
};

/** Stands in for Google's grecaptcha: the test decides what execute() leads to. */
function fakeGrecaptcha(onExecute: (params: Params, run: number) => void) {
  const rendered: Params[] = [];
  let runs = 0;
  return {
    rendered,
    api: {
      render: vi.fn((_container: HTMLElement, params: Params) => rendered.push(params) - 1),
      reset: vi.fn(),
      execute: vi.fn((id: number) => onExecute(rendered[id]!, ++runs)),
    },
  };
}

function scripts() {
  return [...document.querySelectorAll('script')].filter((s) => s.src.startsWith(RECAPTCHA_SCRIPT));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('invisibleRecaptchaToken', () => {
  it("loads Google's script on first use, then answers a fresh token per call", async () => {
    expect(scripts()).toHaveLength(0);
    const google = fakeGrecaptcha((params, run) => params.callback(`token-${run}`));
    const first = invisibleRecaptchaToken('site-key-1');
    await Promise.resolve();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.src).toContain('render=explicit');
    // The script arrives.
    window.grecaptcha = google.api as never;
    window.wpsRecaptchaLoaded!();
    expect(await first).toBe('token-1');
    expect(await invisibleRecaptchaToken('site-key-1')).toBe('token-2');
    expect(google.api.render).toHaveBeenCalledTimes(1);
    expect(google.rendered[0]).toMatchObject({ sitekey: 'site-key-1', size: 'invisible' });
    expect(google.api.reset).toHaveBeenCalledTimes(2);
    expect(scripts()).toHaveLength(1);
  });

  it("reCAPTCHA's error is 'failed'", async () => {
    window.grecaptcha = fakeGrecaptcha((params) => params['error-callback']()).api as never;
    await expect(invisibleRecaptchaToken('site-key-2')).rejects.toEqual(
      new FreshRecaptchaError('failed'),
    );
  });

  it("a challenge shown and then closed without an answer is 'closed'", async () => {
    vi.useFakeTimers();
    const frame = document.createElement('div');
    const google = fakeGrecaptcha(() => {
      // Google shows its challenge in a "bframe" iframe inside a wrapper it hides on close.
      frame.innerHTML = '<iframe src="https://www.google.com/recaptcha/api2/bframe?k=x"></iframe>';
      document.body.append(frame);
    });
    window.grecaptcha = google.api as never;
    const token = invisibleRecaptchaToken('site-key-3');
    const outcome = token.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_000);
    frame.style.visibility = 'hidden';
    await vi.advanceTimersByTimeAsync(600);
    expect(await outcome).toEqual(new FreshRecaptchaError('closed'));
    frame.remove();
  });
});
