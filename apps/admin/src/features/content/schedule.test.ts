import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { scheduleFromApi, scheduleState, scheduleToApi } from './schedule';

const ZONE = 'America/Sao_Paulo';

describe('schedules', () => {
  it('reads and writes instants as the merchant wall clock, whatever the browser zone', () => {
    const form = scheduleFromApi('2026-12-24T12:00:00.000Z', null, ZONE);
    expect(form.start?.format('YYYY-MM-DD HH:mm')).toBe('2026-12-24 09:00');
    expect(form).toMatchObject({ end: null, noExpiry: true });
    expect(scheduleToApi(form, ZONE)).toEqual({ startDate: '2026-12-24T12:00:00.000Z', endDate: null });
  });

  it('drops the end when no expiry is chosen, and keeps it otherwise', () => {
    const end = dayjs('2027-01-01T00:00:00');
    expect(scheduleToApi({ start: null, end, noExpiry: true }, ZONE)).toEqual({ startDate: null, endDate: null });
    expect(scheduleToApi({ start: null, end, noExpiry: false }, ZONE).endDate).toBe('2027-01-01T03:00:00.000Z');
  });

  it('tells live, scheduled and ended items apart', () => {
    const now = Date.parse('2026-12-07T12:00:00Z');
    expect(scheduleState(null, null, now)).toBe('live');
    expect(scheduleState('2026-12-08T00:00:00Z', null, now)).toBe('scheduled');
    expect(scheduleState(null, '2026-12-07T12:00:00Z', now)).toBe('ended');
    expect(scheduleState('2026-12-01T00:00:00Z', '2026-12-31T00:00:00Z', now)).toBe('live');
  });
});
