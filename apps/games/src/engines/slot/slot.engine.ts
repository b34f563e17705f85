import { formatMinor, inHouseRtp, parseMoney } from '@app/contract';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { GameError } from '../../http/game-error.js';
import { sessionOf } from '../../http/session-guard.js';
import { playInstantRound } from '../../rounds/instant-round.js';
import { secureIndex } from '../../rng/random.js';
import type { SessionRow } from '../../sessions/sessions.service.js';
import type { EngineModule } from '../engine.js';
import { slotConfigOf } from './slot-config.js';
import { compileSlot, type CompiledSlot } from './slot-evaluate.js';
import { playSlot } from './slot-spin.js';

/** Coin values in centavos: a stake is a coin on every bet unit, so every win is whole centavos. */
const COINS = [1, 2, 5, 10, 20, 50, 100, 200, 500];

const compiled = new Map<string, CompiledSlot>();
function slotOf(session: SessionRow): CompiledSlot {
  const config = slotConfigOf(session.game.engineConfig);
  let slot = compiled.get(config.id);
  if (!slot) compiled.set(config.id, (slot = compileSlot(config)));
  return slot;
}

/** The stakes a player may choose: coins × bet units, from the game's minimum bet. */
export function stakeOptions(slot: CompiledSlot, minBet: string): bigint[] {
  const min = parseMoney(minBet);
  const all = COINS.map((coin) => BigInt(coin * slot.config.betUnits));
  const allowed = all.filter((s) => s >= min);
  return allowed.length ? allowed : all.slice(-1);
}

const spinBody = z.object({ stake: z.string().regex(/^\d{1,7}\.\d{2}$/) }).strict();

export const slotEngine: EngineModule = {
  engine: 'slot',

  info(session) {
    const slot = slotOf(session);
    const { config } = slot;
    return {
      config: config.id,
      rows: config.rows,
      reels: config.reels.length,
      mode: config.mode,
      lines: config.lines,
      betUnits: config.betUnits,
      stakes: stakeOptions(slot, session.game.minBet).map(formatMinor),
      symbols: Object.fromEntries(
        Object.entries(config.symbols).map(([name, s]) => [name, { pays: s.pays, wild: s.wild, scatter: s.scatter }]),
      ),
      freeSpins: config.freeSpins,
      rtp: inHouseRtp('slot', config.id),
    };
  },

  routes(app, deps) {
    app.post('/api/slot/spin', async (request) => {
      const session = sessionOf(request);
      const body = spinBody.safeParse(request.body);
      if (!body.success) throw new GameError('request.invalid');
      const slot = slotOf(session);
      const stakeMinor = parseMoney(body.data.stake);
      if (!stakeOptions(slot, session.game.minBet).includes(stakeMinor)) throw new GameError('stake.invalid');
      const outcome = playSlot(slot, secureIndex);
      const coinMinor = stakeMinor / BigInt(slot.config.betUnits);
      const winMinor = BigInt(outcome.units) * coinMinor;
      const result = await playInstantRound(deps, session, {
        engine: 'slot',
        stakeMinor,
        winMinor,
        state: { config: slot.config.id, outcome },
      });
      return ok({
        roundId: result.round.id,
        stake: formatMinor(stakeMinor),
        win: formatMinor(winMinor),
        outcome,
        balance: result.balance,
        settled: result.settled,
      });
    });
  },
};
