import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildGamesApp } from './app.js';
import { GamesConfigError, loadGamesConfig } from './config.js';
import { openGamesDatabase } from './db/client.js';
import { migrateGamesDatabase } from './db/migrate.js';

/** The in-house game server as its own process: it reaches the platform only through the seamless wallet over HTTP. */
async function start(): Promise<void> {
  const config = loadGamesConfig(process.env);
  const database = await openGamesDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: join(config.dataDir, 'games-pglite') },
  );
  await migrateGamesDatabase(database);
  const { app, recovery, startEngines } = await buildGamesApp({ config, database });
  const stopRecovery = recovery.start(config.recoveryIntervalMs);
  let stopEngines: () => Promise<void> = async () => undefined;
  closeWithGrace({ delay: 10_000, logger: app.log }, async () => {
    stopRecovery();
    await stopEngines();
    await app.close();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
  stopEngines = startEngines();
  // Rounds a previous run left unfinished (a crash, a kill) are finished as soon as they are old enough.
  void recovery.runOnce().catch((error: unknown) => app.log.error({ err: error }, 'recovery failed'));
  const address = app.server.address();
  console.log(`Games listening on http://localhost:${typeof address === 'object' && address ? address.port : config.port}`);
}

start().catch((error: unknown) => {
  console.error(error instanceof GamesConfigError ? error.message : error);
  process.exit(1);
});
