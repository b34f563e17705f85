import type { FastifyInstance } from 'fastify';
import type { BusinessGauge } from '../infra/metrics/metrics.js';
import type { ReadReplica } from './replica.js';

/** The replica's state for Prometheus: whether lists read it, and how old what it holds may be. */
export function replicaGauges(replica: ReadReplica | undefined): BusinessGauge[] {
  if (!replica) return [];
  return [
    {
      name: 'database_replica_in_use',
      help: 'Whether readDb reads the replica (1) or, the replica being down, behind or no standby, the primary (0).',
      read: async () => (replica.status().state === 'in-use' ? 1 : 0),
    },
    {
      name: 'database_replica_lag_seconds',
      help: 'How old, at most, what the replica holds is; absent while unknown (unreachable, or behind every sample).',
      read: async () => {
        const { lagMs } = replica.status();
        if (lagMs === null) throw new Error('replica lag unknown');
        return lagMs / 1000;
      },
    },
  ];
}

/**
 * One log line per change of the replica's state: an outage is logged when it starts and when it ends, never per
 * read, and names its kind only (no address, no statement, no data).
 */
export function logReplicaChanges(app: FastifyInstance, replica: ReadReplica | undefined): void {
  if (!replica) return;
  const unwatch = replica.watch((state) => {
    if (state === 'in-use') app.log.info({ replica: state }, 'database replica in use: lists read it');
    else app.log.warn({ replica: state }, 'database replica not read: its reads go to the primary');
  });
  app.addHook('onClose', async () => {
    unwatch();
  });
}
