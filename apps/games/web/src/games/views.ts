import type { ComponentType } from 'react';
import type { EngineViewProps } from '../app';
import { SlotView } from './slot/slot-view';
import { SportsView } from './sports/sports-view';

/** The page of each engine; a game's catalogue entry names its engine. */
export const engineViews: Record<string, ComponentType<EngineViewProps>> = {
  slot: SlotView,
  sports: SportsView,
};
