import { API } from '@app/contract';
import type { Config } from '../config.js';
import type { LedgerReport } from '../modules/ledger/ledger-check.js';
import { describeLedgerReport } from './commands.js';
import { callRunningServer } from './operator-http.js';

/** The invariant check of a running server on this machine (PORT), with the operator token it uses. */
export async function ledgerCheckOverHttp(config: Config): Promise<string[]> {
  return describeLedgerReport(await callRunningServer<LedgerReport>(config, API.operatorLedgerCheck));
}
