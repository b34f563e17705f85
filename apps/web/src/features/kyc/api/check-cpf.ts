import { API, kycStatusSchema, type KycCpfCheckBody } from '@app/contract';
import { apiRequest } from '../../../lib/api/api-client';
import { useKycStep } from './use-kyc-step';

/** POST API.kycCpf: step 1, the register's check of the member's own CPF, name and birth date. */
export const checkCpf = (body: KycCpfCheckBody) => apiRequest(API.kycCpf, { method: 'POST', body, schema: kycStatusSchema });

export const useCheckCpf = () => useKycStep(checkCpf);
