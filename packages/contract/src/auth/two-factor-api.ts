// No zod here: API (api-paths.ts) is in the home's first load, and the schemas must not follow it there.
/** Paths of a member's two-step verification (merged into API). */
export const TWO_FACTOR_API = {
  /** GET: on or off, since when, backup codes left. */
  twoFactor: '/wps/member/two-factor',
  /** POST: a new secret, its otpauth URI and QR image (nothing is on until the first code confirms it). */
  twoFactorSetup: '/wps/member/two-factor/setup',
  /** POST the login password and the first code: it is on; answers the backup codes, once. */
  twoFactorEnable: '/wps/member/two-factor/enable',
  /** POST the login password and a current code (or a backup code): it is off. */
  twoFactorDisable: '/wps/member/two-factor/disable',
  /** POST (sealed) the login's challenge and a code: opens the session. */
  loginTwoFactor: '/wps/session/login/two-factor',
} as const;
