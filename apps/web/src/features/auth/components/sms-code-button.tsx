import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';
import { useErrorText } from '../hooks/use-error-text';
import { nextSendAt, SMS_RESEND_MS, useSmsSendLog, waitText } from '../hooks/sms-resend';
import { showToast } from '../../../lib/ui/toast-store';

interface SmsCodeButtonProps {
  /** Checks the number (and captcha) first; returns false to stop. */
  canRequest: () => boolean;
  /** Asks the server; resolves to the expiration time (epoch ms). */
  request: () => Promise<number>;
  /** The number our server sends the code to: its send caps are counted on this device. None for the identity provider. */
  number?: string;
  /** Called after a failed request (e.g. to renew the captcha). */
  onFailed?: () => void;
  /** SPEC §8: a failed send through the identity provider only ends the sending state (the provider showed its own UI). */
  quietFailure?: boolean;
}

/**
 * SPEC §4: after sending, a countdown (ticks every 500 ms) of 60 s, or less
 * when the code expires sooner, then the button returns; longer only while
 * the server's caps for the number would refuse another code.
 */
export function SmsCodeButton({ canRequest, request, number, onFailed, quietFailure = false }: SmsCodeButtonProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const sends = useSmsSendLog(number);
  const [sentUntil, setSentUntil] = useState(0);
  const [sending, setSending] = useState(false);
  const until = Math.max(sentUntil, nextSendAt(sends.sentAt));
  const seconds = useCountdown(until > 0 ? until : null);
  const counting = seconds > 0;

  const onClick = () => {
    if (sending || counting || !canRequest()) return;
    setSending(true);
    request().then(
      (expirationTime) => {
        const now = Date.now();
        setSending(false);
        sends.record(now);
        setSentUntil(Math.min(expirationTime, now + SMS_RESEND_MS));
        showToast(t('smsSent'), 'success');
      },
      (error: unknown) => {
        setSending(false);
        if (!quietFailure) showToast(errorText(error), 'error');
        onFailed?.();
      },
    );
  };

  return (
    <button type="button" className="sms-button" disabled={sending || counting} onClick={onClick} data-testid="sms-send" aria-live="polite">
      {sending ? t('smsSending') : counting ? waitText(seconds, (s) => t('resendIn', { seconds: s })) : t('sendCode')}
    </button>
  );
}
