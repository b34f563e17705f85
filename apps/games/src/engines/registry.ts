import type { EngineModule } from './engine.js';
import { slotEngine } from './slot/slot.engine.js';

/** Every engine this server plays; a game's catalogue entry names one. */
export const engineModules: EngineModule[] = [slotEngine];
