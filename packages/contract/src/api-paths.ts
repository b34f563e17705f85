/** Paths of the calls; SPEC §7 names where it names them, the same style elsewhere. */
export const API = {
  systemStatus: '/wps/system/status',
  helpCenter: '/wps/system/helpCenter',
  health: '/health',
  ready: '/ready',
  operatorMaintenance: '/wps/operator/maintenance',
  operatorRegion: '/wps/operator/region',
  encryptionKey: '/wps/session/encryption-key',
  captcha: '/wps/captcha',
  login: '/wps/session/login',
  trial: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  registerSettings: '/wps/member/register/settings',
  validateUsername: '/wps/member/validate/username',
  affiliateCheck: '/wps/member/affiliate/check',
  smsNoLogin: '/wps/verification/sms/noLogin',
  memberInfo: '/wps/member/info',
  changePassword: '/wps/member/password/change',
  operatorSmsOutbox: '/wps/operator/sms/outbox',
  forgotPassword: '/wps/member/password/forgot',
  resetPassword: '/wps/member/password/reset',
  setPasswordByPhone: '/wps/member/password/phone',
  socialLogin: '/wps/session/login/social',
  identityProviders: '/wps/session/identity-providers',
  operatorMailOutbox: '/wps/operator/mail/outbox',
} as const;

/** Prefixes that are API, never the web app. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/health', '/ready'] as const;
