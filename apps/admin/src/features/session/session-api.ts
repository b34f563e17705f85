import {
  API,
  captchaImageSchema,
  operatorLoginStepSchema,
  operatorSessionSchema,
  type CaptchaImage,
  type OperatorLoginBody,
  type OperatorLoginStep,
  type OperatorPasswordBody,
  type OperatorSession,
  type OperatorTotpBody,
} from '@app/contract';
import { apiGet, apiRequest } from '../../lib/api/api-client';

/** Step one: username and password (and the captcha once the ladder asks for it). */
export function submitPassword(body: OperatorLoginBody): Promise<OperatorLoginStep> {
  return apiRequest(API.operatorSession, { method: 'POST', body, schema: operatorLoginStepSchema });
}

/** Step two: the authenticator's code; the first one after enrolment confirms the secret. */
export function submitCode(body: OperatorTotpBody): Promise<OperatorSession> {
  return apiRequest(API.operatorSessionTotp, { method: 'POST', body, schema: operatorSessionSchema });
}

export async function changeOwnPassword(body: OperatorPasswordBody): Promise<void> {
  await apiRequest(API.operatorMePassword, { method: 'POST', body });
}

/** A new image code (the sign-in ladder asks for one from the fourth attempt). */
export function fetchCaptcha(): Promise<CaptchaImage> {
  return apiGet(API.captcha, { query: { t: Date.now() }, schema: captchaImageSchema });
}

/** The image comes as a data URL or as SVG markup. */
export function captchaSrc(image: string): string {
  return image.startsWith('data:') ? image : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image)}`;
}
