import { z } from 'zod';
import { text } from '../safe-text.js';

/**
 * The invisible check that a person, not a script, sends registration, login,
 * SMS-code and password-recovery requests. Each of these calls carries one
 * proof in this header: an ALTCHA payload (the self-hosted proof of work, by
 * default) or the token of Cloudflare Turnstile or hCaptcha when the operator
 * configured one. Each proof is accepted once.
 */
export const HUMAN_PROOF_HEADER = 'x-human-proof';

export const humanCheckProviders = ['altcha', 'turnstile', 'hcaptcha'] as const;
export type HumanCheckProvider = (typeof humanCheckProviders)[number];

/** Which check the site runs; published with the system status. The site key is the provider's public one (null for altcha). */
export const humanCheckSchema = z.object({
  provider: z.enum(humanCheckProviders),
  siteKey: text().nullable(),
});
export type HumanCheck = z.infer<typeof humanCheckSchema>;

/**
 * An ALTCHA v2 challenge (altcha-lib createChallenge) as the server signed it.
 * Loose: the signature covers every parameter, so none may be dropped on the way.
 */
export const powChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: text(),
    nonce: text(),
    salt: text(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: text(),
    expiresAt: z.number().optional(),
  }),
  signature: text(),
});
export type PowChallenge = z.infer<typeof powChallengeSchema>;
