import { API } from '@app/contract';
import type { Config } from '../config.js';
import type { AuditChainReport } from '../modules/audit/audit.service.js';
import { callRunningServer } from './operator-http.js';

/** A broken chain: main() prints the lines and exits 1. */
export class AuditViolationsError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

/** `audit check`: the rows checked, then each violation (exits 1 through AuditViolationsError) or `clean`. */
export function describeAuditReport(report: AuditChainReport): string[] {
  const summary = `audit log: ${report.rows} rows checked`;
  if (report.violations.length === 0) return [summary, 'audit check: clean'];
  throw new AuditViolationsError([
    summary,
    ...report.violations.map((v) => `VIOLATION row id ${v.id} (seq ${v.seq}): ${v.reason}`),
    `audit check: ${report.violations.length} violation(s)`,
  ]);
}

/** The chain check of a running server on this machine (PORT), when it holds the PGlite folder. */
export async function auditCheckOverHttp(config: Config): Promise<string[]> {
  return describeAuditReport(await callRunningServer<AuditChainReport>(config, API.operatorAuditCheck));
}
