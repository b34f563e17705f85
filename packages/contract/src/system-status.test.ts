import { describe, expect, it } from 'vitest';
import { gateStatus } from './system-status.js';
import { isAgentType } from './constants.js';

describe('gate status (SPEC §4)', () => {
  it('is 1 for maintenance, also when both are on', () => {
    expect(gateStatus({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(gateStatus({ maintenance: true, regionRestriction: true })).toBe(1);
  });
  it('is 2 for region restriction only and 0 otherwise', () => {
    expect(gateStatus({ maintenance: false, regionRestriction: true })).toBe(2);
    expect(gateStatus({ maintenance: false, regionRestriction: false })).toBe(0);
  });
});

describe('agent types (SPEC §6)', () => {
  it('treats 0, 4 and 40 as non-agents and 1, 2, 41, 42 as agents', () => {
    for (const t of [0, 4, 40]) expect(isAgentType(t)).toBe(false);
    for (const t of [1, 2, 41, 42]) expect(isAgentType(t)).toBe(true);
  });
});
