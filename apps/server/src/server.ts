import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createDatabase, type Database } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { connectRedis, type RedisHandle } from './infra/redis.js';
import { resolveOperatorToken } from './operator-token.js';
import { seedDemoActivity, seedMerchant } from './seed/start-seed.js';

const TIMEOUTS = {
  // A whole request (headers and body) must arrive within this; slow-loris clients are cut off.
  requestMs: 30_000,
  // Longer than the usual 60 s idle timeout of load balancers, so they close first and never reuse a dead socket.
  keepAliveMs: 72_000,
};
const SHUTDOWN_GRACE_MS = 10_000;

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  const operator = await resolveOperatorToken(config.operatorToken, config.dataDir);
  let reportPoolError = (error: Error) => console.error('database pool error:', error.message);
  const database: Database = await createDatabase(
    config.databaseUrl
      ? {
          url: config.databaseUrl,
          poolMax: config.databasePoolMax,
          pipelineLanes: config.databasePipelineLanes,
          pipelineGroupMax: config.databasePipelineGroupMax,
          replica: config.databaseReplica,
          onPoolError: (error) => reportPoolError(error),
        }
      : { dataDir: `${config.dataDir}/pglite` },
  );
  let merchantId: number;
  try {
    await migrateDatabase(database);
    merchantId = await seedMerchant(database.db, config);
  } catch (error) {
    await database.close();
    throw error;
  }

  let redis: RedisHandle | undefined;
  try {
    redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ config: { ...config, operatorToken: operator.token }, database, redis, timeouts: TIMEOUTS });
  reportPoolError = (error) => app.log.error({ err: error }, 'database pool error');
  await seedDemoActivity(app, database.db, config, merchantId);
  app.log.info(
    {
      database: database.kind,
      replica: Boolean(database.replica),
      redis: Boolean(redis),
      merchant: config.merchantCode,
      production: config.production,
    },
    'database ready',
  );
  if (operator.file) app.log.info({ file: operator.file }, 'operator token generated; read it from this file');

  const graceful = closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await redis?.close();
    await database.close();
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    graceful.uninstall();
    await app.close();
    await redis?.close();
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Listening on http://localhost:${port}`);
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
