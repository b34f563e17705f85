import { API } from '@app/contract';
import type { Config } from '../config.js';
import { resolveOperatorToken } from '../operator-token.js';
import type { LedgerReport } from '../modules/ledger/ledger-check.js';
import { describeLedgerReport } from './commands.js';

/** The invariant check of a running server on this machine (PORT), with the operator token it uses. */
export async function ledgerCheckOverHttp(config: Config): Promise<string[]> {
  const { token } = await resolveOperatorToken(config.operatorToken, config.dataDir);
  const response = await fetch(`http://127.0.0.1:${config.port}${API.operatorLedgerCheck}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { success: boolean; value?: LedgerReport; message?: string };
  if (!body.success || !body.value) throw new Error(`the running server refused the check: ${body.message ?? response.status}`);
  return describeLedgerReport(body.value);
}
