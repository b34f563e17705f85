/** Paths of the player's responsible-gaming calls and the operator's (merged into API). */
export const PROTECTION_API = {
  protection: '/wps/protection',
  protectionLimits: '/wps/protection/limits',
  protectionConfirm: '/wps/protection/limits/confirm',
  protectionPause: '/wps/protection/pause',
  protectionSelfExclusion: '/wps/protection/selfExclusion',
  protectionRealityCheck: '/wps/protection/realityCheck',
  protectionSession: '/wps/protection/session',
  operatorPlayerProtection: '/wps/operator/players/:id/protection',
  operatorPlayerExclusion: '/wps/operator/players/:id/exclusion',
} as const;
