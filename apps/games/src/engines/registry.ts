import type { EngineModule } from './engine.js';
import { slotEngine } from './slot/slot.engine.js';
import { createSportsEngine } from './sports/sports.engine.js';

/** Engines without state of their own: one instance serves every app. */
export const engineModules: EngineModule[] = [slotEngine];

/** Every engine this server plays (a game's catalogue entry names one); engines with state are made per app. */
export function createEngines(options: { demoFixtures: boolean } = { demoFixtures: true }): EngineModule[] {
  return [...engineModules, createSportsEngine(options)];
}
