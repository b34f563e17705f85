import { API, KYC_LIMITS } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCpf } from '../../test/accounts.js';
import { testDatabases } from '../../test/test-app.js';
import type { PaymentsMember } from '../payments/payments.test-support.js';
import { FULL_NAME, kycFixture } from './kyc.test-support.js';

describe.each(testDatabases())('the CPF check on %s', (kind) => {
  let k: Awaited<ReturnType<typeof kycFixture>>;
  beforeAll(async () => {
    k = await kycFixture(kind);
  });
  afterAll(async () => k.t.close());

  /** Writes the sandbox register's record of the member's CPF, as the operator does in the back office. */
  const record = async (m: PaymentsMember, status: string, name = FULL_NAME.toUpperCase(), birthDate = '1990-05-17') => {
    const res = await k.operator('PUT', API.operatorKycSandboxCpf.replace(':cpf', m.cpf), { status, name, birthDate });
    expect(res.statusCode).toBe(200);
  };

  it('passes a CPF the sandbox does not hold under the name and birth date the member gave; accents and case do not count', async () => {
    const m = await k.f.member();
    const before = await k.kycOf(m);
    expect(before).toMatchObject({
      required: false,
      verifiedAt: null,
      cpf: { status: null, passed: false, checksLeft: KYC_LIMITS.cpfChecksPerDay },
    });
    expect(before.registered).toEqual({
      cpfMasked: `***.${m.cpf.slice(3, 6)}.${m.cpf.slice(6, 9)}-**`,
      birthDate: '1990-05-17',
      fullName: null,
    });
    const res = await k.checkCpf(m);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.cpf).toMatchObject({
      status: 'regular',
      nameMatch: true,
      birthDateMatch: true,
      adult: true,
      passed: true,
      refusal: null,
    });
    expect(res.json().value.registered.fullName).toBe(FULL_NAME);

    const other = await k.f.member();
    await record(other, 'regular', 'MARIA JOSE DA SILVA');
    expect((await k.checkCpf(other, { fullName: '  maria  josé da   SILVA ' })).json().value.cpf.passed).toBe(true);
  });

  it.each([
    ['pending', 403, 'kyc.cpf.pending', /pendente de regularização/],
    ['suspended', 403, 'kyc.cpf.suspended', /suspenso/],
    ['cancelled', 403, 'kyc.cpf.cancelled', /cancelado/],
    ['deceased', 403, 'kyc.cpf.deceased', /falecido/],
    ['null', 403, 'kyc.cpf.null', /nulo/],
  ])('refuses a CPF the register holds as %s with its own translated message', async (status, code, errorCode, message) => {
    const m = await k.f.member();
    await record(m, status);
    const res = await k.checkCpf(m);
    expect([res.statusCode, res.json().errorCode]).toEqual([code, errorCode]);
    expect(res.json().message).toMatch(message);
    const after = await k.kycOf(m);
    expect(after.cpf).toMatchObject({ status, passed: false, refusal: errorCode });
    // Dead, null and cancelled CPFs end the relationship: the back office lists them.
    const alerts = (await k.operator('GET', `${API.operatorKycReviews}?queue=alerts&limit=100`)).json().value as Array<{
      memberId: number;
    }>;
    expect(alerts.some((row) => row.memberId === m.memberId)).toBe(['cancelled', 'deceased', 'null'].includes(status));
    // Nothing further opens: the selfie waits for a passed check.
    expect((await k.startLiveness(m)).json()).toMatchObject({ errorCode: 'kyc.step.required' });
  });

  it('refuses a name or a birth date that is not the register’s, and a minor the register withholds', async () => {
    const named = await k.f.member();
    await record(named, 'regular', 'JOANA PEREIRA');
    expect((await k.checkCpf(named)).json()).toMatchObject({ errorCode: 'kyc.name.mismatch' });
    expect((await k.kycOf(named)).cpf).toMatchObject({ nameMatch: false, birthDateMatch: true, refusal: 'kyc.name.mismatch' });

    const born = await k.f.member();
    await record(born, 'regular', FULL_NAME, '1991-05-17');
    const res = await k.checkCpf(born);
    expect([res.statusCode, res.json().errorCode]).toEqual([409, 'kyc.birthdate.mismatch']);

    const minor = await k.f.member();
    await record(minor, 'regular', FULL_NAME, `${new Date(k.clock.now()).getUTCFullYear() - 12}-01-01`);
    expect((await k.checkCpf(minor)).json()).toMatchObject({ errorCode: 'kyc.underage' });
    expect((await k.kycOf(minor)).cpf).toMatchObject({ adult: false, passed: false });
  });

  it('counts the look-ups of a day before calling the register, also in parallel; the next day allows more', async () => {
    const m = await k.f.member();
    await record(m, 'pending');
    const answers = await Promise.all(Array.from({ length: KYC_LIMITS.cpfChecksPerDay + 3 }, () => k.checkCpf(m)));
    const codes = answers.map((res) => res.json().errorCode as string);
    expect(codes.filter((code) => code === 'kyc.cpf.pending')).toHaveLength(KYC_LIMITS.cpfChecksPerDay);
    expect(codes.filter((code) => code === 'kyc.attempts.exceeded')).toHaveLength(3);
    expect(answers.find((res) => res.json().errorCode === 'kyc.attempts.exceeded')?.statusCode).toBe(429);
    expect((await k.kycOf(m)).cpf.checksLeft).toBe(0);
    k.clock.advance(86_400_000);
    expect((await k.checkCpf(m)).json().errorCode).toBe('kyc.cpf.pending');
    expect((await k.kycOf(m)).cpf.checksLeft).toBe(KYC_LIMITS.cpfChecksPerDay - 1);
  });

  it('answers 503 while the sandbox register is switched off, and works again after', async () => {
    const m = await k.f.member();
    const off = await k.operator('PUT', API.operatorKycSandboxSwitches, { registryDown: true, livenessFailAll: false });
    expect(off.statusCode).toBe(200);
    try {
      const res = await k.checkCpf(m);
      expect([res.statusCode, res.json().errorCode]).toEqual([503, 'kyc.registry.unavailable']);
      expect((await k.kycOf(m)).cpf.status).toBeNull();
      expect(k.t.logs()).not.toContain(m.cpf);
    } finally {
      await k.operator('PUT', API.operatorKycSandboxSwitches, { registryDown: false, livenessFailAll: false });
    }
    expect((await k.checkCpf(m)).statusCode).toBe(200);
  });

  it('asks a member registered without a CPF for it, stores it once on the account, and refuses another one after', async () => {
    const m = await k.f.member({ withoutCpf: true });
    expect((await k.checkCpf(m)).json()).toMatchObject({ errorCode: 'kyc.cpf.required' });
    const cpf = randomCpf();
    const res = await k.checkCpf(m, {
      fullName: FULL_NAME,
      cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
    });
    expect(res.statusCode).toBe(200);
    expect((await k.kycOf(m)).registered.cpfMasked).toBe(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
    expect((await k.checkCpf(m, { fullName: FULL_NAME, cpf: randomCpf() })).json().errorCode).toBe('profile.idnumber.locked');
    // The registered birth date is the one compared: another one is refused, not silently dropped.
    expect((await k.checkCpf(m, { fullName: FULL_NAME, birthDate: '1980-01-01' })).statusCode).toBe(400);
  });

  it('refuses bad input with translated field errors, never a 5xx', async () => {
    const m = await k.f.member();
    const cases = [
      {},
      { fullName: 'A' },
      { fullName: 'Maria <script>' },
      { fullName: FULL_NAME, cpf: '11111111111' },
      { fullName: FULL_NAME, extra: 1 },
    ];
    for (const body of cases) {
      const res = await k.checkCpf(m, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
    const en = await k.f.call('POST', API.kycCpf, m.token, { fullName: '1' }, 'en');
    expect(en.json().data.fields[0].message).toBe('Type your full name as on your CPF (letters only).');
    expect((await k.t.app.kyc.registry.lookup({ merchantId: m.merchantId, cpf: randomCpf() })).kind).toBe('not_found');
  });
});
