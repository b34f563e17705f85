import { DAY_MS, merchantDayOf, merchantDayStart } from '@app/contract';

/** The merchant's days (UTC−3, defined in the contract so phones count the same days). */
export { DAY_MS };

/** The merchant's calendar day of an instant, YYYY-MM-DD. */
export const dayOf = merchantDayOf;

/** When the merchant's day YYYY-MM-DD begins. */
export const dayStart = merchantDayStart;

/** When the merchant's day of an instant began. */
export const startOfDay = (at: number): Date => dayStart(dayOf(at));
