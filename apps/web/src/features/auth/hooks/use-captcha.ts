import { useCallback, useEffect, useState } from 'react';
import type { CaptchaImage } from '@app/contract';
import { fetchCaptcha } from '../api/captcha';

/**
 * The captcha image while `active`; `refresh` loads a new one. The form
 * keeps the id for the payload and clears the typed value.
 */
export function useCaptcha(active: boolean) {
  const [captcha, setCaptcha] = useState<CaptchaImage | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    fetchCaptcha(controller.signal).then(setCaptcha, () => setCaptcha(null));
    return () => controller.abort();
  }, [active, version]);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return { captcha, refresh };
}
