import { z } from 'zod';
import type { GameType } from './games/constants.js';

/**
 * The rules a merchant runs under (docs/decisions/player-protection.md). `BR` is what a licensed `.bet.br` operator
 * runs (Lei 14.790/2023 and the SPA/MF Portarias); `NONE` is the generic demo, which forbids nothing.
 */
export const jurisdictions = ['BR', 'NONE'] as const;
export const jurisdictionSchema = z.enum(jurisdictions);
export type Jurisdiction = z.infer<typeof jurisdictionSchema>;

/** GET and PUT /wps/operator/jurisdiction. */
export const jurisdictionBodySchema = z.object({ jurisdiction: jurisdictionSchema }).strict();
export type JurisdictionBody = z.infer<typeof jurisdictionBodySchema>;

/**
 * Features a profile may forbid. `advance_bonus`: any bonus granted on or for a deposit (Lei 14.790/2023 art. 29).
 * `player_transfer`: money sent from one player to another; the platform has no such call today, so nothing asks yet.
 */
export const jurisdictionFeatures = ['advance_bonus', 'player_transfer'] as const;
export type JurisdictionFeature = (typeof jurisdictionFeatures)[number];

/**
 * Duties a profile imposes (issue 30). `player_limits`: loss and time limits set before play, enforced on every
 * deposit and bet, with a cooling-off on raising (Portaria SPA/MF 1.231/2024). `own_account_money`: deposits only
 * from, and payouts only to, the member's own CPF (Portaria 615/2024). `regulator_files`: the daily files of bets,
 * bettors and wallet movements. `inactivity_logout`: a session ends after 30 minutes without activity.
 * `payout_deadline`: a requested withdrawal is paid within PAYOUT_DEADLINE_MINUTES, else it is flagged late.
 * `verified_identity`: deposits and play open only once the member's identity is verified (KYC: CPF status, name and
 * birth date, liveness, document). `barred_persons`: the regulator's list of persons barred from betting is checked at
 * registration, at the first login of a day and over the whole base every 15 days.
 */
export const jurisdictionDuties = [
  'player_limits',
  'own_account_money',
  'regulator_files',
  'inactivity_logout',
  'payout_deadline',
  'verified_identity',
  'barred_persons',
] as const;
export type JurisdictionDuty = (typeof jurisdictionDuties)[number];

/** Portaria SPA/MF 615/2024: winnings asked for are paid out within 120 minutes of the request. */
export const PAYOUT_DEADLINE_MINUTES = 120;

interface Profile {
  forbids: readonly JurisdictionFeature[];
  requires: readonly JurisdictionDuty[];
  gameTypes: readonly GameType[];
}

/** What each profile switches off: the one list the server's modules ask. */
const profiles: Record<Jurisdiction, Profile> = {
  BR: { forbids: ['advance_bonus', 'player_transfer'], requires: jurisdictionDuties, gameTypes: ['COCKFIGHT'] },
  NONE: { forbids: [], requires: [], gameTypes: [] },
};

export function forbids(profile: Jurisdiction, feature: JurisdictionFeature): boolean {
  return profiles[profile].forbids.includes(feature);
}

export function requires(profile: Jurisdiction, duty: JurisdictionDuty): boolean {
  return profiles[profile].requires.includes(duty);
}

/** Game types unavailable under the profile, whatever the merchant's own off-list says. */
export function forbiddenGameTypes(profile: Jurisdiction): readonly GameType[] {
  return profiles[profile].gameTypes;
}
