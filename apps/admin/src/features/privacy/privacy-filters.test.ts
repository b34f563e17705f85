import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { privacyFilters } from './privacy-filters';

describe('personal-data request filters', () => {
  it('send what the operator chose, the days as the merchant’s [from, to)', () => {
    const filters = privacyFilters(
      { kind: 'closure', status: 'pending', memberId: ' 42 ', requested: [dayjs('2026-12-01'), dayjs('2026-12-07')] },
      'America/Sao_Paulo',
    );
    expect(filters.map((f) => ('field' in f ? [f.field, f.value] : []))).toEqual([
      ['kind', 'closure'],
      ['status', 'pending'],
      ['memberId', '42'],
      ['from', '2026-12-01T03:00:00.000Z'],
      ['to', '2026-12-08T03:00:00.000Z'],
    ]);
  });

  it('leave out blanks and a member id that is not a number', () => {
    expect(privacyFilters({ kind: null, memberId: 'ana', requested: null }, 'America/Sao_Paulo')).toEqual([]);
  });
});
