import type { FastifyInstance } from 'fastify';
import type { GamesDb } from '../db/client.js';
import type { RoundRow } from '../rounds/rounds.repository.js';
import type { SessionRow } from '../sessions/sessions.service.js';
import type { WalletClient } from '../wallet/wallet-client.js';

export interface EngineDeps {
  db: GamesDb;
  wallet: WalletClient;
  log: FastifyInstance['log'];
  clock: () => number;
}

/**
 * What a game engine plugs in: its player calls (under /api/<engine>/, behind
 * the session guard), what its page needs to draw itself, and how to finish
 * one of its rounds left open by a lost answer or a restart.
 */
export interface EngineModule {
  engine: string;
  routes(app: FastifyInstance, deps: EngineDeps): Promise<void> | void;
  info(session: SessionRow): Record<string, unknown>;
  /** Calls of the operator (behind the operator token, under /operator/). */
  operatorRoutes?(app: FastifyInstance, deps: EngineDeps): Promise<void> | void;
  /** Finish an open round (its stake taken); without it the stored win is paid (instant games). */
  recover?(deps: EngineDeps, round: RoundRow): Promise<void>;
  /** How long an open round of this engine may wait for its player before recovery finishes it (default: a minute). */
  recoverAfterMs?: number;
  /** Open rounds wait for an event of the engine (a match result) and are settled by it, never by recovery. */
  settlesItself?: boolean;
  /** Work of the engine that runs in the background (settlement, feeds, room loops); returns how to stop it. */
  start?(deps: EngineDeps): () => Promise<void> | void;
  /** Lets go of what the engine holds open (connections) when the app closes. */
  close?(): Promise<void>;
}
