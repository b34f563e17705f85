import { z } from 'zod';
import { text } from '../safe-text.js';
import { exactAmountSchema, moneyStringSchema } from '../money.js';

/**
 * The seamless-wallet protocol between a game provider (our own game server
 * or an outside vendor) and the wallet. Every call is a POST with a JSON body
 * and three headers:
 *   x-vendor:    the vendor code
 *   x-timestamp: milliseconds since the epoch; refused if more than 5 minutes off
 *   x-signature: hex HMAC-SHA256 of `${timestamp}.${rawBody}` with the vendor's secret
 * Money moves are idempotent by (vendor, transactionId): a replay returns the
 * stored answer, the same id with other data is refused (409).
 * docs/seamless-wallet.openapi.yaml is the full description.
 */
export const SEAMLESS_PREFIX = '/gsw/v1';
export const SEAMLESS_MAX_SKEW_MS = 5 * 60 * 1000;
export const SEAMLESS_HEADERS = { vendor: 'x-vendor', timestamp: 'x-timestamp', signature: 'x-signature' } as const;

const id = text().regex(/^[A-Za-z0-9._:-]{1,64}$/);
/** Positive amounts only: a zero bet or win is not a money move (use end round). */
const positiveMoney = exactAmountSchema.refine((v) => v !== '0.00', { message: 'amount_positive' });

export const seamlessBalanceRequestSchema = z.object({ playerId: id, currency: text().min(3).max(8) }).strict();

export const seamlessBetRequestSchema = z
  .object({
    transactionId: id,
    playerId: id,
    roundId: id,
    gameCode: text().min(1).max(64),
    amount: positiveMoney,
    currency: text().min(3).max(8),
  })
  .strict();

export const seamlessWinRequestSchema = seamlessBetRequestSchema
  .extend({
    amount: exactAmountSchema,
    /** The win closes the round (most slots): no later bet or rollback in it. */
    endRound: z.boolean().default(false),
  })
  .strict();

export const seamlessRollbackRequestSchema = z
  .object({
    transactionId: id,
    playerId: id,
    roundId: id,
    /** The bet being cancelled. */
    referenceTransactionId: id,
  })
  .strict();

export const seamlessEndRoundRequestSchema = z.object({ playerId: id, roundId: id }).strict();

export const seamlessBalanceSchema = z.object({ playerId: text(), currency: text(), balance: moneyStringSchema });

export const seamlessMoveSchema = seamlessBalanceSchema.extend({
  transactionId: text(),
  /** applied: moved now or earlier (a replay); unknown: a rollback of a bet never seen, nothing changed. */
  status: z.enum(['applied', 'unknown']),
});
export type SeamlessMove = z.infer<typeof seamlessMoveSchema>;

export const seamlessRoundSchema = z.object({ roundId: text(), status: z.enum(['open', 'completed', 'cancelled']) });

/**
 * Authenticate (launch version 3): the game server trades the launch token
 * of the game URL for the player and the game, once, within its lifetime.
 */
export const seamlessAuthenticateRequestSchema = z.object({ token: text().min(20).max(200) }).strict();

export const seamlessAuthenticateSchema = z.object({
  playerId: text(),
  currency: text(),
  balance: moneyStringSchema,
  /** Masked: what other players may see (crash lobby). */
  screenName: text(),
  game: z.object({
    nodeId: text(),
    vendor: text(),
    gameCode: text(),
    engine: text(),
    engineConfig: text().nullable(),
    names: z.object({ pt: text(), en: text() }),
    minBet: moneyStringSchema,
  }),
});
export type SeamlessAuthenticate = z.infer<typeof seamlessAuthenticateSchema>;

/**
 * Match feed: the sportsbook (the in-house game server) sends its fixtures,
 * new and changed, so the site's match cards show them. Upserted by
 * (vendor, matchId); fixtures not sent are left as they are.
 */
const oddsSchema = text().regex(/^\d{1,4}\.\d{2}$/);
export const seamlessMatchSchema = z
  .object({
    vendor: text().regex(/^[A-Z0-9_]{1,16}$/),
    matchId: text().regex(/^[A-Za-z0-9._:-]{1,64}$/),
    gameCode: text().min(1).max(64),
    sport: text().min(1).max(32),
    leagueId: text().min(1).max(64),
    leagueName: text().min(1).max(80),
    homeTeam: text().min(1).max(80),
    awayTeam: text().min(1).max(80),
    homeLogoUrl: text().max(300),
    awayLogoUrl: text().max(300),
    startsAt: text().datetime(),
    homeOdds: oddsSchema,
    drawOdds: oddsSchema.nullable(),
    awayOdds: oddsSchema,
    status: z.enum(['scheduled', 'live', 'finished', 'cancelled']),
  })
  .strict();
export type SeamlessMatch = z.infer<typeof seamlessMatchSchema>;
export const seamlessMatchFeedSchema = z.object({ matches: z.array(seamlessMatchSchema).max(2_000) }).strict();
