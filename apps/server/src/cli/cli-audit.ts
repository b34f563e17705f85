import type { Db } from '../db/client.js';
import { appendAudit } from '../modules/audit/audit.service.js';

export interface CliAction {
  merchantId: number;
  /** A named action, `<group> <action> (cli)`: the command as typed, not an HTTP route. */
  action: string;
  object?: { type: string; id: string | null } | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends a change `npm run ops` made straight in the database to the audit trail, as actor `cli` from this machine.
 * The same command run over HTTP (the server holds the PGlite folder) is audited by the operator scope instead.
 */
export async function auditCli(db: Db, entry: CliAction): Promise<void> {
  await appendAudit({ db, clock: Date.now }, { ...entry, actor: { kind: 'cli' }, ip: 'local' });
}
