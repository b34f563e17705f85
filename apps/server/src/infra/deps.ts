import type { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import type { Clock } from './clock.js';

/** What the account modules' services need; Redis only when the deployment has one. */
export interface ServiceDeps {
  db: Db;
  /** Database.readDb (db/client.ts says what may read it): given to the modules whose lists read it; else `db`. */
  readDb?: Db | undefined;
  clock: Clock;
  redis?: Redis;
}

/** Where a list read for showing goes (Database.readDb's rule): the replica when there is one, else the primary. */
export const listDb = (deps: { db: Db; readDb?: Db | undefined }): Db => deps.readDb ?? deps.db;
