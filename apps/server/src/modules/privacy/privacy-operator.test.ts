import { API, type BackofficePrivacyRequest } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-app.js';
import type { PaymentsMember } from '../payments/payments.test-support.js';
import { privacyFixture, type PrivacyFixture } from './privacy.test-support.js';

describe.each(testDatabases())('personal-data requests in the back office on %s', (kind) => {
  let x: PrivacyFixture;
  let m: PaymentsMember;
  let closureId: number;
  let exportId: number;

  beforeAll(async () => {
    x = await privacyFixture(kind);
    m = await x.f.member();
    exportId = (await x.exportOf(m)).request.id;
    expect((await x.close(m)).statusCode).toBe(200);
    closureId = await x.closureIdOf(m);
  });
  afterAll(() => x.cleanup());

  const list = async (query = '', headers?: Record<string, string>) =>
    x.operator('GET', `${API.operatorPrivacyRequests}${query}`, undefined, headers);

  it('lists both kinds with the member, filtered by kind, status and member', async () => {
    const all = await list(`?memberId=${m.memberId}`);
    expect(all.headers['x-total-count']).toBe('2');
    const rows = all.json().value as BackofficePrivacyRequest[];
    expect(rows.map((r) => [r.kind, r.status, r.username])).toEqual([
      ['closure', 'pending', m.username],
      ['export', 'done', m.username],
    ]);
    expect(((await list('?kind=export&status=done')).json().value as BackofficePrivacyRequest[]).map((r) => r.id)).toContain(exportId);
    expect((await list(`?kind=closure&status=refused&memberId=${m.memberId}`)).json().value).toEqual([]);
  });

  it('refuses a role without the permission; the auditor reads but may not act, and nothing is audited', async () => {
    const support = await x.keyOf('support');
    expect((await list('', support)).json()).toMatchObject({ errorCode: 'operator.permission.denied' });
    expect((await x.operator('GET', x.requestUrl(API.operatorPrivacyRequest, closureId), undefined, support)).statusCode).toBe(403);
    const auditor = await x.keyOf('auditor');
    expect((await list('', auditor)).statusCode).toBe(200);
    const before = (await x.audit()).length;
    const refused = await x.operator('POST', x.requestUrl(API.operatorPrivacyProcess, closureId), {}, auditor);
    expect(refused.json()).toMatchObject({ errorCode: 'operator.permission.denied' });
    expect((await x.audit()).length).toBe(before);
  });

  it('answers bad input and unknown requests with translated errors, never a 5xx', async () => {
    const refuse = (id: number, body: object) => x.operator('POST', x.requestUrl(API.operatorPrivacyRefuse, id), body);
    expect((await refuse(closureId, { reason: ' ' })).statusCode).toBe(400);
    expect((await refuse(closureId, { reason: 'ok', extra: 1 })).statusCode).toBe(400);
    expect((await list('?status=open')).statusCode).toBe(400);
    expect((await x.operator('GET', x.requestUrl(API.operatorPrivacyRequest, 999_999))).json()).toMatchObject({
      errorCode: 'privacy.request.not.found',
      message: expect.any(String),
    });
    expect((await x.operator('POST', x.requestUrl(API.operatorPrivacyProcess, exportId), {})).statusCode).toBe(404);
  });

  it('records a refusal in the audit trail with the request before it', async () => {
    const res = await x.operator('POST', x.requestUrl(API.operatorPrivacyRefuse, closureId), { reason: 'Pedido em duplicidade' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await x.audit();
    expect(row).toMatchObject({
      action: `POST ${API.operatorPrivacyRefuse}`,
      objectId: String(closureId),
      before: { status: 'pending', kind: 'closure' },
      after: { reason: 'Pedido em duplicidade' },
    });
  });
});
