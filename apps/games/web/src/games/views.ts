import type { ComponentType } from 'react';
import type { EngineViewProps } from './engine-view';
import { BaccaratView } from './baccarat/baccarat-view';
import { DiceView } from './dice/dice-view';
import { MinesView } from './mines/mines-view';
import { PlinkoView } from './plinko/plinko-view';
import { RouletteView } from './roulette/roulette-view';
import { CrashView } from './crash/crash-view';
import { SlotView } from './slot/slot-view';
import { SportsView } from './sports/sports-view';

/** The page of each engine; a game's catalogue entry names its engine. */
export const engineViews: Record<string, ComponentType<EngineViewProps>> = {
  slot: SlotView,
  sports: SportsView,
  mines: MinesView,
  dice: DiceView,
  plinko: PlinkoView,
  roulette: RouletteView,
  baccarat: BaccaratView,
  crash: CrashView,
};
