import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaptchaImage as Captcha } from '@app/contract';
import { TextField } from '../../../components/ui/field';
import { captchaSrc } from '../api/captcha';

/** The captcha image; a click loads a new one (useCaptcha). */
export function CaptchaImage({ captcha, onRefresh }: { captcha: Captcha | null; onRefresh: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      className="captcha-image"
      onClick={onRefresh}
      aria-label={t('captchaRefresh')}
      title={t('captchaRefresh')}
      data-testid="captcha-image"
    >
      {captcha ? <img src={captchaSrc(captcha.image)} alt="" width={96} height={36} /> : <span aria-hidden="true">…</span>}
    </button>
  );
}

interface CaptchaFieldProps {
  value: string;
  /** Receives the typed text with everything but digits removed (the captcha is numeric). */
  onValue: (digits: string) => void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  captcha: Captcha | null;
  onRefresh: () => void;
  required?: boolean;
}

/** The captcha input with its image beside it, as every account form shows it. */
export function CaptchaField({ value, onValue, error, inputRef, captcha, onRefresh, required }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      name="captcha"
      label={t('captcha')}
      placeholder={t('captchaPlaceholder')}
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
      required={required}
      value={value}
      onValue={(v) => onValue(v.replace(/\D/g, ''))}
      error={error}
      inputRef={inputRef}
      addon={<CaptchaImage captcha={captcha} onRefresh={onRefresh} />}
    />
  );
}
