import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../../../lib/api-client';
import { setupTestI18n } from '../../../test/test-i18n';
import { CaptchaField, type CaptchaValue } from './captcha-field';
import { TextField } from '../../../components/form/form-field';
import { SmsCodeButton } from './sms-code-button';

beforeAll(async () => {
  await setupTestI18n('EN');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Answers GET /wps/captcha with captcha n = 1, 2, 3 ... and counts the calls. */
function stubCaptcha() {
  let n = 0;
  const fetchMock = vi.fn(async () => {
    n += 1;
    const id = `00000000-0000-4000-8000-00000000000${n}`;
    return new Response(
      JSON.stringify({
        success: true,
        value: { id, image: `data:image/png;base64,${n}`, expiresInSeconds: 120 },
      }),
      { headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
  });
}

describe('TextField', () => {
  it('ties the label, hint and error to the input', () => {
    render(
      <TextField
        label="Username"
        name="username"
        value=""
        onChange={() => {}}
        hint="2-15 characters"
        error="This field is required."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('2-15 characters This field is required.');
  });

  it('is valid and described by the hint only without an error', () => {
    render(<TextField label="Email" name="email" value="a" onChange={() => {}} hint="Your mail" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('Your mail');
  });
});

describe('CaptchaField', () => {
  it('shows the picture, reports id and answer, and refreshes at most once a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = stubCaptcha();
    const values: (CaptchaValue | null)[] = [];
    render(<CaptchaField onChange={(v) => values.push(v)} />);
    await flush();
    expect(screen.getByRole('img', { name: 'Captcha picture' })).toHaveAttribute(
      'src',
      'data:image/png;base64,1',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Captcha' }), {
      target: { value: 'ab12' },
    });
    expect(values.at(-1)).toEqual({ id: '00000000-0000-4000-8000-000000000001', answer: 'ab12' });

    const refresh = screen.getByRole('button', { name: 'Captcha picture: click for a new one' });
    vi.setSystemTime(Date.now() + 500);
    fireEvent.click(refresh);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 600);
    fireEvent.click(refresh);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('img', { name: 'Captcha picture' })).toHaveAttribute(
      'src',
      'data:image/png;base64,2',
    );
    // A new picture clears the answer: the old one answered the old picture.
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
    expect(values.at(-1)).toEqual({ id: '00000000-0000-4000-8000-000000000002', answer: '' });

    fireEvent.click(refresh);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('loads a new picture when reloadKey changes (after a failed submit)', async () => {
    const fetchMock = stubCaptcha();
    const { rerender } = render(<CaptchaField onChange={() => {}} reloadKey={0} />);
    await flush();
    rerender(<CaptchaField onChange={() => {}} reloadKey={1} error="Captcha check failed." />);
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveAccessibleDescription(
      'Captcha check failed.',
    );
  });
});

describe('SmsCodeButton', () => {
  it('counts down 60 x expiredMinutes seconds after sending, disabled meanwhile', async () => {
    vi.useFakeTimers();
    const send = vi.fn(async () => ({ expiredMinutes: 2 }));
    render(<SmsCodeButton send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    const counting = screen.getByRole('button', { name: 'Resend (120 s)' });
    expect(counting).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('A code was sent to your mobile number.');
    act(() => {
      vi.advanceTimersByTime(119_000);
    });
    expect(screen.getByRole('button', { name: 'Resend (1 s)' })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const again = screen.getByRole('button', { name: 'Send code' });
    expect(again).toBeEnabled();
    fireEvent.click(again);
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('ignores a second click within a second (a failed send does not start a countdown)', async () => {
    vi.useFakeTimers();
    const send = vi.fn(async () => {
      throw new ApiError('TOO_MANY_REQUESTS', 'slow down', 429);
    });
    render(<SmsCodeButton send={send} />);
    const button = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(button);
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
    act(() => {
      vi.advanceTimersByTime(400);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(700);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends nothing when canSend says the mobile number does not validate', async () => {
    const send = vi.fn(async () => ({ expiredMinutes: 1 }));
    render(<SmsCodeButton send={send} canSend={() => false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('hands the failure to onError when given', async () => {
    const onError = vi.fn();
    const send = vi.fn(async () => {
      throw new ApiError('INVALID_PHONE_NUMBER', 'bad', 400);
    });
    render(<SmsCodeButton send={send} onError={onError} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await flush();
    expect(onError).toHaveBeenLastCalledWith('Invalid phone number.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
