/** Paths of the player's personal-data calls (LGPD) and the back office's (merged into API). */
export const PRIVACY_API = {
  privacy: '/wps/privacy',
  privacyExports: '/wps/privacy/exports',
  privacyExportDownload: '/wps/privacy/exports/:id/download',
  privacyClosure: '/wps/privacy/closure',
  operatorPrivacyRequests: '/wps/operator/privacy/requests',
  operatorPrivacyRequest: '/wps/operator/privacy/requests/:id',
  operatorPrivacyProcess: '/wps/operator/privacy/requests/:id/process',
  operatorPrivacyRefuse: '/wps/operator/privacy/requests/:id/refuse',
} as const;
