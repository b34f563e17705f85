import { describe, expect, it } from 'vitest';
import { potentialReturn, stakeString } from './sports-types';

describe('bet slip arithmetic', () => {
  it('reads stakes typed with a comma or a point and computes the return in centavos', () => {
    expect(stakeString('10,5')).toBe('10.50');
    expect(stakeString('7')).toBe('7.00');
    expect(stakeString('1.234')).toBeNull();
    expect(potentialReturn('3.33', '1.57')).toBe('5.22');
    expect(potentialReturn('10.00', '2.35')).toBe('23.50');
  });
});
