/**
 * Days of the merchant: Brazil has kept UTC−3 all year since 2019, so a day
 * D is [D 03:00Z, D+1 03:00Z). Daily limits, sign-ins, records and agent
 * periods all count days this way.
 */
const OFFSET_MS = 3 * 3_600_000;
export const DAY_MS = 86_400_000;

/** The merchant's calendar day of an instant, YYYY-MM-DD. */
export function dayOf(at: number): string {
  return new Date(at - OFFSET_MS).toISOString().slice(0, 10);
}

/** When the merchant's day YYYY-MM-DD begins. */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + OFFSET_MS);
}

/** When the merchant's day of an instant began. */
export const startOfDay = (at: number): Date => dayStart(dayOf(at));
