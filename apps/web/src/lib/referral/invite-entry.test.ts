import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '@app/contract';
import { makeStatus } from '../../test/status-fixture';
import { inviteAction, referralEnabled } from './invite-entry';

const member = (type: number) => ({ token: 't', merchantCode: 'demo', userName: 'ana', type, firstTimeLogin: false });
const statusWith = (referral: boolean | undefined): SystemStatus => {
  const status = makeStatus();
  if (referral !== undefined) status.info.referral = referral;
  return status;
};

describe('invite entries (SPEC §6)', () => {
  it('sends agents to their agent home, guests to login and members to the invite page', () => {
    expect(inviteAction(member(1), true)).toBe('agent');
    expect(inviteAction(member(41), false)).toBe('agent');
    expect(inviteAction(null, true)).toBe('login');
    expect(inviteAction(member(0), true)).toBe('invite');
    expect(inviteAction(member(40), true)).toBe('invite');
  });

  it('shows coming soon to members and guests when the REFERRAL promotion is off', () => {
    expect(inviteAction(member(0), false)).toBe('comingSoon');
    expect(inviteAction(null, false)).toBe('comingSoon');
    expect(referralEnabled(statusWith(false))).toBe(false);
    expect(referralEnabled(statusWith(true))).toBe(true);
    expect(referralEnabled(statusWith(undefined))).toBe(true);
  });
});
