import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGamesDatabase, type GamesDatabase } from '../../db/client.js';
import { migrateGamesDatabase } from '../../db/migrate.js';
import type { EngineDeps } from '../engine.js';
import { acquireLease, fenced, LeaseLost, releaseLease, renewLease, type Lease } from './crash-lease.js';
import { createLeadership } from './crash-leadership.js';

const TTL = 3_000;

describe('the crash room lease', () => {
  let database: GamesDatabase;
  beforeAll(async () => {
    database = await openGamesDatabase({ memory: true });
    await migrateGamesDatabase(database);
  });
  afterAll(() => database.close());

  it('goes to one holder until it expires, then to the next with a new epoch; the old holder can neither renew nor write', async () => {
    const { db } = database;
    expect(await acquireLease(db, 'room-a', 'A', 0, TTL)).toMatchObject({ holder: 'A', epoch: 1 });
    expect(await acquireLease(db, 'room-a', 'B', 1_000, TTL)).toMatchObject({ holder: 'A', epoch: 1 });
    const a: Lease = { gameCode: 'room-a', holder: 'A', epoch: 1 };
    expect(await renewLease(db, a, 1_000, TTL)).toBe(true);
    expect(await acquireLease(db, 'room-a', 'B', 3_999, TTL)).toMatchObject({ holder: 'A' });
    expect(await acquireLease(db, 'room-a', 'B', 4_000, TTL)).toMatchObject({ holder: 'B', epoch: 2 });
    const b: Lease = { gameCode: 'room-a', holder: 'B', epoch: 2 };
    expect(await renewLease(db, a, 4_001, TTL)).toBe(false);
    await expect(fenced(db, a, async () => 'written')).rejects.toBeInstanceOf(LeaseLost);
    expect(await fenced(db, b, async () => 'written')).toBe('written');
    // A graceful stop hands it over at once.
    await releaseLease(db, b, 4_500);
    expect(await acquireLease(db, 'room-a', 'A', 4_500, TTL)).toMatchObject({ holder: 'A', epoch: 3 });
  });

  it('takes a room over warm only where it saw the previous leader alive, cold otherwise', async () => {
    let now = 10_000;
    const deps = { db: database.db, clock: () => now, log: { warn: () => undefined, error: () => undefined } } as unknown as EngineDeps;
    const leads: Array<[string, boolean]> = [];
    const lost: string[] = [];
    const process = (holder: string) =>
      createLeadership(deps, 'room-b', holder, TTL, {
        onLead: async (_lease, warm) => void leads.push([holder, warm]),
        onLose: () => void lost.push(holder),
        onFollow: async () => undefined,
      });
    const [first, second] = [process('first'), process('second')];
    await first.poll();
    await second.poll();
    now += 1_000;
    await first.poll();
    await second.poll();
    // The first dies: no renewal, no release. The second saw it renew, so it was serving the room meanwhile.
    now += TTL;
    await second.poll();
    expect(leads).toEqual([
      ['first', false],
      ['second', true],
    ]);
    // The first comes back as if nothing happened: its renewal fails and it stops leading.
    await first.poll();
    expect(lost).toEqual(['first']);
    // A process that starts after the second died too never saw a leader alive: cold.
    now += 2 * TTL;
    await process('third').poll();
    expect(leads.at(-1)).toEqual(['third', false]);
  });
});
