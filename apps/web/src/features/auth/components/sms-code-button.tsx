// The "send code" button beside an SMS-code field (spec 4 "SMS button", 5, 9): it sends through
// the call it is given, then counts down 60 x expiredMinutes seconds (from the answer) and stays
// disabled meanwhile; clicks closer than a second apart are ignored; a failure shows the error
// code's translated text under the button.
//
// Use: <SmsCodeButton checkHuman={fetchAndSolveChallenge}
//        send={(challenge) => callApi(smsRegisterEndpoint, { body: { ...number, challenge } })}
//        canSend={() => mobileIsValid()} disabled={!mobileOk} />
// - canSend runs on click before anything is sent: return false to block (the form shows the
//   mobile number's own error), so a code is requested only for a number that validates.
// - checkHuman, when given, runs first (the button says it is checking) and its solution goes to
//   send: the server asks for the human check on every SMS request unless operators turn it off.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TChallengeSolution } from '@wps/contracts/account/verification';
import { errorText } from '../../../lib/error-text';

/** Spec 9: SMS requests are throttled to one a second. */
export const smsClickThrottleMs = 1000;

export interface SmsCodeButtonProps {
  send: (challenge?: TChallengeSolution) => Promise<{ expiredMinutes: number }>;
  /** The human check to pass before sending (the proof-of-work challenge). */
  checkHuman?: () => Promise<TChallengeSolution>;
  /** Checked on click; false blocks the send (e.g. the mobile number does not validate). */
  canSend?: () => boolean;
  disabled?: boolean;
  /** Called after a code was sent (e.g. to move focus to the code box). */
  onSent?: () => void;
  /**
   * Where a failure's message goes (null clears it), e.g. under the code field. Without it the
   * message shows under the button.
   */
  onError?: (message: string | null) => void;
}

export function SmsCodeButton({
  send,
  checkHuman,
  canSend,
  disabled = false,
  onSent,
  onError,
}: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [isSending, setSending] = useState(false);
  const [isChecking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const lastClickAt = useRef(Number.NEGATIVE_INFINITY);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const isCounting = secondsLeft > 0;
  useEffect(() => {
    if (!isCounting) return;
    const timer = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [isCounting]);

  const onClick = async () => {
    // Spec 5: never while the countdown runs, and only for a number that validates.
    if (isSending || secondsLeft > 0) return;
    if (canSend && !canSend()) return;
    // Spec 9: one request a second. Only a click that would send counts: one refused above (a
    // number that does not validate yet) does not hold back the next.
    const now = Date.now();
    if (now - lastClickAt.current < smsClickThrottleMs) return;
    lastClickAt.current = now;
    setSending(true);
    setFailure(null);
    onError?.(null);
    try {
      let challenge: TChallengeSolution | undefined;
      if (checkHuman) {
        setChecking(true);
        try {
          challenge = await checkHuman();
        } finally {
          if (isMounted.current) setChecking(false);
        }
        if (!isMounted.current) return;
      }
      const { expiredMinutes } = await send(challenge);
      if (!isMounted.current) return;
      setSecondsLeft(60 * Math.max(1, expiredMinutes));
      onSent?.();
    } catch (error) {
      if (!isMounted.current) return;
      const message = errorText(error, t);
      if (onError) onError(message);
      else setFailure(message);
    } finally {
      if (isMounted.current) setSending(false);
    }
  };

  return (
    <span className="auth-sms">
      <button
        type="button"
        className="auth-sms__button"
        disabled={disabled || isSending || isCounting}
        onClick={() => void onClick()}
      >
        {isCounting
          ? t('auth.sms.resendIn', { seconds: secondsLeft })
          : isChecking
            ? t('auth.challenge.checking')
            : isSending
              ? t('auth.sms.sending')
              : t('auth.sms.send')}
      </button>
      <span className="visually-hidden" role="status">
        {isCounting ? t('auth.sms.sent') : isChecking ? t('auth.challenge.checking') : ''}
      </span>
      {failure ? (
        <span className="auth-sms__error" role="alert">
          {failure}
        </span>
      ) : null}
    </span>
  );
}
