import { describe, expect, it } from 'vitest';
import { greetingKey, pendingContract } from './agent-helpers';

describe('agent home helpers', () => {
  it('greets by the SPEC hour bands', () => {
    expect([0, 10, 11, 14, 15, 18, 19, 23].map(greetingKey)).toEqual([
      'morning',
      'morning',
      'earlyAfternoon',
      'earlyAfternoon',
      'lateAfternoon',
      'lateAfternoon',
      'evening',
      'evening',
    ]);
  });

  it('prompts for a waiting contract except for types 4, 40, 41 and 42', () => {
    const info = { dailysalreqtype: '0', divtypecompperiodreq: '1', contracthoursalreq: '1' } as const;
    expect(pendingContract(1, info)).toBe('dividend');
    expect(pendingContract(2, { ...info, dailysalreqtype: '1' })).toBe('salary');
    for (const type of [4, 40, 41, 42]) expect(pendingContract(type, info)).toBeUndefined();
    expect(pendingContract(1, { dailysalreqtype: '0', divtypecompperiodreq: '0', contracthoursalreq: '0' })).toBeUndefined();
  });
});
