import { API, kycLivenessSessionSchema, type KycLivenessSession } from '@app/contract';
import { apiRequest } from '../../../lib/api/api-client';

/** POST API.kycLiveness: a liveness session and where its selfie is taken (counted against the day's sessions). */
export const startLiveness = (): Promise<KycLivenessSession> =>
  apiRequest(API.kycLiveness, { method: 'POST', body: {}, schema: kycLivenessSessionSchema });
