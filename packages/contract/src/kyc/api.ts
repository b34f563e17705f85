/** Paths of the identity verification's calls (merged into API): the player's, and the operator's inside /wps/operator. */
export const KYC_API = {
  kyc: '/wps/kyc',
  kycCpf: '/wps/kyc/cpf',
  kycLiveness: '/wps/kyc/liveness',
  kycLivenessSelfie: '/wps/kyc/liveness/:sessionId/selfie',
  kycLivenessResult: '/wps/kyc/liveness/:sessionId/result',
  kycDocument: '/wps/kyc/document',
  operatorKycReviews: '/wps/operator/kyc/reviews',
  operatorPlayerKyc: '/wps/operator/players/:id/kyc',
  operatorPlayerKycDocument: '/wps/operator/players/:id/kyc/document',
  operatorPlayerKycRevoke: '/wps/operator/players/:id/kyc/revoke',
  operatorKycFile: '/wps/operator/kyc/files/:id',
  operatorKycSandbox: '/wps/operator/kyc/sandbox',
  operatorKycSandboxSwitches: '/wps/operator/kyc/sandbox/switches',
  operatorKycSandboxCpf: '/wps/operator/kyc/sandbox/cpf/:cpf',
} as const;
