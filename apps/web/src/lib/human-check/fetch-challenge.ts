import { API, powChallengeSchema, type PowChallenge } from '@app/contract';
import { apiGet } from '../api/api-client';

/** GET API.captchaChallenge: a signed proof-of-work challenge, good for one guarded call. */
export function fetchPowChallenge(): Promise<PowChallenge> {
  return apiGet(API.captchaChallenge, { schema: powChallengeSchema });
}
