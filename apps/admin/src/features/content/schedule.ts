import dayjs, { type Dayjs } from 'dayjs';
import { inZone, zonedIso } from '../../lib/format/time';

/** A schedule as the form holds it: wall-clock times of the merchant's zone; no end means no expiry. */
export interface ScheduleValues {
  start: Dayjs | null;
  end: Dayjs | null;
  noExpiry: boolean;
}

/** The API's instants as pickers show them: the merchant's wall clock, wherever the browser is. */
export function scheduleFromApi(startDate: string | null, endDate: string | null, timeZone: string): ScheduleValues {
  const wall = (iso: string | null) => (iso ? dayjs(inZone(iso, timeZone).format('YYYY-MM-DDTHH:mm:ss')) : null);
  return { start: wall(startDate), end: wall(endDate), noExpiry: endDate === null };
}

/** The form's schedule as the API's instants; an end is dropped when "no expiry" is on. */
export function scheduleToApi(values: ScheduleValues, timeZone: string): { startDate: string | null; endDate: string | null } {
  return {
    startDate: values.start ? zonedIso(values.start, timeZone) : null,
    endDate: !values.noExpiry && values.end ? zonedIso(values.end, timeZone) : null,
  };
}

export type ScheduleState = 'live' | 'scheduled' | 'ended';

/** Whether players see the item now: before its start it is scheduled, from its end it has ended. */
export function scheduleState(startDate: string | null, endDate: string | null, now = Date.now()): ScheduleState {
  if (startDate && Date.parse(startDate) > now) return 'scheduled';
  if (endDate && Date.parse(endDate) <= now) return 'ended';
  return 'live';
}
