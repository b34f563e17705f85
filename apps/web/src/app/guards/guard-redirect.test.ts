import { describe, expect, it } from 'vitest';
import { findClientRoute, type ClientRoute } from '@app/contract';
import type { SessionInfo } from '../../lib/session/session-storage';
import { guardRedirect } from './guard-redirect';

const route = (path: string): ClientRoute => {
  const found = findClientRoute(path);
  if (!found) throw new Error(path);
  return found;
};
const session = (type: number): SessionInfo => ({ token: 't', merchantCode: 'demo', userName: 'ana', type, firstTimeLogin: false });

describe('guardRedirect', () => {
  it('lets everyone see guest routes', () => {
    expect(guardRedirect(route('/m/home'), null, '')).toBeNull();
    expect(guardRedirect(route('/m/notice'), null, '')).toBeNull();
  });

  it('sends guests from member routes (inviteFriends included) to the login', () => {
    for (const path of ['/m/set', '/m/message', '/m/inviteFriends', '/m/voucherCenter']) {
      expect(guardRedirect(route(path), null, ''), path).toBe('/m/login');
      expect(guardRedirect(route(path), session(0), ''), path).toBeNull();
    }
  });

  it('keeps agent pages for agents: guests to login, other members home', () => {
    const pnl = route('/m/agent/team/pnl');
    expect(guardRedirect(pnl, null, '')).toBe('/m/login');
    expect(guardRedirect(pnl, session(0), '')).toBe('/m/home');
    expect(guardRedirect(pnl, session(40), '')).toBe('/m/home');
    expect(guardRedirect(pnl, session(1), '')).toBeNull();
    expect(guardRedirect(pnl, session(42), '')).toBeNull();
  });

  it('sends guests and non-agents from the agent home to home', () => {
    const agentHome = route('/m/agent');
    expect(guardRedirect(agentHome, null, '')).toBe('/m/home');
    expect(guardRedirect(agentHome, session(4), '')).toBe('/m/home');
    expect(guardRedirect(agentHome, session(2), '')).toBeNull();
  });

  it('sends guests from the password change to home', () => {
    expect(guardRedirect(route('/m/changePsw'), null, '')).toBe('/m/home');
    expect(guardRedirect(route('/m/changePsw'), session(0), '')).toBeNull();
  });

  it('needs both a session and a promotion id for the reward form', () => {
    const apply = route('/m/applyReward');
    expect(guardRedirect(apply, null, '?id=3')).toBe('/m/activity');
    expect(guardRedirect(apply, session(0), '')).toBe('/m/activity');
    expect(guardRedirect(apply, session(0), '?id=')).toBe('/m/activity');
    expect(guardRedirect(apply, session(0), '?id=3')).toBeNull();
  });
});
