import { formatMinor, IN_HOUSE_VENDOR_CODE } from '@app/contract';
import type { Db } from '../db/client.js';
import type { Clock } from '../infra/clock.js';
import { addDemoAgentTerms } from '../modules/agents/agents-demo.js';
import type { RoundGameTypes } from '../modules/agents/agents.deps.js';
import * as catalogue from '../modules/games/catalogue.repository.js';
import { CURRENCIES, houseAccount, memberAccount } from '../modules/ledger/ledger-accounts.js';
import type { Ledger } from '../modules/ledger/ledger.service.js';
import * as members from '../modules/members/members.service.js';
import { playerIdOf } from '../modules/seamless/seamless-player.js';
import * as seamless from '../modules/seamless/seamless.service.js';

/** The demo agent's sign-in (README "Demo agent"). */
export const DEMO_AGENT = { username: 'demo_agent', password: 'agente1234' } as const;

/** A CPF with correct check digits from nine fixed digits (demo members need one: the demo merchant requires it). */
function cpfOf(nine: string): string {
  const digits = nine.split('').map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += (digits[i] ?? 0) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/**
 * A demo agent (type 2) with a small downline, so a new user can sign in and
 * see the agent area with real numbers: a sub-agent, three members who get a
 * demo grant and play rounds through the seamless wallet, rebate rates, an
 * accepted salary contract and a dividend offer for the sub-agent, and two
 * agent announcements. Only once: nothing is added when demo_agent exists.
 */
export async function addDemoAgents(
  deps: { db: Db; ledger: Ledger; clock: Clock; gameTypes: RoundGameTypes },
  merchantId: number,
): Promise<void> {
  if (await members.findByUsername(deps, merchantId, DEMO_AGENT.username)) return;
  const games = (await catalogue.selectGames(deps.db, merchantId)).filter((g) => g.demo && g.enabled && g.gameType === 'RNG');
  const open = async (username: string, type: number, uplineId: number | null, n: number) => {
    const input = {
      username,
      password: DEMO_AGENT.password,
      confirmPassword: DEMO_AGENT.password,
      registerMethod: 'H5' as const,
      countryDialingCode: '+55',
      mobileNum: `1199000${String(n).padStart(4, '0')}`,
      idNumber: cpfOf(`90000${String(n).padStart(4, '0')}`),
      birthday: '1990-01-01',
    };
    const member = await members.createByAgent(deps, merchantId, input, {
      uplineId,
      type,
      ip: '127.0.0.1',
      registerMethod: members.DEMO_REGISTER_METHOD,
    });
    return member.id;
  };
  const agentId = await open(DEMO_AGENT.username, 2, null, 1);
  const subAgentId = await open('demo_sub', 1, agentId, 2);
  const players = [
    await open('demo_ana', 0, agentId, 3),
    await open('demo_bruno', 0, subAgentId, 4),
    await open('demo_carla', 0, subAgentId, 5),
  ];
  for (const [i, memberId] of players.entries()) {
    await deps.ledger.transfer({
      merchantId,
      currency: CURRENCIES.real,
      debit: houseAccount('house.bonus'),
      credit: memberAccount(memberId, 'cash'),
      amount: 20_000n,
      code: 'adjustment',
      idempotencyKey: `demo-agent-grant:${memberId}`,
    });
    for (let r = 0; games.length > 0 && r < 4; r += 1) {
      const game = games[(i * 7 + r * 13) % games.length]!;
      const roundId = `demo-agent-${memberId}-${r}`;
      const base = { playerId: playerIdOf(merchantId, memberId), roundId, gameCode: game.gameCode, currency: CURRENCIES.real };
      const stake = BigInt(200 + 100 * r);
      await seamless.bet(deps, IN_HOUSE_VENDOR_CODE, { ...base, transactionId: `${roundId}-bet`, amount: formatMinor(stake) });
      await seamless.win(deps, IN_HOUSE_VENDOR_CODE, {
        ...base,
        transactionId: `${roundId}-win`,
        amount: formatMinor(r % 2 === 0 ? 0n : stake * 3n),
        endRound: true,
      });
    }
  }
  await addDemoAgentTerms({ ...deps, settleOpenPeriods: false }, merchantId, { agentId, subAgentId });
}
