/**
 * SPEC §4 gate rule, kept free of zod so a client can use it without shipping
 * the schema library (re-exported by ./system-status.ts).
 */
export type GateStatus = 0 | 1 | 2;

/** 1 when maintenance is on (also when both are on), 2 for region restriction only, else 0. */
export function gateStatus(s: { maintenance: boolean; regionRestriction: boolean }): GateStatus {
  if (s.maintenance) return 1;
  if (s.regionRestriction) return 2;
  return 0;
}
