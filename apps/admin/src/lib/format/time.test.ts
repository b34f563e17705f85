import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { csvDateTime, formatDateTime, formatDay, zonedIso } from './time';

describe('times in the merchant zone', () => {
  const instant = '2026-12-06T02:30:00.000Z';

  it('shows an instant in the merchant zone, not the browser one', () => {
    expect(formatDateTime(instant, 'America/Sao_Paulo', 'pt')).toBe('05/12/2026 23:30:00');
    expect(formatDateTime(instant, 'America/Sao_Paulo', 'en')).toBe('2026-12-05 23:30:00');
    expect(formatDateTime(instant, 'UTC', 'pt')).toBe('06/12/2026 02:30:00');
    expect(formatDateTime(instant, 'America/Manaus', 'pt')).toBe('05/12/2026 22:30:00');
  });

  it('leaves empty and unreadable values alone', () => {
    expect(formatDateTime(null, 'UTC', 'pt')).toBe('');
    expect(formatDateTime('not a time', 'UTC', 'en')).toBe('not a time');
  });

  it('writes sortable times with the offset for files', () => {
    expect(csvDateTime(instant, 'America/Sao_Paulo')).toBe('2026-12-05 23:30:00 -03:00');
  });

  it('formats calendar days of the API without moving them', () => {
    expect(formatDay('2026-12-06', 'pt')).toBe('06/12/2026');
    expect(formatDay('2026-12-06', 'en', true)).toBe('12-06');
  });

  it('reads a picked wall-clock time as that time in the merchant zone', () => {
    const picked = dayjs(new Date(2026, 11, 6, 9, 0, 0));
    expect(zonedIso(picked, 'America/Sao_Paulo')).toBe('2026-12-06T12:00:00.000Z');
  });
});
