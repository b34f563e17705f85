import { API } from '@app/contract';
import type { Config } from '../config.js';
import type { ImportReport } from '../modules/games/catalogue-import.js';
import { describeImport, readCatalogueFile } from './commands.js';
import { callRunningServer } from './operator-http.js';

/** `catalogue import` through the running server: the rows are read here and validated there. */
export async function catalogueImportOverHttp(
  config: Config,
  command: { file: string; disableMissing: boolean; dryRun: boolean },
): Promise<string[]> {
  const rows = readCatalogueFile(command.file);
  const report = await callRunningServer<ImportReport>(config, API.operatorGameImport, {
    method: 'POST',
    body: { rows, disableMissing: command.disableMissing, dryRun: command.dryRun },
  });
  return describeImport(report);
}
