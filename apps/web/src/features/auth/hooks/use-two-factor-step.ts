import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginTwoFactorPayloadSchema } from '@app/contract';
import { isApiError } from '../../../lib/api/api-error';
import { TOAST_MS, showToast } from '../../../lib/ui/toast-store';
import { loginWithCode } from '../api/login-two-factor';
import { useTwoFactorStore, type PendingChallenge } from './two-factor-store';
import { useCompleteLogin } from './use-complete-login';
import { useErrorText } from './use-error-text';

/** Answers that end the challenge: the member starts again from the password. */
const ENDING_CODES: readonly string[] = ['two.factor.challenge.invalid', 'two.factor.attempts.exceeded', 'login.account.locked'];

/** A challenge lives five minutes: at its end the step goes back to the password, saying why. */
function useExpiry(pending: PendingChallenge, clear: () => void) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(
      () => {
        clear();
        showToast(t('errors:two_factor_challenge_invalid'), 'error', TOAST_MS.long);
      },
      Math.max(0, Date.parse(pending.expiresAt) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [pending.expiresAt, clear, t]);
}

/**
 * The code step's state and submit: an app code (spaces dropped, as some apps show "123 456") or a backup code;
 * a wrong code is said under the field, an ended challenge goes back to the password with the reason.
 */
export function useTwoFactorStep(pending: PendingChallenge) {
  const errorText = useErrorText();
  const complete = useCompleteLogin();
  const clear = useTwoFactorStore((state) => state.clear);
  const [backup, setBackup] = useState(false);
  const [code, setCode] = useState('');
  /** A validation key (translated at render) or the server's translated text. */
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  useExpiry(pending, clear);

  const onCode = (value: string) => {
    setCode(value);
    setError(undefined);
  };
  const toggleBackup = () => {
    setBackup((current) => !current);
    onCode('');
  };

  const submit = () => {
    if (sending) return;
    const typed = backup ? code.trim() : code.replace(/\s/g, '');
    const parsed = loginTwoFactorPayloadSchema.safeParse({ challenge: pending.challenge, code: typed });
    if (!parsed.success) {
      setError('two_factor_code_format');
      return;
    }
    setSending(true);
    loginWithCode(parsed.data).then(
      (session) => {
        clear();
        complete(session);
      },
      (failure: unknown) => {
        setSending(false);
        if (isApiError(failure) && ENDING_CODES.includes(failure.errorCode)) {
          clear();
          showToast(errorText(failure), 'error', TOAST_MS.long);
          return;
        }
        setCode('');
        setError(errorText(failure));
      },
    );
  };

  return { backup, toggleBackup, code, onCode, error, sending, submit, back: clear };
}
