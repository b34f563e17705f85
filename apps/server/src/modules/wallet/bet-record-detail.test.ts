import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCalls, memberWithMoney, providerCalls, TEST_VENDOR, type MoneyMember } from '../../test/money.js';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';

/* One round of the betting record: the member's own only, and a malformed id refused by the schema. */
describe.each(testDatabases())('betting record detail on %s', (kind) => {
  let t: TestApp;
  let owner: MoneyMember;
  const roundId = `detail-${Date.now()}`;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { seamlessVendors: [TEST_VENDOR] } });
    owner = await memberWithMoney(t, 10_000n);
    const base = { playerId: owner.playerId, roundId, gameCode: 'demo-slot', currency: 'BRL' };
    const call = providerCalls(t);
    await call('bet', { ...base, transactionId: `${roundId}-b`, amount: '3.00' });
    await call('win', { ...base, transactionId: `${roundId}-w`, amount: '7.50', endRound: true });
  });
  afterAll(() => t.close());

  const detail = (member: MoneyMember, id: string) =>
    memberCalls(t, member).get(`${API.betRecordDetail}?roundId=${encodeURIComponent(id)}`);

  it("shows the member's own round with its stake, win and times; a provider that tells nothing more leaves play and fair empty", async () => {
    const res = await detail(owner, roundId);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      roundId,
      stake: '3.00',
      win: '7.50',
      status: 'completed',
      vendor: TEST_VENDOR.code,
      vendorName: TEST_VENDOR.code,
      play: null,
      fair: null,
    });
    expect(res.json().value.settledAt).toEqual(expect.any(String));
  });

  it("refuses another member's round as not found, telling nothing of it", async () => {
    const other = await memberWithMoney(t, 0n);
    const res = await detail(other, roundId);
    expect([res.statusCode, res.json().errorCode]).toEqual([404, 'round.not.found']);
    expect(JSON.stringify(res.json())).not.toContain('7.50');
  });

  it('answers a malformed round id with 400, not a server error', async () => {
    for (const bad of ["x' or 1=1 --", 'a'.repeat(65), '']) {
      const res = await detail(owner, bad);
      expect(res.statusCode, bad).toBe(400);
    }
    const extra = await memberCalls(t, owner).get(`${API.betRecordDetail}?roundId=${roundId}&memberId=1`);
    expect(extra.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API.betRecordDetail}?roundId=${roundId}` });
    expect(res.statusCode).toBe(401);
  });
});
