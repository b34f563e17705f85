import { API } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient, nextIp } from '../../test/accounts.js';
import { createTestApp, manualClock, testDatabases, type TestApp } from '../../test/test-app.js';
import { verifyPaymentPassword } from '../auth/auth.service.js';
import * as members from '../members/members.service.js';
import * as merchants from '../merchants/merchants.service.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

describe.each(testDatabases())('payment password attempt limit on %s', (kind) => {
  let t: TestApp;
  let client: ReturnType<typeof accountClient>;
  const clock = manualClock();
  const deps = () => ({ db: t.database.db, clock: clock.now });
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: clock.now });
    client = accountClient(t, clock.now);
  });
  afterAll(() => t.close());

  /** A member with payment password 135790, its token and id. */
  async function memberWithPin() {
    const { res, payload } = await client.register();
    const token = res.json().value.token as string;
    await change(token, undefined, '135790');
    const demo = await merchants.getMerchantByCode(t.database.db, 'demo');
    const found = await members.findByUsername(deps(), demo.id, payload.username as string);
    return { token, memberId: found!.id };
  }

  const change = (token: string, current: string | undefined, next: string) =>
    t.app.inject({
      method: 'POST',
      url: API.paymentPassword,
      remoteAddress: nextIp(),
      headers: client.headersOf({ token }),
      payload: { ...(current && { currentPaymentPassword: current }), paymentPassword: next, confirmPaymentPassword: next },
    });

  it('refuses a 6th wrong attempt within 15 minutes, even with the right password, then lets it through', async () => {
    const { token } = await memberWithPin();
    for (let i = 0; i < 5; i += 1) {
      clock.advance(1000);
      expect((await change(token, '000000', '222222')).json().errorCode).toBe('payment.password.incorrect');
    }
    const limited = await change(token, '135790', '222222');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('request.rate.limited');
    // The oldest failure leaves the window 15 minutes after it was made; refused attempts did not extend it.
    clock.advance(FIFTEEN_MINUTES - 4000);
    expect((await change(token, '135790', '222222')).json()).toEqual({ success: true, value: null });
  });

  it('shares the limit with verifyPaymentPassword and does not count right attempts', async () => {
    const { token, memberId } = await memberWithPin();
    expect(await verifyPaymentPassword(deps(), memberId, '135790')).toBe('ok');
    for (let i = 0; i < 4; i += 1) expect(await verifyPaymentPassword(deps(), memberId, '999999')).toBe('incorrect');
    expect(await verifyPaymentPassword(deps(), memberId, '135790')).toBe('ok');
    expect((await change(token, '000000', '222222')).json().errorCode).toBe('payment.password.incorrect');
    await expect(verifyPaymentPassword(deps(), memberId, '135790')).rejects.toMatchObject({ code: 'request.rate.limited' });
    clock.advance(FIFTEEN_MINUTES + 1);
    expect(await verifyPaymentPassword(deps(), memberId, '135790')).toBe('ok');
  });

  it('evaluates at most 5 of a burst of concurrent wrong guesses', async () => {
    const { memberId } = await memberWithPin();
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => verifyPaymentPassword(deps(), memberId, '000000')));
    // Each guess is counted before it is checked, so a burst may be refused whole but never gets past 5.
    const evaluated = results.filter((r) => r.status === 'fulfilled' && r.value === 'incorrect').length;
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(12 - evaluated);
    expect(results.every((r) => r.status === 'fulfilled' || (r.reason as { code?: string }).code === 'request.rate.limited')).toBe(true);
  });

  it("answers not_set for a member without one, and one member's failures do not limit another", async () => {
    const { res, payload } = await client.register();
    expect(res.statusCode).toBe(200);
    const demo = await merchants.getMerchantByCode(t.database.db, 'demo');
    const plain = await members.findByUsername(deps(), demo.id, payload.username as string);
    expect(await verifyPaymentPassword(deps(), plain!.id, '135790')).toBe('not_set');
    const a = await memberWithPin();
    const b = await memberWithPin();
    for (let i = 0; i < 5; i += 1) await verifyPaymentPassword(deps(), a.memberId, '000000');
    expect(await verifyPaymentPassword(deps(), b.memberId, '135790')).toBe('ok');
  });
});
