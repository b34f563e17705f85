import { baccaratEngine } from './baccarat/baccarat.engine.js';
import { diceEngine } from './dice/dice.engine.js';
import { createCrashEngine } from './crash/crash.engine.js';
import type { CrashCluster } from './crash/crash-rooms.js';
import type { CrashSettings } from './crash/crash-settings.js';
import type { EngineModule } from './engine.js';
import { minesEngine } from './mines/mines.engine.js';
import { plinkoEngine } from './plinko/plinko.engine.js';
import { rouletteEngine } from './roulette/roulette.engine.js';
import { slotEngine } from './slot/slot.engine.js';
import { createSportsEngine } from './sports/sports.engine.js';

/** Engines without state of their own: one instance serves every app. */
export const engineModules: EngineModule[] = [slotEngine, minesEngine, diceEngine, plinkoEngine, rouletteEngine, baccaratEngine];

/** Every engine this server plays (a game's catalogue entry names one); engines with state are made per app. */
export function createEngines(
  options: { demoFixtures: boolean; crash?: Partial<CrashSettings>; cluster?: CrashCluster } = { demoFixtures: true },
): EngineModule[] {
  return [...engineModules, createSportsEngine(options), createCrashEngine(options.crash, options.cluster)];
}
