import pg from 'pg';

/**
 * Whether a failed query leaves its connection fit for the next one. An error
 * the server sent for one statement (insufficient funds, a unique violation,
 * a conflicting idempotency key) ends that statement only: after it the
 * connection is idle again, with its prepared statements and cached plans.
 * A FATAL or PANIC error, or any error not from the server (a lost socket),
 * means the connection is gone.
 */
export function keepsConnection(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.severity !== 'FATAL' && error.severity !== 'PANIC';
}

type Query = (config: unknown, values?: unknown) => Promise<unknown>;

/**
 * A pg pool whose promise-form query() gives the connection back after a
 * statement error instead of closing it. pg-pool's own query() releases the
 * client with the error, which closes the connection: on the wallet, every
 * bet refused for insufficient funds then cost a new PostgreSQL process, its
 * catalogue caches and the wallet functions' plans, several milliseconds of
 * database CPU (seen as a new backend about every second under load with a
 * few broke players). Callback and streaming forms keep pg-pool's behaviour.
 */
export function createPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const onClient: Query = async (config, values) => {
    const client = await pool.connect();
    let failure: unknown;
    // A connection lost while checked out emits on the client; the query's promise rejects with it too.
    const lost = (error: Error) => (failure ??= error);
    client.on('error', lost);
    try {
      return await (client.query as unknown as Query)(config, values);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.removeListener('error', lost);
      // pg-pool also drops a client whose connection has ended, whatever it is told here.
      client.release(failure === undefined || keepsConnection(failure) ? undefined : (failure as Error));
    }
  };
  Object.assign(pool, {
    query: (...args: unknown[]) => {
      const [first] = args;
      const callbackForm = args.some((arg) => typeof arg === 'function');
      const submittable = typeof first === 'object' && first !== null && typeof (first as { submit?: unknown }).submit === 'function';
      return callbackForm || submittable ? original(...args) : onClient(first, args[1]);
    },
  });
  return pool;
}
