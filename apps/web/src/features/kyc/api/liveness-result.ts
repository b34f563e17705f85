import { API, kycStatusSchema } from '@app/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useKycStep } from './use-kyc-step';

/** POST API.kycLivenessResult: a provider's result, once its own capture page sent the player back here. */
export const livenessResult = (sessionId: string) =>
  apiRequest(API.kycLivenessResult.replace(':sessionId', encodeURIComponent(sessionId)), {
    method: 'POST',
    body: {},
    schema: kycStatusSchema,
  });

export const useLivenessResult = () => useKycStep(livenessResult);
