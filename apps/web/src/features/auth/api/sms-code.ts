import { API, smsCodeResponseSchema } from '@app/contract';
import { apiRequest } from '../../../lib/api/api-client';

export interface SmsCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
  captcha: string;
  captchaId: string;
  purpose: 'register' | 'login' | 'password';
}

/** POST API.smsNoLogin; answers when the code expires (epoch ms). */
export async function requestSmsCode(request: SmsCodeRequest): Promise<number> {
  const value = await apiRequest(API.smsNoLogin, { method: 'POST', body: request, schema: smsCodeResponseSchema });
  return value.expirationTime;
}
