import { describe, expect, it } from 'vitest';
import { footerRefusal, mayDeposit, memberRefusal } from './member-rules';

const member = (type: number) => ({ token: 't', merchantCode: 'demo', userName: 'u', type, firstTimeLogin: false, lastLogin: null });

describe('member rules (SPEC §6)', () => {
  it('deposit only for types 0, 1, 2; refused 2 s otherwise', () => {
    for (const type of [0, 1, 2]) expect(mayDeposit(member(type))).toBe(true);
    for (const type of [4, 40, 41, 42]) expect(memberRefusal('voucherCenter', member(type))).toEqual({ durationMs: 2000 });
    expect(memberRefusal('voucherCenter', member(0))).toBeNull();
    expect(footerRefusal('deposit', member(4))).toEqual({ durationMs: 2000 });
  });

  it('inbox and chat refused 1 s to trial members only', () => {
    expect(memberRefusal('webEmail', member(4))).toEqual({ durationMs: 1000 });
    expect(footerRefusal('chat', member(4))).toEqual({ durationMs: 1000 });
    expect(memberRefusal('webEmail', member(0))).toBeNull();
    expect(footerRefusal('chat', member(1))).toBeNull();
    expect(memberRefusal('voucherCenter', null)).toBeNull();
  });
});
