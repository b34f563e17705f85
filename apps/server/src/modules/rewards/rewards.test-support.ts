import { API } from '@app/contract';
import { nextIp } from '../../test/accounts.js';
import { memberCalls, memberWithMoney, providerCalls, type MoneyMember } from '../../test/money.js';
import { operatorHeaders, type TestApp } from '../../test/test-app.js';
import { CURRENCIES } from '../ledger/ledger-accounts.js';

/** One fixture factory for VIP, mall and rain tests: members with cash, settled rounds, operator calls, balances. */
export function rewardsFixture(t: TestApp, clock: () => number = Date.now) {
  const provider = providerCalls(t);
  let seq = 0;

  /** A settled round of the member staking `stake` and winning nothing, through the signed seamless wallet. */
  async function playRound(m: MoneyMember, stake: string) {
    seq += 1;
    const body = { playerId: m.playerId, roundId: `rw-${m.memberId}-${seq}`, gameCode: 'demo-slot', currency: 'BRL' };
    const bet = await provider('bet', { ...body, transactionId: `rwb-${m.memberId}-${seq}`, amount: stake }, { now: clock() });
    const win = await provider(
      'win',
      { ...body, transactionId: `rww-${m.memberId}-${seq}`, amount: '0.00', endRound: true },
      { now: clock() },
    );
    if (bet.statusCode !== 200 || win.statusCode !== 200) throw new Error(`round failed: ${bet.body} ${win.body}`);
  }

  const operator = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      remoteAddress: nextIp(),
      headers: operatorHeaders,
      ...(payload !== undefined && { payload: payload as object }),
    });

  async function balances(m: MoneyMember) {
    const [real, points] = await Promise.all([
      t.app.ledger.memberBalances(m.merchantId, m.memberId, CURRENCIES.real),
      t.app.ledger.memberBalances(m.merchantId, m.memberId, CURRENCIES.points),
    ]);
    return { cash: real.get('cash') ?? 0n, points: points.get('points') ?? 0n };
  }

  const member = (cashMinor = 0n) => memberWithMoney(t, cashMinor, clock);
  const calls = (m: MoneyMember) => memberCalls(t, m);
  const vipOf = async (m: MoneyMember) => (await calls(m).get(API.vipStatus)).json().value;
  const mallOf = async (m: MoneyMember, language = 'pt') => (await calls(m).get(API.mallHome, language)).json().value;

  return { playRound, operator, balances, member, calls, vipOf, mallOf };
}
