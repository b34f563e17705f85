import { API, captchaImageSchema, type CaptchaImage } from '@app/contract';
import { apiGet } from '../../../lib/api/api-client';

/** GET API.captcha: a new numeric image code and its id. */
export function fetchCaptcha(signal?: AbortSignal): Promise<CaptchaImage> {
  return apiGet(`${API.captcha}?t=${Date.now()}`, { schema: captchaImageSchema, ...(signal ? { signal } : {}) });
}

/** The image may come as a data URL or as SVG markup. */
export function captchaSrc(image: string): string {
  return image.startsWith('data:') ? image : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image)}`;
}
