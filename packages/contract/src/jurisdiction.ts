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

interface Profile {
  forbids: readonly JurisdictionFeature[];
  gameTypes: readonly GameType[];
}

/** What each profile switches off: the one list the server's modules ask. */
const profiles: Record<Jurisdiction, Profile> = {
  BR: { forbids: ['advance_bonus', 'player_transfer'], gameTypes: ['COCKFIGHT'] },
  NONE: { forbids: [], gameTypes: [] },
};

export function forbids(profile: Jurisdiction, feature: JurisdictionFeature): boolean {
  return profiles[profile].forbids.includes(feature);
}

/** Game types unavailable under the profile, whatever the merchant's own off-list says. */
export function forbiddenGameTypes(profile: Jurisdiction): readonly GameType[] {
  return profiles[profile].gameTypes;
}
