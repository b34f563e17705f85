import { z } from 'zod';
import { moneyStringSchema } from '../money.js';
import { text } from '../safe-text.js';

/**
 * Responsible gaming (issue 30 items 2 and 3; docs/decisions/player-protection.md): the limits a player sets on
 * losses, time, deposits and bets, per day, week or month of the merchant (UTC−3), and the pause and self-exclusion
 * they may take. Money limits are decimal strings with two places; the time limit is in whole minutes.
 */
export const limitKinds = ['loss', 'time', 'deposit', 'bet'] as const;
export type LimitKind = (typeof limitKinds)[number];
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** What Portaria SPA/MF 1.231/2024 (as amended by 2.579/2025) makes every bettor set at registration. */
export const requiredLimitKinds: readonly LimitKind[] = ['loss', 'time'];

/** Raising or removing a limit waits this long, then needs the player's confirmation; lowering is at once. */
export const LIMIT_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** The longest time limit of each period, in minutes (the period's whole length). */
export const LIMIT_PERIOD_MINUTES: Record<LimitPeriod, number> = { day: 1440, week: 10_080, month: 44_640 };
export const LIMIT_MINUTES_MIN = 15;
/** Money limits: from R$ 1,00 to R$ 1.000.000,00. */
export const LIMIT_AMOUNT_MIN_MINOR = 100n;
export const LIMIT_AMOUNT_MAX_MINOR = 100_000_000n;

/** A pause lasts 1 day to 6 months; a self-exclusion a fixed number of months, or has no end. */
export const PAUSE_DAYS_MAX = 183;
export const SELF_EXCLUSION_MONTHS = [6, 12, 24, 60] as const;

/** Where a bettor excludes themself from every licensed operator at once (Portaria SPA/MF 2.579/2025). */
export const NATIONAL_SELF_EXCLUSION_URL =
  'https://www.gov.br/fazenda/pt-br/composicao/orgaos/secretaria-de-premios-e-apostas/modulo-de-impedidos';

const moneyLimit = z.object({
  kind: z.enum(['loss', 'deposit', 'bet']),
  period: z.enum(limitPeriods),
  value: moneyStringSchema,
});
const timeLimit = z.object({
  kind: z.literal('time'),
  period: z.enum(limitPeriods),
  /** Whole minutes. */
  value: text().regex(/^[1-9]\d{0,5}$/, { message: 'limits.minutes' }),
});
const removal = z.object({ kind: z.enum(limitKinds), remove: z.literal(true) });

/** One limit as the player sets it; bounds are checked by the server against the kind and period. */
export const limitInputSchema = z.union([moneyLimit.strict(), timeLimit.strict()]);
export type LimitInput = z.infer<typeof limitInputSchema>;

/** PUT /wps/protection/limits: set, change or remove limits (each kind at most once). */
export const setLimitsBodySchema = z
  .object({
    limits: z
      .array(z.union([limitInputSchema, removal.strict()]))
      .min(1)
      .max(4),
  })
  .strict()
  .refine((body) => new Set(body.limits.map((l) => l.kind)).size === body.limits.length, {
    message: 'limits.duplicate',
    path: ['limits'],
  });
export type SetLimitsBody = z.infer<typeof setLimitsBodySchema>;

/** POST /wps/protection/limits/confirm: apply a raised or removed limit after its cooling-off. */
export const confirmLimitBodySchema = z.object({ kind: z.enum(limitKinds) }).strict();

/** POST /wps/protection/pause. */
export const pauseBodySchema = z.object({ days: z.number().int().min(1).max(PAUSE_DAYS_MAX) }).strict();
/** POST /wps/protection/selfExclusion: months, or null for no end. */
export const selfExclusionBodySchema = z
  .object({ months: z.union([z.literal(6), z.literal(12), z.literal(24), z.literal(60), z.null()]) })
  .strict();

export const limitStatusSchema = z.object({
  kind: z.enum(limitKinds),
  period: z.enum(limitPeriods).nullable(),
  /** The limit in force; null when the player has none of this kind. */
  value: text().nullable(),
  /** Used in the current period (money, or minutes for time). */
  used: text(),
  /** What is left (never below zero); null without a limit. */
  left: text().nullable(),
  /** When the current period ends. */
  periodEndsAt: text().nullable(),
  /** A raise or removal waiting for its cooling-off and the player's confirmation. */
  pending: z
    .object({
      period: z.enum(limitPeriods).nullable(),
      /** null: the limit is to be removed. */
      value: text().nullable(),
      effectiveAt: text(),
      confirmable: z.boolean(),
    })
    .nullable(),
});
export type LimitStatus = z.infer<typeof limitStatusSchema>;

export const exclusionKinds = ['pause', 'self', 'operator'] as const;
export type ExclusionKind = (typeof exclusionKinds)[number];

/**
 * A restriction the operator's duties put on an account, apart from the player's own choices: `barred` (the
 * regulator's barred-persons list named the member's CPF). A restricted member may log in and withdraw, never bet or
 * deposit.
 */
export const restrictionKinds = ['barred'] as const;
export type RestrictionKind = (typeof restrictionKinds)[number];

/** How often the reality check interrupts play, in minutes (the player chooses; 60 by default). */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;
export const REALITY_CHECK_DEFAULT_MINUTES = 60;
export const realityCheckBodySchema = z.object({ minutes: z.literal(REALITY_CHECK_MINUTES) }).strict();

/**
 * GET /wps/protection/session: what the reality check shows. The session's start, the real-money stakes and wins of
 * the rounds since then, and how often to ask; `inactivityLogoutMinutes` when the jurisdiction ends an idle session.
 */
export const sessionActivitySchema = z.object({
  startedAt: text(),
  stakes: moneyStringSchema,
  wins: moneyStringSchema,
  /** wins − stakes: negative is a loss. */
  net: moneyStringSchema,
  realityCheckMinutes: z.number().int(),
  inactivityLogoutMinutes: z.number().int().nullable(),
});
export type SessionActivity = z.infer<typeof sessionActivitySchema>;

export const protectionStatusSchema = z.object({
  /** The merchant's jurisdiction makes loss and time limits required before play. */
  limitsRequired: z.boolean(),
  /** Required limits the player still has to set. */
  missing: z.array(z.enum(limitKinds)),
  limits: z.array(limitStatusSchema),
  exclusion: z
    .object({
      kind: z.enum(exclusionKinds),
      /** null: no end. */
      until: text().nullable(),
      since: text(),
    })
    .nullable(),
  selfExclusionUrl: text(),
  /** Minutes between reality checks. */
  realityCheckMinutes: z.number().int(),
  /** The jurisdiction opens deposits and play only to a verified identity, and whether this member's is. */
  identity: z.object({ required: z.boolean(), verified: z.boolean() }),
  /** A restriction on the account (bets and deposits refused, withdrawals allowed), with its deadline when it has one. */
  restriction: z.object({ kind: z.enum(restrictionKinds), since: text(), until: text().nullable() }).nullable(),
});
export type ProtectionStatus = z.infer<typeof protectionStatusSchema>;

/** POST /wps/operator/players/:memberId/exclusion: the operator excludes a player (until null: no end). */
export const operatorExclusionBodySchema = z
  .object({ until: z.iso.datetime({ offset: true }).nullable(), reason: text().trim().min(3).max(500) })
  .strict();
