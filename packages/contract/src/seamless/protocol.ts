import { z } from 'zod';
import { moneyStringSchema } from '../money.js';

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

const id = z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/);
/** Positive amounts only: a zero bet or win is not a money move (use end round). */
const positiveMoney = moneyStringSchema.refine((v) => !v.startsWith('-') && v !== '0.00', { message: 'amount_positive' });

export const seamlessBalanceRequestSchema = z.object({ playerId: id, currency: z.string().min(3).max(8) }).strict();

export const seamlessBetRequestSchema = z
  .object({
    transactionId: id,
    playerId: id,
    roundId: id,
    gameCode: z.string().min(1).max(64),
    amount: positiveMoney,
    currency: z.string().min(3).max(8),
  })
  .strict();

export const seamlessWinRequestSchema = seamlessBetRequestSchema
  .extend({
    amount: moneyStringSchema.refine((v) => !v.startsWith('-'), { message: 'amount_negative' }),
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

export const seamlessBalanceSchema = z.object({ playerId: z.string(), currency: z.string(), balance: moneyStringSchema });

export const seamlessMoveSchema = seamlessBalanceSchema.extend({
  transactionId: z.string(),
  /** applied: moved now or earlier (a replay); unknown: a rollback of a bet never seen, nothing changed. */
  status: z.enum(['applied', 'unknown']),
});
export type SeamlessMove = z.infer<typeof seamlessMoveSchema>;

export const seamlessRoundSchema = z.object({ roundId: z.string(), status: z.enum(['open', 'completed', 'cancelled']) });

/**
 * Authenticate (launch version 3): the game server trades the launch token
 * of the game URL for the player and the game, once, within its lifetime.
 */
export const seamlessAuthenticateRequestSchema = z.object({ token: z.string().min(20).max(200) }).strict();

export const seamlessAuthenticateSchema = z.object({
  playerId: z.string(),
  currency: z.string(),
  balance: moneyStringSchema,
  /** Masked: what other players may see (crash lobby). */
  screenName: z.string(),
  game: z.object({
    nodeId: z.string(),
    vendor: z.string(),
    gameCode: z.string(),
    engine: z.string(),
    engineConfig: z.string().nullable(),
    names: z.object({ pt: z.string(), en: z.string() }),
    minBet: moneyStringSchema,
  }),
});
export type SeamlessAuthenticate = z.infer<typeof seamlessAuthenticateSchema>;
