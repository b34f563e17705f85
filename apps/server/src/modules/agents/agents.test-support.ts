import { API } from '@app/contract';
import { accountClient, nextIp, randomCpf } from '../../test/accounts.js';
import { memberWithMoney, type MoneyMember } from '../../test/money.js';
import { operatorHeaders, type TestApp } from '../../test/test-app.js';
import { playerIdOf } from '../seamless/seamless-player.js';

export interface TreeMember {
  id: number;
  username: string;
  token: string;
  playerId: string;
}

const PASSWORD = 'segredo123';
let counter = 0;

/** The agent-tree fixture: top agents made by the operator, accounts opened by agents, calls as any of them. */
export function agentFixtures(t: TestApp) {
  const client = accountClient(t);
  const operator = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    t.app.inject({ method, url, headers: operatorHeaders, remoteAddress: nextIp(), payload: payload as object });

  async function login(username: string): Promise<string> {
    const res = await client.login(username, PASSWORD);
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
    return res.json().value.token as string;
  }

  async function topAgent(): Promise<TreeMember & MoneyMember> {
    const m = await memberWithMoney(t);
    const res = await operator('POST', API.operatorAgentType.replace(':username', m.username), { type: 2 });
    if (res.statusCode !== 200) throw new Error(`agent type refused: ${res.body}`);
    return { ...m, id: m.memberId, token: await login(m.username) };
  }

  function openAccountBody(accountType: 'member' | 'agent', over: Record<string, unknown> = {}) {
    counter += 1;
    return {
      username: `ag${Date.now().toString(36).slice(-5)}${counter}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      countryDialingCode: '+55',
      mobileNum: `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      idNumber: randomCpf(),
      birthday: '1990-05-17',
      accountType,
      ...over,
    };
  }

  async function open(parent: { token: string }, accountType: 'member' | 'agent'): Promise<TreeMember> {
    const body = openAccountBody(accountType);
    const res = await as(parent).post(API.agentRegister, body);
    if (res.statusCode !== 200) throw new Error(`open account failed: ${res.body}`);
    const id = Number(res.json().value.id);
    const merchantId = (await t.database.db.query.merchants.findFirst())?.id as number;
    return { id, username: body.username, token: await login(body.username), playerId: playerIdOf(merchantId, id) };
  }

  function as(member: { token: string }) {
    const headers = { authorization: `Bearer ${member.token}` };
    return {
      get: (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextIp(), headers }),
      post: (url: string, payload?: unknown) =>
        t.app.inject({
          method: 'POST',
          url,
          remoteAddress: nextIp(),
          headers,
          ...(payload !== undefined && { payload: payload as object }),
        }),
      put: (url: string, payload: unknown) =>
        t.app.inject({ method: 'PUT', url, remoteAddress: nextIp(), headers, payload: payload as object }),
    };
  }

  return { operator, topAgent, open, as, login, openAccountBody };
}
