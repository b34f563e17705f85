import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, nextIp } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { addDemoAgents, DEMO_AGENT } from './demo-agents.js';

describe('demo agent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  }, 60_000);
  afterAll(() => t.close());

  it('signs in to an agent area with a team, figures, rates and contracts, and is added once', async () => {
    const merchantId = (await t.database.db.query.merchants.findFirst())?.id as number;
    const deps = { db: t.database.db, ledger: t.app.ledger, clock: Date.now, gameTypes: t.app.agentGameTypes };
    await addDemoAgents(deps, merchantId);
    await addDemoAgents(deps, merchantId);
    const login = await accountClient(t).login(DEMO_AGENT.username, DEMO_AGENT.password);
    expect(login.json().value).toMatchObject({ type: 2 });
    const headers = { authorization: `Bearer ${login.json().value.token}` };
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });
    const team = (await get(`${API.agentTeamMembers}?pageSize=50`)).json().value;
    expect(team.total).toBe(4);
    const pnl = (await get(API.agentTeamPnl)).json().value;
    expect(pnl.total.rounds).toBe(12);
    expect((await get(API.agentRebate)).json().value.own.RNG).toBe('1.00');
    // Agent announcements are the content module's type A: the agent home counts the same unread ones as the announcements call.
    const unread = (await get(`${API.announcements}?types=A&groupName=m_home`)).json().value.footer.unreadCount as number;
    expect(unread).toBeGreaterThan(0);
    expect((await get(API.agentHome)).json().value.unreadAnnouncements).toBe(unread);
  });
});
