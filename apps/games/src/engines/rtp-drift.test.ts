import { BACCARAT_BET_RTP, ENGINE_RTP, gameEngines, inHouseRtp, SLOT_RTP, type GameEngine } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { SessionRow } from '../sessions/sessions.service.js';
import { RTP as CRASH_FORMULA_RTP } from './crash/crash-formula.js';
import { createEngines } from './registry.js';
import { slotConfigs } from './slot/slot-config.js';

/*
 * The platform's lobby states each in-house game's RTP from the contract's
 * table (the platform may not import game code); the game's own page states
 * what its engine's info() answers. These must be one number: a change to a
 * game's mathematics that leaves the table behind fails here.
 */

const engines = createEngines({ demoFixtures: false });

function sessionOf(engine: string, engineConfig: string | null): SessionRow {
  const now = new Date();
  return {
    tokenHash: 'drift',
    playerId: '1:1',
    currency: 'BRL',
    screenName: 'te***er',
    language: 'pt',
    game: {
      nodeId: '1',
      vendor: 'INHOUSE',
      gameCode: `drift-${engine}`,
      engine,
      engineConfig,
      names: { pt: 'Jogo', en: 'Game' },
      minBet: '1.00',
    },
    createdAt: now,
    expiresAt: now,
  };
}

const infoRtp = (engine: GameEngine, engineConfig: string | null) => {
  const module = engines.find((e) => e.engine === engine);
  if (!module) throw new Error(`no engine ${engine}`);
  return module.info(sessionOf(engine, engineConfig)).rtp;
};

describe('in-house RTP drift', () => {
  it('has an engine for every engine the catalogue names, and each states the RTP of the contract table', () => {
    expect(engines.map((e) => e.engine).sort()).toEqual([...gameEngines].sort());
    for (const engine of gameEngines.filter((e) => e !== 'slot')) expect(infoRtp(engine, null), engine).toBe(ENGINE_RTP[engine]);
    expect(infoRtp('dice', 'lotto')).toBe(ENGINE_RTP.dice);
  });

  it("lists every slot config, each declaring the table's RTP, and its game stating it", () => {
    expect(Object.keys(slotConfigs).sort()).toEqual(Object.keys(SLOT_RTP).sort());
    for (const [id, config] of Object.entries(slotConfigs)) {
      expect(config.declaredRtp, id).toBe(inHouseRtp('slot', id));
      expect(infoRtp('slot', id), id).toBe(config.declaredRtp);
    }
    // A game naming no config, or one unknown, plays the default and states its RTP.
    expect(infoRtp('slot', null)).toBe(inHouseRtp('slot', null));
    expect(infoRtp('slot', 'no-such-config')).toBe(inHouseRtp('slot', 'no-such-config'));
  });

  it("states the crash formula's return and baccarat's best bet", () => {
    expect(CRASH_FORMULA_RTP).toBe(ENGINE_RTP.crash);
    const baccarat = engines.find((e) => e.engine === 'baccarat')!.info(sessionOf('baccarat', null));
    expect(baccarat.rtps).toEqual(BACCARAT_BET_RTP);
    expect(ENGINE_RTP.baccarat).toBe(Math.max(...Object.values(BACCARAT_BET_RTP)));
  });
});
