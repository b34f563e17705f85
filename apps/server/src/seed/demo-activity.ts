import { formatMinor, IN_HOUSE_VENDOR_CODE } from '@app/contract';
import { randomInt } from 'node:crypto';
import type { Db } from '../db/client.js';
import type { Clock } from '../infra/clock.js';
import * as catalogue from '../modules/games/catalogue.repository.js';
import { CURRENCIES, houseAccount, memberAccount } from '../modules/ledger/ledger-accounts.js';
import * as rounds from '../modules/ledger/ledger-rounds.js';
import type { Ledger } from '../modules/ledger/ledger.service.js';
import * as members from '../modules/members/members.service.js';
import { playerIdOf } from '../modules/seamless/seamless-player.js';
import * as seamless from '../modules/seamless/seamless.service.js';

/** Nicknames of the demo players whose rounds fill the winner board of a fresh install. */
const DEMO_PLAYERS = ['lucas_rj', 'mariana77', 'pedro.sp', 'carol_bh', 'thiago21', 'bia_poa', 'rafa.ce', 'julia_df', 'gui_ba', 'nanda88'];
const ROUNDS = 40;

/**
 * A fresh demo install has no play at all, so its winner board would be
 * empty. The demo players play real rounds through the seamless wallet (a
 * demo grant from house.bonus, bets and wins through the ledger), so every
 * figure on the board is backed by ledger entries. Only for a merchant with
 * the demo catalogue and no round yet.
 */
export async function addDemoActivity(deps: { db: Db; ledger: Ledger; clock: Clock }, merchantId: number): Promise<void> {
  const games = (await catalogue.selectGames(deps.db, merchantId)).filter((g) => g.demo && g.enabled && g.gameType === 'RNG');
  if (!games.length) return;
  if (await rounds.merchantHasRounds(deps, merchantId)) return;
  const jackpots = games.filter((g) => g.classify === 'JP');
  for (const [i, nickname] of DEMO_PLAYERS.entries()) {
    const member = await members.createSocialMember(deps, merchantId, { provider: members.DEMO_REGISTER_METHOD, ip: '127.0.0.1' });
    await members.updateProfile(deps, merchantId, member.id, { nickname });
    await deps.ledger.transfer({
      merchantId,
      currency: CURRENCIES.real,
      debit: houseAccount('house.bonus'),
      credit: memberAccount(member.id, 'cash'),
      amount: 500_000n,
      code: 'adjustment',
      idempotencyKey: `demo-grant:${member.id}`,
    });
    const playerId = playerIdOf(merchantId, member.id);
    for (let r = 0; r < ROUNDS / DEMO_PLAYERS.length; r += 1) {
      const jackpot = r === 0 && i % 2 === 0 && jackpots.length > 0;
      const game = jackpot ? jackpots[randomInt(jackpots.length)]! : games[randomInt(games.length)]!;
      const stake = BigInt(randomInt(1, 21)) * 100n;
      const multiplier = jackpot ? randomInt(80, 400) : randomInt(0, 4) === 0 ? 0 : randomInt(2, 150);
      const roundId = `demo-${member.id}-${r}`;
      const base = { playerId, roundId, gameCode: game.gameCode, currency: CURRENCIES.real };
      await seamless.bet(deps, IN_HOUSE_VENDOR_CODE, { ...base, transactionId: `${roundId}-bet`, amount: formatMinor(stake) });
      await seamless.win(deps, IN_HOUSE_VENDOR_CODE, {
        ...base,
        transactionId: `${roundId}-win`,
        amount: formatMinor(stake * BigInt(multiplier)),
        endRound: true,
      });
    }
  }
}
