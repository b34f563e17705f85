import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';
import { useErrorText } from '../hooks/use-error-text';
import { showToast } from '../../../lib/ui/toast-store';

interface SmsCodeButtonProps {
  /** Checks the number (and captcha) first; returns false to stop. */
  canRequest: () => boolean;
  /** Asks the server; resolves to the expiration time (epoch ms). */
  request: () => Promise<number>;
  /** Called after a failed request (e.g. to renew the captcha). */
  onFailed?: () => void;
  /** SPEC §8: a failed send through the identity provider only ends the sending state (the provider showed its own UI). */
  quietFailure?: boolean;
}

/** SPEC §4: after sending, a countdown (ticks every 500 ms) until the code expires, then the button returns. */
export function SmsCodeButton({ canRequest, request, onFailed, quietFailure = false }: SmsCodeButtonProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [until, setUntil] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const seconds = useCountdown(until);
  const counting = seconds > 0;

  const onClick = () => {
    if (sending || counting || !canRequest()) return;
    setSending(true);
    request().then(
      (expirationTime) => {
        setSending(false);
        setUntil(expirationTime);
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
      {sending ? t('smsSending') : counting ? t('resendIn', { seconds }) : t('sendCode')}
    </button>
  );
}
