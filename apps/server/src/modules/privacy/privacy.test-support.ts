import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, type OperatorRole, type PrivacyOverview } from '@app/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../db/rows.js';
import { nextIp } from '../../test/accounts.js';
import { providerCalls, TEST_VENDOR } from '../../test/money.js';
import { manualClock, operatorHeaders, type DatabaseKind, type TestApp } from '../../test/test-app.js';
import { createPaymentsApp, paymentsFixture, type PaymentsMember } from '../payments/payments.test-support.js';
import { playerIdOf } from '../seamless/seamless-player.js';

export const PASSWORD = 'segredo123';
export const DAY_MS = 86_400_000;

/** The back office's calls: as the CLI token or a role's API key, the audit trail, a member's closure request. */
function backOfficeCalls(t: TestApp) {
  const operator = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = operatorHeaders) =>
    t.app.inject({ method, url, remoteAddress: nextIp(), headers, ...(payload && { payload }) });
  const requestUrl = (path: string, requestId: number) => path.replace(':id', String(requestId));
  const keyOf = async (role: OperatorRole) => {
    const created = await operator('POST', API.operatorApiKeys, { name: `privacy ${role}`, role });
    return { authorization: `Bearer ${created.json().value.secret as string}` };
  };
  const audit = async () => (await operator('GET', `${API.operatorAudit}?limit=20`)).json().value.rows as Array<Record<string, unknown>>;
  /** The member's closure request id, as the back office lists it. */
  const closureIdOf = async (m: PaymentsMember) => {
    const list = (await operator('GET', `${API.operatorPrivacyRequests}?kind=closure&memberId=${m.memberId}`)).json().value;
    return (list as Array<{ id: number }>)[0]!.id;
  };
  return { operator, requestUrl, keyOf, audit, closureIdOf };
}

/**
 * The personal-data suites' app (payments, a test vendor, a files folder of its own, a clock the test moves, no job
 * behind the test's back) and their calls: the player's, the provider's bets, the back office's.
 */
export async function privacyFixture(kind: DatabaseKind) {
  const dir = await mkdtemp(join(tmpdir(), 'privacy-exports-'));
  const clock = manualClock();
  const t = await createPaymentsApp(kind, clock.now, {
    config: { seamlessVendors: [TEST_VENDOR], privacy: { filesDir: dir, jobIntervalMs: 0 } },
  });
  const f = paymentsFixture(t, clock.now);
  const provider = providerCalls(t);
  let seq = 0;
  const id = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(seq += 1)}`;

  const overview = async (m: PaymentsMember) => (await f.call('GET', API.privacy, m.token)).json().value as PrivacyOverview;
  const askExport = (m: PaymentsMember) => f.call('POST', API.privacyExports, m.token, {});
  const downloadUrl = (requestId: number) => API.privacyExportDownload.replace(':id', String(requestId));
  /** The closure as the player asks it; `null` sends no password. */
  const close = (m: PaymentsMember, password: string | null = PASSWORD, reason?: string) =>
    f.call('POST', API.privacyClosure, m.token, { ...(password !== null && { password }), ...(reason && { reason }) });

  /** Asks for a copy, waits for it to be written and downloads it. */
  async function exportOf(m: PaymentsMember) {
    const asked = await askExport(m);
    expect(asked.statusCode, asked.body).toBe(200);
    await t.app.privacy.idle();
    const request = (await overview(m)).requests.find((r) => r.kind === 'export' && r.status === 'done');
    expect(request, JSON.stringify(await overview(m))).toBeDefined();
    const res = await f.call('GET', downloadUrl(request!.id), m.token);
    expect(res.statusCode, res.body).toBe(200);
    return { request: request!, res, file: JSON.parse(res.body) as Record<string, unknown> };
  }

  /** A round through the seamless wallet: a bet, and a win that ends it when given. */
  async function play(m: PaymentsMember, stake: string, win?: string) {
    const base = { playerId: playerIdOf(m.merchantId, m.memberId), gameCode: 'demo-slot', currency: 'BRL', roundId: id('round') };
    const bet = await provider('bet', { ...base, transactionId: id('bet'), amount: stake }, { now: clock.now() });
    expect(bet.statusCode, bet.body).toBe(200);
    if (win !== undefined) {
      const won = await provider('win', { ...base, transactionId: id('win'), amount: win, endRound: true }, { now: clock.now() });
      expect(won.statusCode, won.body).toBe(200);
    }
    return base.roundId;
  }

  const backOffice = backOfficeCalls(t);
  const query = async <R>(statement: ReturnType<typeof sql>) => rowsOf<R>(await t.database.db.execute(statement));

  return {
    t,
    f,
    clock,
    dir,
    id,
    overview,
    askExport,
    downloadUrl,
    close,
    exportOf,
    play,
    ...backOffice,
    query,
    cleanup: async () => {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type PrivacyFixture = Awaited<ReturnType<typeof privacyFixture>>;
