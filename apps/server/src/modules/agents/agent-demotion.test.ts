import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { agentFixtures } from './agents.test-support.js';

/** A change of rights reaches open sessions at their next request (issue 27, item 6). */
describe.each(testDatabases())('agent demotion on %s', (kind) => {
  let t: TestApp;
  let fx: ReturnType<typeof agentFixtures>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    fx = agentFixtures(t);
  });
  afterAll(() => t.close());

  it("refuses a demoted agent's open session on agent calls at its next request, and lets it play as a member", async () => {
    const agent = await fx.topAgent();
    const opened = await fx.as(agent).post(API.agentRegister, fx.openAccountBody('agent'));
    expect(opened.statusCode).toBe(200);

    const demoted = await fx.operator('POST', API.operatorAgentType.replace(':username', agent.username), { type: 0 });
    expect(demoted.statusCode).toBe(200);

    const refused = await fx.as(agent).post(API.agentRegister, fx.openAccountBody('agent'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('login.non.agent');
    const info = await fx.as(agent).get(API.memberInfo);
    expect(info.json().value.type).toBe(0);
  });
});
