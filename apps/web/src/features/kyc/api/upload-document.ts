import { API, kycStatusSchema, type KycDocumentBody } from '@app/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useKycStep } from './use-kyc-step';

/** POST API.kycDocument: step 3, the two sides of the RG or CNH, for the back office's review. */
export const uploadDocument = (body: KycDocumentBody) => apiRequest(API.kycDocument, { method: 'POST', body, schema: kycStatusSchema });

export const useUploadDocument = () => useKycStep(uploadDocument);
