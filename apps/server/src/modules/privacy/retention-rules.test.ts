import { describe, expect, it } from 'vitest';
import { ERASERS } from './anonymise.js';
import { erasedCategories, RETENTION_CATEGORIES, RETENTION_RULES, retainUntil, retentionTable } from './retention-rules.js';

describe('retention rules', () => {
  it('have an eraser for every category they erase, and none for what they keep', () => {
    expect(Object.keys(ERASERS).sort()).toEqual([...erasedCategories()].sort());
  });

  it('keep what the law obliges for five years, CPF and money records first, and name a basis for each', () => {
    for (const category of ['cpf', 'ledger', 'bets', 'payments', 'regulatorFiles', 'auditTrail'] as const) {
      expect(RETENTION_RULES[category]).toMatchObject({ atClosure: 'keep', keptYears: 5 });
    }
    for (const category of ['name', 'birthDate', 'contact', 'payoutKeys', 'devices', 'support'] as const) {
      expect(RETENTION_RULES[category]).toMatchObject({ atClosure: 'erase', keptYears: null });
    }
    for (const rule of retentionTable()) expect(rule.basis.length).toBeGreaterThan(5);
    expect(retentionTable().map((r) => r.category)).toEqual([...RETENTION_CATEGORIES]);
  });

  it('date the end of retention five years on, a 29 February rolling to 1 March', () => {
    expect(retainUntil(new Date('2026-12-07T15:00:00Z'))).toBe('2031-12-07');
    expect(retainUntil(new Date('2028-02-29T12:00:00Z'))).toBe('2033-03-01');
  });
});
