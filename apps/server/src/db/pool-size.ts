/**
 * Connections per server process unless DATABASE_POOL_MAX says otherwise.
 * Few on purpose: each connection is a database process, and past a few per
 * database core they only take turns on the CPU (docs/decisions/wallet-performance.md,
 * "A pool of 8 database connections per server process": the wallet's busiest
 * path did more with 8 than with 20).
 */
export const DEFAULT_POOL_MAX = 8;

/**
 * Pipelined connections per server process for the wallet's standalone
 * statements (db/pipeline.ts), besides the pool. A pipelined connection keeps
 * its database process busy without sleeping between statements, so a few
 * serve many calls; 0 sends them over the pool.
 */
export const DEFAULT_PIPELINE_LANES = 4;

/**
 * At most this many of those statements commit together (db/pipeline.ts,
 * group commit); beyond a few dozen a group only waits longer for its
 * slowest statement.
 */
export const DEFAULT_PIPELINE_GROUP_MAX = 32;
