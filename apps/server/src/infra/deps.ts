import type { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import type { Clock } from './clock.js';

/** What the account modules' services need; Redis only when the deployment has one. */
export interface ServiceDeps {
  db: Db;
  clock: Clock;
  redis?: Redis;
}
