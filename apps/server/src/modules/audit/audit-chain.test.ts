import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCommand, runCommand } from '../../cli/commands.js';
import { AuditViolationsError } from '../../cli/audit-check.js';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { sqlState } from '../../db/sql-state.js';
import { createTestDatabase, testDatabases } from '../../test/test-app.js';
import { AUDIT_GENESIS_HASH } from './audit-hash.js';
import { auditedBody, objectOfRoute } from './audit-request.js';
import { appendAudit, checkAuditChain, type AuditEntry } from './audit.service.js';

const entry = (n: number): AuditEntry => ({
  merchantId: 1,
  actor: { kind: 'token' },
  ip: '203.0.113.9',
  action: `POST /wps/operator/promotions/applications/:id`,
  object: { type: 'applications', id: String(n) },
  after: { decision: 'approve', note: `n${n}`, nested: { b: 1, a: [1, 'x'] } },
  requestId: `req-${n}`,
});

describe('what an audit row keeps of a request', () => {
  it('drops secrets at any depth and cuts a large body', () => {
    const body = {
      enabled: true,
      password: 'p',
      newPassword: 'q',
      apiSecret: 's',
      token: 't',
      smsCode: '1',
      pin: '0',
      nested: [{ pinCode: 1, keep: 2 }],
    };
    expect(auditedBody(body)).toEqual({ enabled: true, nested: [{ keep: 2 }] });
    expect(auditedBody(undefined)).toBeNull();
    expect(auditedBody({ big: 'x'.repeat(9_000), small: 1 })).toEqual({ truncated: true, bytes: 9_020, keys: ['big', 'small'] });
    expect(auditedBody(Buffer.alloc(10))).toEqual({ bytes: 10 });
  });

  it("names the object after the segment before the route's first parameter", () => {
    expect(objectOfRoute('/wps/operator/members/:username/status', { username: 'ana' })).toEqual({ type: 'members', id: 'ana' });
    expect(objectOfRoute('/wps/operator/withdrawals/:orderNo', { orderNo: 'W1' })).toEqual({ type: 'withdrawals', id: 'W1' });
    expect(objectOfRoute('/wps/operator/a/:id/pictures/:n', { id: 4, n: 2 })).toEqual({ type: 'a', id: '4/2' });
    expect(objectOfRoute('/wps/operator/maintenance', {})).toBeNull();
  });
});

describe.each(testDatabases())('audit hash chain on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.close());

  const deps = () => ({ db: database.db, clock: Date.now });
  const stateOf = (statement: ReturnType<typeof sql>) =>
    database.db.execute(statement).then(
      () => 'done',
      (e: unknown) => sqlState(e)?.code,
    );
  /** What a superuser could do: switch the append-only triggers off for one change. */
  const behindTheTriggers = async (statement: ReturnType<typeof sql>) => {
    await database.db.execute(sql`alter table audit_log disable trigger user`);
    try {
      await database.db.execute(statement);
    } finally {
      await database.db.execute(sql`alter table audit_log enable trigger user`);
    }
  };

  it('chains 20 appends made at once without a fork or a gap', async () => {
    const rows = await Promise.all(Array.from({ length: 20 }, (_, i) => appendAudit(deps(), entry(i + 1))));
    expect(rows.map((row) => row.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const first = rows.find((row) => row.seq === 1)!;
    expect(first.prevHash).toBe(AUDIT_GENESIS_HASH);
    expect(await checkAuditChain(database.db)).toEqual({ rows: 20, violations: [] });
    expect(await runCommand(parseCommand(['audit', 'check']), database, 'demo')).toEqual([
      'audit log: 20 rows checked',
      'audit check: clean',
    ]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE through ordinary SQL', async () => {
    expect(await stateOf(sql`update audit_log set after = '{}' where seq = 3`)).toBe('AU001');
    expect(await stateOf(sql`delete from audit_log where seq = 3`)).toBe('AU001');
    expect(await stateOf(sql`truncate audit_log`)).toBe('AU001');
    expect((await checkAuditChain(database.db)).violations).toEqual([]);
  });

  it('reports an altered row, and the CLI fails', async () => {
    await behindTheTriggers(sql`update audit_log set after = jsonb_set(after, '{decision}', '"reject"') where seq = 5`);
    const [altered] = rowsOf<{ id: number | string }>(await database.db.execute(sql`select id from audit_log where seq = 5`));
    const report = await checkAuditChain(database.db);
    expect(report.violations).toEqual([{ id: Number(altered!.id), seq: 5, reason: 'hash does not match the row (altered)' }]);
    const failure = await runCommand({ name: 'audit-check' }, database, 'demo').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AuditViolationsError);
    expect((failure as AuditViolationsError).lines).toEqual([
      'audit log: 20 rows checked',
      `VIOLATION row id ${altered!.id} (seq 5): hash does not match the row (altered)`,
      'audit check: 1 violation(s)',
    ]);
    // Put back as it was: the hash matches again.
    await behindTheTriggers(sql`update audit_log set after = jsonb_set(after, '{decision}', '"approve"') where seq = 5`);
    expect((await checkAuditChain(database.db)).violations).toEqual([]);
  });

  it('reports a removed row as a gap in seq', async () => {
    await behindTheTriggers(sql`delete from audit_log where seq = 8`);
    const report = await checkAuditChain(database.db);
    expect(report.rows).toBe(19);
    expect(report.violations).toEqual([expect.objectContaining({ seq: 9, reason: 'seq 8 missing before this row (removed)' })]);
  });

  it('reports a re-linked row whose prev_hash no longer matches', async () => {
    await behindTheTriggers(sql`update audit_log set prev_hash = ${AUDIT_GENESIS_HASH} where seq = 12`);
    const reasons = (await checkAuditChain(database.db)).violations.filter((v) => v.seq === 12).map((v) => v.reason);
    expect(reasons).toEqual(['prev_hash does not match the hash of seq 11', 'hash does not match the row (altered)']);
  });
});
