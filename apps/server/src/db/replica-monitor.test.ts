import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createReplicaMonitor, type ReplicaMonitor, type ReplicaState } from './replica-monitor.js';

/** Stand-ins for the two servers: the primary's flushed WAL position, and what the replica answers its checks. */
function servers() {
  const s = {
    flushed: '0/100',
    replica: { standby: true, replayed: '0/100' as string | null, down: false },
    primary: {
      query: async () => ({ rows: [{ lsn: s.flushed }] }),
    } as unknown as pg.Pool,
    replicaPool: {
      query: async () => {
        if (s.replica.down) throw new Error('connect ECONNREFUSED');
        return { rows: [{ standby: s.replica.standby, replayed: s.replica.replayed }] };
      },
    } as unknown as pg.Pool,
  };
  return s;
}

describe('the replica monitor', () => {
  let monitor: ReplicaMonitor | undefined;
  afterEach(() => monitor?.stop());

  function watch(s: ReturnType<typeof servers>, maxLagMs = 10_000) {
    monitor = createReplicaMonitor(s.primary, s.replicaPool, { maxLagMs, checkIntervalMs: 60_000, checkTimeoutMs: 1_000 });
    const heard: ReplicaState[] = [];
    monitor.watch((state) => heard.push(state));
    return { monitor, heard };
  }

  it('reads the replica once a check finds it a standby holding the primary, and tells each change once', async () => {
    const s = servers();
    const { monitor, heard } = watch(s);
    expect(monitor.usable()).toBe(false);
    await monitor.check();
    expect([monitor.usable(), monitor.status().state]).toEqual([true, 'in-use']);
    expect(monitor.status().lagMs).toBeLessThan(1_000);
    s.replica.down = true;
    await monitor.check();
    await monitor.check();
    expect([monitor.usable(), heard]).toEqual([false, ['in-use', 'unreachable']]);
    s.replica.down = false;
    await monitor.check();
    monitor.lost();
    monitor.lost();
    expect(heard).toEqual(['in-use', 'unreachable', 'in-use', 'unreachable']);
  });

  it('does not read a server that is no standby, nor one that has not reached any primary position yet', async () => {
    const s = servers();
    s.replica.standby = false;
    const { monitor } = watch(s);
    await monitor.check();
    expect([monitor.usable(), monitor.status().state]).toEqual([false, 'not-standby']);
    s.replica.standby = true;
    s.replica.replayed = '0/50';
    await monitor.check();
    expect([monitor.usable(), monitor.status()]).toEqual([false, { state: 'lagging', lagMs: null }]);
  });

  it('stops reading a replica that stopped replaying once its data is older than the bound, between checks too', async () => {
    const s = servers();
    const { monitor, heard } = watch(s, 150);
    await monitor.check();
    expect(monitor.usable()).toBe(true);
    s.flushed = '0/900';
    await monitor.check();
    // The replica still holds the sample of the first check, younger than the bound.
    expect(monitor.usable()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(monitor.usable()).toBe(false);
    await monitor.check();
    expect(heard).toEqual(['in-use', 'lagging']);
    s.replica.replayed = '0/900';
    await monitor.check();
    expect([monitor.usable(), heard.at(-1)]).toEqual([true, 'in-use']);
  });

  it('tells a late listener of an outage already under way', async () => {
    const s = servers();
    s.replica.down = true;
    const { monitor } = watch(s);
    await monitor.check();
    const late: ReplicaState[] = [];
    monitor.watch((state) => late.push(state));
    expect(late).toEqual(['unreachable']);
  });
});
