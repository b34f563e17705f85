import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { regionRuleSchema, settlePayloadSchema, type RegionRule } from '@app/contract';
import type { Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import * as merchants from '../modules/merchants/merchants.service.js';
import * as system from '../modules/system/system.service.js';
import { seed } from '../seed/seed.js';
import { checkLedger, type LedgerReport } from '../modules/ledger/ledger-check.js';
import { formatOfPath, parseCatalogueFile } from '../modules/games/catalogue-file.js';
import { importCatalogue, type ImportReport } from '../modules/games/catalogue-import.js';
import { createCatalogueCache } from '../modules/games/catalogue.service.js';
import { catalogueGameTypes } from '../modules/agents/agents.module.js';
import { settle, type SettleKind, type SettleResult } from '../modules/agents/settlement.service.js';
import { createLedger } from '../modules/ledger/ledger.service.js';
import { checkAuditChain } from '../modules/audit/audit.service.js';
import { describeAuditReport } from './audit-check.js';
import { auditCli } from './cli-audit.js';
import { createOperatorDirect, parseOperatorsCreate, type OperatorsCreateCommand } from './operators-create.js';

export const USAGE = `Operator commands (run against DATABASE_URL, or the PGlite folder in DATA_DIR):
  maintenance on|off|show
  region show
  region set --mode allow|deny|off [--country BR ...] [--cidr 10.0.0.0/8 ...]
  migrate
  seed
  ledger check       verify the ledger invariants; exits 1 on any violation
  audit check        verify the operator audit log's hash chain; exits 1 on an altered or removed row
  catalogue import <file.json|file.csv> [--disable-missing] [--dry-run]
                     load a game catalogue; a file with any bad row loads nothing (exits 1 and lists the rows)
  operators create <username> --role admin|finance|support|content|risk|auditor [--name "Display name"]
                     an operator account with a generated temporary password (shown once); the first
                     sign-in at /admin enrols the authenticator app and asks for a new password
  agents settle salary|dividend|rebate <YYYY-MM-DD>
  agents settle hourly <YYYY-MM-DDTHH>
                     pay agents for one finished period (idempotent: a period already paid pays nothing)`;

export class UsageError extends Error {}

export type Command =
  | { name: 'maintenance'; enabled: boolean | undefined }
  | { name: 'region-show' }
  | { name: 'region-set'; rule: RegionRule }
  | { name: 'migrate' }
  | { name: 'seed' }
  | { name: 'ledger-check' }
  | { name: 'audit-check' }
  | { name: 'catalogue-import'; file: string; disableMissing: boolean; dryRun: boolean }
  | { name: 'agents-settle'; kind: SettleKind; period: string }
  | OperatorsCreateCommand;

function parseRegionRule(args: string[]): RegionRule {
  const { values } = parseArgs({
    args,
    options: {
      mode: { type: 'string' },
      country: { type: 'string', multiple: true },
      cidr: { type: 'string', multiple: true },
    },
    strict: true,
  });
  const parsed = regionRuleSchema.safeParse({
    mode: values.mode,
    countries: (values.country ?? []).map((c) => c.trim().toUpperCase()),
    cidrs: values.cidr ?? [],
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'rule'}: ${i.message}`);
    throw new UsageError(`Invalid region rule:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

export function parseCommand(argv: string[]): Command {
  const [group, action, ...rest] = argv;
  if (group === 'maintenance' && rest.length === 0) {
    if (action === 'on' || action === 'off') return { name: 'maintenance', enabled: action === 'on' };
    if (action === 'show') return { name: 'maintenance', enabled: undefined };
  }
  if (group === 'region' && action === 'show' && rest.length === 0) return { name: 'region-show' };
  if (group === 'region' && action === 'set') {
    try {
      return { name: 'region-set', rule: parseRegionRule(rest) };
    } catch (error) {
      throw error instanceof UsageError ? error : new UsageError((error as Error).message);
    }
  }
  if ((group === 'migrate' || group === 'seed') && action === undefined) return { name: group };
  if (group === 'ledger' && action === 'check' && rest.length === 0) return { name: 'ledger-check' };
  if (group === 'audit' && action === 'check' && rest.length === 0) return { name: 'audit-check' };
  if (group === 'catalogue' && action === 'import') return parseCatalogueImport(rest);
  if (group === 'operators' && action === 'create') {
    try {
      return parseOperatorsCreate(rest, USAGE);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  }
  if (group === 'agents' && action === 'settle' && rest.length === 2) {
    const parsed = settlePayloadSchema.safeParse({ kind: rest[0], period: rest[1] });
    if (parsed.success) return { name: 'agents-settle', ...parsed.data };
  }
  throw new UsageError(USAGE);
}

function parseCatalogueImport(args: string[]): Command {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { 'disable-missing': { type: 'boolean' }, 'dry-run': { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) throw new UsageError(USAGE);
    return {
      name: 'catalogue-import',
      file: positionals[0]!,
      disableMissing: values['disable-missing'] ?? false,
      dryRun: values['dry-run'] ?? false,
    };
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
}

const describeRule = (rule: RegionRule) =>
  rule.mode === 'off'
    ? 'region rule: off'
    : `region rule: ${rule.mode} countries=[${rule.countries.join(', ')}] cidrs=[${rule.cidrs.join(', ')}]`;

/** Runs one command and returns the lines to print; `production` seeds as a production start does (no demo promotions). */
export async function runCommand(
  command: Command,
  database: Database,
  merchantCode: string,
  options: { production?: boolean } = {},
): Promise<string[]> {
  const { db } = database;
  switch (command.name) {
    case 'migrate':
      await migrateDatabase(database);
      return ['migrations applied'];
    case 'seed': {
      const merchant = await seed(db, merchantCode, { production: options.production ?? false });
      return [`merchant '${merchant.code}' seeded`];
    }
    case 'maintenance': {
      const merchant = await merchants.getMerchantByCode(db, merchantCode);
      const before = await system.getMaintenance(db, merchant);
      const enabled = command.enabled === undefined ? before : await system.setMaintenance(db, merchant, command.enabled);
      if (command.enabled !== undefined) {
        await auditCli(db, { merchantId: merchant.id, action: 'maintenance set (cli)', before: { enabled: before }, after: { enabled } });
      }
      return [`maintenance: ${enabled ? 'on' : 'off'} (merchant '${merchant.code}')`];
    }
    case 'region-show': {
      const merchant = await merchants.getMerchantByCode(db, merchantCode);
      return [describeRule(await system.getRegionRule(db, merchant))];
    }
    case 'ledger-check':
      return describeLedgerReport(await checkLedger(db));
    case 'audit-check':
      return describeAuditReport(await checkAuditChain(db));
    case 'region-set': {
      const merchant = await merchants.getMerchantByCode(db, merchantCode);
      const before = await system.getRegionRule(db, merchant);
      const rule = await system.setRegionRule(db, merchant, command.rule);
      await auditCli(db, { merchantId: merchant.id, action: 'region set (cli)', before, after: rule });
      return [describeRule(rule)];
    }
    case 'catalogue-import': {
      const merchant = await merchants.getMerchantByCode(db, merchantCode);
      const report = await importCatalogue(db, merchant.id, readCatalogueFile(command.file), command);
      if (report.applied) {
        const { rows, inserted, updated, disabled } = report;
        await auditCli(db, { merchantId: merchant.id, action: 'catalogue import (cli)', after: { rows, inserted, updated, disabled } });
      }
      return describeImport(report);
    }
    case 'operators-create': {
      const merchant = await merchants.getMerchantByCode(db, merchantCode);
      return createOperatorDirect(db, merchant.id, command);
    }
    case 'agents-settle': {
      const merchant = await merchants.getMerchantByCode(db, merchantCode);
      const deps = {
        db,
        clock: Date.now,
        ledger: createLedger(db),
        gameTypes: catalogueGameTypes(createCatalogueCache(db, Date.now)),
        settleOpenPeriods: false,
      };
      const result = await settle(deps, merchant.id, command.kind, command.period);
      const { kind, period, paid, amount } = result;
      await auditCli(db, { merchantId: merchant.id, action: 'agents settle (cli)', after: { kind, period, paid, amount } });
      return describeSettlement(result);
    }
  }
}

/** The file's rows, parsed but not validated (the import validates them, here or in the server). */
export function readCatalogueFile(path: string): unknown[] {
  return parseCatalogueFile(readFileSync(path, 'utf8'), formatOfPath(path));
}

/** A file that did not load: main() prints the lines and exits 1. */
export class CatalogueRejectedError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

export function describeImport(report: ImportReport): string[] {
  if (report.problems.length) {
    throw new CatalogueRejectedError([
      `catalogue rejected: ${report.problems.length} problem(s) in ${report.rows} rows; nothing was loaded`,
      ...report.problems.map((p) => `  row ${p.row}, ${p.field}: ${p.message}`),
    ]);
  }
  const verb = report.applied ? 'loaded' : 'checked (dry run, nothing written)';
  return [
    `catalogue ${verb}: ${report.rows} rows, ${report.inserted} new, ${report.updated} updated, ${report.disabled} disabled`,
    ...(report.vendorsAdded.length ? [`new vendors: ${report.vendorsAdded.join(', ')}`] : []),
  ];
}

/** A failed check: main() prints the lines and exits 1. */
export class LedgerViolationsError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

export function describeLedgerReport(report: LedgerReport): string[] {
  const summary = `ledger: ${report.accounts} accounts, ${report.transfers} transfers, ${report.entries} entries`;
  if (report.violations.length === 0) return [summary, 'ledger check: clean'];
  throw new LedgerViolationsError([
    summary,
    ...report.violations.map((v) => `VIOLATION ${v.rule}: ${v.detail}`),
    `ledger check: ${report.violations.length} violation(s)`,
  ]);
}

export function describeSettlement(r: SettleResult): string[] {
  return [
    `agents ${r.kind} ${r.period}: ${r.contracts} due, ${r.paid} paid now, ${r.skipped} already paid or nothing to pay, R$ ${r.amount}`,
  ];
}
