import { API, smsCodeResponseSchema } from '@app/contract';
import { apiRequest } from '../../../lib/api/api-client';
import type { ProofHeaders } from '../../../lib/human-check/use-human-proof';

export interface SmsCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
  captcha: string;
  captchaId: string;
  purpose: 'register' | 'login' | 'password';
}

/** POST API.smsNoLogin, with a human proof; answers when the code expires (epoch ms). */
export async function requestSmsCode(request: SmsCodeRequest, proof: ProofHeaders): Promise<number> {
  const value = await apiRequest(API.smsNoLogin, { method: 'POST', body: request, headers: await proof(), schema: smsCodeResponseSchema });
  return value.expirationTime;
}
