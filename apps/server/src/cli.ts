import { loadConfig } from './config.js';
import { parseCommand, runCommand, USAGE, UsageError } from './cli/commands.js';
import { createDatabase } from './db/client.js';
import { AppError } from './http/app-error.js';
import { DataDirInUseError } from './db/pglite-lock.js';
import { ledgerCheckOverHttp } from './cli/ledger-check-http.js';
import { CatalogueRejectedError, LedgerViolationsError } from './cli/commands.js';
import { catalogueImportOverHttp } from './cli/catalogue-import-http.js';
import { agentsSettleOverHttp } from './cli/agents-settle-http.js';
import { auditCheckOverHttp, AuditViolationsError } from './cli/audit-check.js';
import { createOperatorOverHttp } from './cli/operators-create.js';

/** `npm run ops -- <command>`: the bootstrap and maintenance commands of an installation (see USAGE). */
async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const command = parseCommand(argv);
  const config = loadConfig(process.env);
  let database;
  try {
    database = await createDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` });
  } catch (error) {
    // The embedded database belongs to the running server: ask it over HTTP instead.
    if (!(error instanceof DataDirInUseError)) throw error;
    if (command.name === 'ledger-check') for (const line of await ledgerCheckOverHttp(config)) console.log(line);
    else if (command.name === 'audit-check') for (const line of await auditCheckOverHttp(config)) console.log(line);
    else if (command.name === 'catalogue-import') for (const line of await catalogueImportOverHttp(config, command)) console.log(line);
    else if (command.name === 'operators-create') for (const line of await createOperatorOverHttp(config, command)) console.log(line);
    else if (command.name === 'agents-settle') for (const line of await agentsSettleOverHttp(config, command)) console.log(line);
    else throw error;
    return 0;
  }
  try {
    for (const line of await runCommand(command, database, config.merchantCode, { production: config.production })) console.log(line);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(error.message);
    else if (error instanceof LedgerViolationsError || error instanceof CatalogueRejectedError || error instanceof AuditViolationsError) {
      console.error(error.lines.join('\n'));
    } else if (error instanceof AppError && error.code === 'merchant.not.found') {
      console.error("The merchant does not exist yet: run 'seed' (or start the server once) first.");
    } else console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
