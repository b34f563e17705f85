/**
 * How far behind the primary a replica may be and still be read (DATABASE_REPLICA_MAX_LAG_MS): the lists it serves
 * are read by people, for whom a few seconds go unnoticed; minutes would show a queue that is no longer there.
 */
export const DEFAULT_REPLICA_MAX_LAG_MS = 10_000;

/** A PostgreSQL WAL position as PostgreSQL prints it ('16/B374D848'), in bytes. */
export function lsnBytes(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  if (high === undefined || low === undefined) throw new Error(`not a WAL position: ${lsn}`);
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** Samples kept while the replica holds none of them: with one a second, a minute's worth. */
const KEPT_SAMPLES = 64;

/**
 * The replica's staleness, measured against the primary's WAL on our own clock: each check first notes where the
 * primary's flushed WAL was (a sample, taken before asking), then how far the replica has replayed. The newest sample
 * the replica has reached dates what it holds: everything committed before that sample was taken. Its age is the
 * staleness, whether the primary is busy or idle; pg_last_xact_replay_timestamp() would instead grow on an idle
 * primary (no new commit to replay) and mixes the two servers' clocks.
 */
export function createLagMeter() {
  const samples: Array<{ lsn: bigint; at: number }> = [];
  return {
    /** The primary had flushed up to `lsn` when `at` began. */
    sample(lsn: bigint, at: number): void {
      samples.push({ lsn, at });
      if (samples.length > KEPT_SAMPLES) samples.shift();
    },
    /**
     * When the newest sample the replica has replayed (`replayed`) was taken, or undefined when it has reached none:
     * then nothing is known of its staleness, and it is not read.
     */
    heldAt(replayed: bigint): number | undefined {
      let held = -1;
      for (let i = samples.length - 1; i >= 0 && held < 0; i -= 1) if (samples[i]!.lsn <= replayed) held = i;
      if (held < 0) return undefined;
      // Older samples are held too: the newest held one is the baseline from now on.
      samples.splice(0, held);
      return samples[0]!.at;
    },
  };
}
