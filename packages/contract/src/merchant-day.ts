/**
 * Days of the merchant: Brazil has kept UTC−3 all year since 2019, so a day
 * D is [D 03:00Z, D+1 03:00Z). Daily limits, sign-ins, records and agent
 * periods all count days this way, on the server and on every phone,
 * whatever the phone's own time zone.
 */
const OFFSET_MS = 3 * 3_600_000;
export const DAY_MS = 86_400_000;

/** The merchant's calendar day of an instant, YYYY-MM-DD. */
export function merchantDayOf(at: number): string {
  return new Date(at - OFFSET_MS).toISOString().slice(0, 10);
}

/** When the merchant's day YYYY-MM-DD begins. */
export function merchantDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + OFFSET_MS);
}

/** The merchant's day `days` after (or before, when negative) the given one. */
export function addMerchantDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The IANA zone of the offset above: the back office shows every time in it. */
export const MERCHANT_TIME_ZONE = 'America/Sao_Paulo';
