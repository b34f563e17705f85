import { API, type OperatorDepositChannel } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/accounts.js';
import { operatorHeaders, testDatabases, type TestApp } from '../../test/test-app.js';
import { createPaymentsApp, paymentsFixture } from '../payments/payments.test-support.js';

const channelUrl = (id: number | string) => API.operatorDepositChannel.replace(':id', String(id));

describe.each(testDatabases())('payment limits on the settings screen on %s', (kind) => {
  let t: TestApp;
  let f: ReturnType<typeof paymentsFixture>;
  beforeAll(async () => {
    t = await createPaymentsApp(kind);
    f = paymentsFixture(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers: Record<string, string> = operatorHeaders) =>
    t.app.inject({ method, url, remoteAddress: nextIp(), headers, ...(payload && { payload }) });
  const auditRows = async () =>
    (await call('GET', `${API.operatorAudit}?limit=50`)).json().value.rows as Array<{ action: string; before: unknown; after: unknown }>;
  const pixChannel = async () => ((await call('GET', API.operatorDepositChannels)).json().value as OperatorDepositChannel[])[0]!;
  const body = (c: OperatorDepositChannel, change: Partial<OperatorDepositChannel> = {}) => {
    const { name, minAmount, maxAmount, dailyMax, presets, enabled, sort } = { ...c, ...change };
    return { name, minAmount, maxAmount, dailyMax, presets, enabled, sort };
  };

  it('changes the PIX channel: the player sees the new limits and a deposit above them is refused', async () => {
    const before = await pixChannel();
    expect(before).toMatchObject({ code: 'pix', method: 'PIX', minAmount: '10.00', maxAmount: '50000.00', enabled: true });
    const change = { minAmount: '5.00', maxAmount: '300.00', dailyMax: '1000.00', presets: ['300.00', '5.00', '50.00'] };
    const res = await call('PUT', channelUrl(before.id), body(before, change));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ ...change, presets: ['5.00', '50.00', '300.00'] });

    const m = await f.member();
    const seen = (await f.call('GET', API.depositChannels, m.token)).json().value[0];
    expect(seen).toMatchObject({ minAmount: '5.00', maxAmount: '300.00', dailyMax: '1000.00', presets: ['5.00', '50.00', '300.00'] });
    const refused = await f.deposit(m, '301.00');
    expect([refused.statusCode, refused.json().errorCode]).toEqual([400, 'amount.above.maximum']);

    const row = (await auditRows()).find((r) => r.action === `PUT ${API.operatorDepositChannel}`);
    expect(row).toMatchObject({ before: { minAmount: '10.00', maxAmount: '50000.00' }, after: { minAmount: '5.00', maxAmount: '300.00' } });
  });

  it('refuses limits out of order, presets outside them and an unknown channel', async () => {
    const c = await pixChannel();
    const disorder = await call('PUT', channelUrl(c.id), body(c, { minAmount: '500.00', maxAmount: '100.00' }), {
      ...operatorHeaders,
      language: 'en',
    });
    expect(disorder.statusCode).toBe(400);
    expect(disorder.json().data.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'maxAmount', code: 'limits.order' })]),
    );
    const preset = await call('PUT', channelUrl(c.id), body(c, { presets: ['1000.00'] }));
    expect(preset.json().data.fields).toEqual([expect.objectContaining({ path: 'presets.0', code: 'preset.outside.limits' })]);
    const cents = await call('PUT', channelUrl(c.id), body(c, { minAmount: '5.001' }));
    expect(cents.statusCode).toBe(400);
    const missing = await call('PUT', channelUrl(999_999), body(c));
    expect([missing.statusCode, missing.json().errorCode]).toEqual([404, 'deposit.channel.not.found']);
    expect(await pixChannel()).toEqual(c);
  });

  it('writes the withdrawal limits, audited, and refuses a minimum above the maximum', async () => {
    expect((await call('GET', API.operatorWithdrawalLimits)).json().value).toEqual({
      minAmount: '20.00',
      maxAmount: '20000.00',
      dailyMax: '50000.00',
      maxAccounts: 5,
    });
    const limits = { minAmount: '50.00', maxAmount: '1000.00', dailyMax: '2000.00', maxAccounts: 2 };
    const res = await call('PUT', API.operatorWithdrawalLimits, limits);
    expect(res.json().value).toEqual(limits);
    const row = (await auditRows()).find((r) => r.action === `PUT ${API.operatorWithdrawalLimits}`);
    expect(row).toMatchObject({ before: { minAmount: '20.00', maxAccounts: 5 }, after: limits });
    const bad = await call('PUT', API.operatorWithdrawalLimits, { ...limits, minAmount: '5000.00' });
    expect([bad.statusCode, bad.json().errorCode]).toEqual([400, 'request.invalid']);
    expect((await call('PUT', API.operatorWithdrawalLimits, { ...limits, maxAccounts: 0 })).statusCode).toBe(400);
    expect((await call('GET', API.operatorWithdrawalLimits)).json().value).toEqual(limits);
  });

  it('refuses a role without settings.manage and one without settings.read', async () => {
    const keyOf = async (role: string) => {
      const created = await call('POST', API.operatorApiKeys, { name: `limits ${role}`, role });
      return { authorization: `Bearer ${created.json().value.secret as string}` };
    };
    const [content, risk] = [await keyOf('content'), await keyOf('risk')];
    const c = await pixChannel();
    expect((await call('GET', API.operatorDepositChannels, undefined, content)).statusCode).toBe(200);
    const refused = await call('PUT', channelUrl(c.id), body(c, { enabled: false }), content);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'operator.permission.denied']);
    const unread = await call('GET', API.operatorWithdrawalLimits, undefined, risk);
    expect([unread.statusCode, unread.json().errorCode]).toEqual([403, 'operator.permission.denied']);
    expect((await pixChannel()).enabled).toBe(true);
  });
});
