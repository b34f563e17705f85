import { API, kycStatusSchema } from '@app/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { startLiveness } from './start-liveness';
import { useKycStep } from './use-kyc-step';

/** POST API.kycLivenessSelfie: the sandbox's capture, the selfie taken on this page, scored at once. */
export const uploadSelfie = (sessionId: string, image: string) =>
  apiRequest(API.kycLivenessSelfie.replace(':sessionId', encodeURIComponent(sessionId)), {
    method: 'POST',
    body: { image },
    schema: kycStatusSchema,
  });

/** A session for this selfie (the one the capture link named, or a new one), then the upload. */
export const useUploadSelfie = () =>
  useKycStep(async ({ image, sessionId }: { image: string; sessionId: string | null }) =>
    uploadSelfie(sessionId ?? (await startLiveness()).sessionId, image),
  );
