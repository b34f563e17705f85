/** Refusals the game pages read (they translate the code); `status` is the HTTP status. */
export const gameErrors = {
  'session.invalid': 401,
  'launch.invalid': 401,
  'stake.invalid': 400,
  'request.invalid': 400,
  'wallet.insufficient.funds': 400,
  'wallet.refused': 409,
  // The player's own limits, pause or exclusion (the platform's modules/protection): 403 like the wallet's answer.
  'wallet.limit': 403,
  'wallet.limit.loss': 403,
  'wallet.limit.bet': 403,
  'wallet.limit.time': 403,
  'wallet.limit.required': 403,
  // The jurisdiction plays only with a verified identity (KYC), and the player's is not.
  'wallet.identity': 403,
  'wallet.unavailable': 503,
  'round.not.found': 404,
  'round.closed': 409,
  'action.invalid': 409,
  'operator.unauthorized': 401,
  'not.found': 404,
  'odds.changed': 409,
  'match.closed': 409,
  'stake.too.high': 400,
  'match.invalid': 400,
  'round.open': 409,
  'crash.betting.closed': 409,
  'crash.bet.exists': 409,
  'crash.target.invalid': 400,
} as const;
export type GameErrorCode = keyof typeof gameErrors;

export class GameError extends Error {
  readonly status: number;
  constructor(
    readonly code: GameErrorCode,
    readonly data?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'GameError';
    this.status = gameErrors[code];
  }
}
