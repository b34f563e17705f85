import { API, type OperatorRole } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-app.js';
import type { PaymentsMember } from '../payments/payments.test-support.js';
import { LOSS_AND_TIME } from '../protection/protection.test-support.js';
import { cpfWithCheckDigits, DEMO_SANDBOX_RECORDS } from './kyc-sandbox.service.js';
import { kycFixture } from './kyc.test-support.js';

describe.each(testDatabases())('identity review and what it opens on %s', (kind) => {
  let k: Awaited<ReturnType<typeof kycFixture>>;
  beforeAll(async () => {
    k = await kycFixture(kind);
  });
  afterAll(async () => k.t.close());

  const keyOf = async (role: OperatorRole) => {
    const created = await k.operator('POST', API.operatorApiKeys, { name: `kyc ${role}`, role });
    return { authorization: `Bearer ${created.json().value.secret as string}` };
  };
  const audit = async () =>
    (await k.operator('GET', `${API.operatorAudit}?limit=50`)).json().value.rows as Array<{
      action: string;
      objectId: string;
      before: unknown;
    }>;
  const playerUrl = (path: string, m: PaymentsMember) => path.replace(':id', String(m.memberId));
  /** A member of the Brazilian profile with the limits it requires, and money to play with. */
  const brazilian = async () => {
    await k.switchTo('NONE');
    const m = await k.f.member({ cash: 50_00n });
    await k.switchTo('BR');
    expect((await k.f.call('PUT', API.protectionLimits, m.token, { limits: LOSS_AND_TIME })).statusCode).toBe(200);
    return m;
  };

  it('under BR opens deposits and bets only once the approval verifies the identity, and shuts them when revoked', async () => {
    const m = await brazilian();
    expect((await k.kycOf(m)).required).toBe(true);
    expect((await k.f.deposit(m, '20.00')).json()).toMatchObject({ errorCode: 'identity.unverified' });
    expect((await k.bet(m, '1.00')).json()).toMatchObject({ errorCode: 'identity.unverified' });

    expect((await k.checkCpf(m)).statusCode).toBe(200);
    expect((await k.selfie(m)).json().value.liveness.state).toBe('passed');
    expect((await k.document(m)).json().value.document.state).toBe('pending');
    // All but the approval: still closed.
    expect((await k.bet(m, '1.00')).json().errorCode).toBe('identity.unverified');
    const queue = await k.operator('GET', API.operatorKycReviews);
    const row = (queue.json().value as Array<{ memberId: number }>).find((r) => r.memberId === m.memberId);
    expect(row).toMatchObject({
      cpf: m.cpf,
      registry: { status: 'regular' },
      liveness: { state: 'passed' },
      document: { state: 'pending' },
    });
    expect(Number(queue.headers['x-total-count'])).toBeGreaterThanOrEqual(1);

    const approved = await k.decide(m, { decision: 'approve' });
    expect(approved.json().value).toMatchObject({ verifiedAt: expect.any(String), document: { state: 'approved' } });
    expect((await k.kycOf(m)).verifiedAt).not.toBeNull();
    expect((await k.f.call('GET', API.protection, m.token)).json().value.identity).toEqual({ required: true, verified: true });
    expect((await k.f.deposit(m, '20.00')).statusCode).toBe(200);
    expect((await k.bet(m, '1.00')).statusCode).toBe(200);
    expect((await k.checkCpf(m)).json().errorCode).toBe('kyc.already.verified');

    const revoked = await k.operator('POST', playerUrl(API.operatorPlayerKycRevoke, m), { reason: 'fake_document' });
    expect(revoked.json().value).toMatchObject({ verifiedAt: null, revoked: { reason: 'fake_document' }, document: { state: 'none' } });
    expect((await k.bet(m, '1.00')).json().errorCode).toBe('identity.unverified');
    expect(await k.kycOf(m)).toMatchObject({ revoked: { reason: 'fake_document' }, liveness: { state: 'none' }, cpf: { passed: true } });
    expect((await k.operator('POST', playerUrl(API.operatorPlayerKycRevoke, m), { reason: 'other' })).json().errorCode).toBe(
      'kyc.not.verified',
    );

    const rows = await audit();
    const decision = rows.find((r) => r.action === `POST ${API.operatorPlayerKycDocument}` && r.objectId === String(m.memberId));
    expect(decision?.before).toMatchObject({ document: { state: 'pending' }, verifiedAt: null });
    const revocation = rows.find((r) => r.action === `POST ${API.operatorPlayerKycRevoke}` && r.objectId === String(m.memberId));
    expect(revocation?.before).toMatchObject({ verifiedAt: expect.any(String) });
  });

  it('under NONE requires nothing, and the steps still verify', async () => {
    await k.switchTo('NONE');
    const m = await k.f.member({ cash: 10_00n });
    expect((await k.kycOf(m)).required).toBe(false);
    expect((await k.bet(m, '1.00')).statusCode).toBe(200);
    await k.verify(m);
    expect((await k.kycOf(m)).verifiedAt).not.toBeNull();
  });

  it('lets the auditor read the reviews and files but decide nothing; other roles see none of it', async () => {
    await k.switchTo('NONE');
    const m = await k.f.member();
    await k.checkCpf(m);
    await k.document(m);
    const auditor = await keyOf('auditor');
    const review = await k.operator('GET', playerUrl(API.operatorPlayerKyc, m), undefined, auditor);
    expect(review.statusCode).toBe(200);
    const front = review.json().value.document.front.id as number;
    expect((await k.operator('GET', API.operatorKycFile.replace(':id', String(front)), undefined, auditor)).statusCode).toBe(200);
    expect((await k.operator('GET', API.operatorKycSandbox, undefined, auditor)).statusCode).toBe(200);
    const count = (await audit()).length;
    for (const [method, url, body] of [
      ['POST', playerUrl(API.operatorPlayerKycDocument, m), { decision: 'approve' }],
      ['POST', playerUrl(API.operatorPlayerKycRevoke, m), { reason: 'other' }],
      ['PUT', API.operatorKycSandboxSwitches, { registryDown: true, livenessFailAll: false }],
    ] as const) {
      expect((await k.operator(method, url, body, auditor)).json().errorCode).toBe('operator.permission.denied');
    }
    expect((await audit()).length).toBe(count);
    const support = await keyOf('support');
    expect((await k.operator('GET', API.operatorKycReviews, undefined, support)).json().errorCode).toBe('operator.permission.denied');
    expect((await k.operator('GET', playerUrl(API.operatorPlayerKyc, m), undefined, support)).statusCode).toBe(403);
    expect((await k.operator('GET', API.operatorPlayerKyc.replace(':id', '2147483647'))).json().errorCode).toBe('player.not.found');
  });

  it('edits the sandbox register with an audit row of what each change replaced', async () => {
    const cpf = '52998224725';
    const url = API.operatorKycSandboxCpf.replace(':cpf', cpf);
    const put = await k.operator('PUT', url, { status: 'deceased', name: 'João Falecido', birthDate: '1950-01-01' });
    expect(put.json().value).toMatchObject({ cpf, status: 'deceased', name: 'João Falecido' });
    await k.operator('PUT', url, { status: 'null', name: 'João Falecido', birthDate: '1950-01-01' });
    const sandbox = (await k.operator('GET', API.operatorKycSandbox)).json().value;
    expect(sandbox).toMatchObject({ registry: 'sandbox', liveness: 'sandbox', switches: { registryDown: false, livenessFailAll: false } });
    expect(sandbox.records).toContainEqual(expect.objectContaining({ cpf, status: 'null' }));
    const changed = (await audit()).find((r) => r.action === `PUT ${API.operatorKycSandboxCpf}` && r.objectId === cpf);
    expect(changed?.before).toMatchObject({ status: 'deceased' });
    expect((await k.operator('DELETE', url)).statusCode).toBe(200);
    expect((await k.operator('DELETE', url)).statusCode).toBe(404);
    expect(
      (
        await k.operator('PUT', API.operatorKycSandboxCpf.replace(':cpf', '12345678900'), {
          status: 'regular',
          name: 'Ana',
          birthDate: '1990-01-01',
        })
      ).statusCode,
    ).toBe(400);
    expect((await k.operator('PUT', url, { status: 'not_found', name: 'Ana Maria', birthDate: '1990-02-30' })).statusCode).toBe(400);
  });

  it('seeds the demo’s records once, keeping what an operator changed', async () => {
    const merchantId = (await k.f.member()).merchantId;
    await k.t.app.kyc.seedDemo(merchantId);
    const carla = cpfWithCheckDigits('900000005');
    await k.operator('PUT', API.operatorKycSandboxCpf.replace(':cpf', carla), {
      status: 'regular',
      name: 'CARLA DEMO',
      birthDate: '1990-01-01',
    });
    await k.t.app.kyc.seedDemo(merchantId);
    const records = (await k.operator('GET', API.operatorKycSandbox)).json().value.records as Array<{ cpf: string; status: string }>;
    for (const demo of DEMO_SANDBOX_RECORDS.filter((r) => r.nine !== '900000005')) {
      expect(records).toContainEqual(expect.objectContaining({ cpf: cpfWithCheckDigits(demo.nine), status: demo.status }));
    }
    expect(records).toContainEqual(expect.objectContaining({ cpf: carla, status: 'regular' }));
  });
});
